import type { RecordedInput } from '../../../application/logic/logic-simulation';
import type { Expectation, InputChange, LogicScenario } from '../../../application/logic/scenario-file';
import type { SignalDirectory } from '../../../domain/configuration/controller/signal-names';

/** One row of the timeline: an input set, or an expectation, with where it is in the scenario's lists. */
export type TimelineRow =
  | { readonly kind: 'input'; readonly index: number; readonly at: number; readonly change: InputChange }
  | { readonly kind: 'expect'; readonly index: number; readonly at: number; readonly expectation: Expectation };

/** The scenario's inputs and expectations in time order (inputs first within an instant, as they are played). */
export function timelineRows(scenario: LogicScenario): TimelineRow[] {
  const rows: TimelineRow[] = [
    ...scenario.inputs.map((change, index): TimelineRow => ({ kind: 'input', index, at: change.at, change })),
    ...scenario.expectations.map((expectation, index): TimelineRow => ({ kind: 'expect', index, at: expectation.kind === 'value' ? expectation.at : (expectation.until ?? scenario.duration), expectation })),
  ];
  return rows.sort((a, b) => a.at - b.at || (a.kind === b.kind ? a.index - b.index : a.kind === 'input' ? -1 : 1));
}

/** A new timeline starting at `start`, or what was recorded from it: each input by the name that names it alone. */
export function recordedTimeline(recorded: { readonly from: number; readonly inputs: readonly RecordedInput[] }, now: number, names: SignalDirectory, before?: LogicScenario): LogicScenario {
  const inputs = recorded.inputs.map((input) => ({ at: input.at, io: names.nameOf(input.id), value: input.value }));
  const end = Math.max(now - recorded.from, ...inputs.map((input) => input.at));
  // Expectations added while recording stay.
  const expectations = before && before.start === recorded.from ? before.expectations : [];
  return { start: recorded.from, duration: Math.max(end, ...expectations.map((expectation) => (expectation.kind === 'value' ? expectation.at : 0))), inputs, expectations };
}

/** The timeline with "this output is at this value now" for each output given, at the simulated time `now` (the timeline lengthened to reach it). */
export function withExpectations(scenario: LogicScenario, now: number, outputs: readonly { readonly id: string; readonly value: number }[], names: SignalDirectory): LogicScenario {
  const at = Math.max(0, now - scenario.start);
  const added: Expectation[] = outputs.map((output) => ({ kind: 'value', at, io: names.nameOf(output.id), value: output.value }));
  return { ...scenario, duration: Math.max(scenario.duration, at), expectations: [...scenario.expectations, ...added] };
}

/** The timeline with one row moved to another offset (the end pushed back if needed), its value changed, or removed. */
export function editRow(scenario: LogicScenario, row: TimelineRow, change: { readonly at?: number; readonly value?: number } | 'remove'): LogicScenario {
  if (row.kind === 'input') {
    if (change === 'remove') return { ...scenario, inputs: scenario.inputs.filter((_, index) => index !== row.index) };
    const next = { ...row.change, ...(change.at === undefined ? {} : { at: change.at }), ...(change.value === undefined ? {} : { value: change.value }) };
    return { ...scenario, duration: Math.max(scenario.duration, next.at), inputs: scenario.inputs.with(row.index, next) };
  }
  if (change === 'remove') return { ...scenario, expectations: scenario.expectations.filter((_, index) => index !== row.index) };
  const expectation = row.expectation;
  if (expectation.kind !== 'value') return scenario;
  const next: Expectation = { ...expectation, ...(change.at === undefined ? {} : { at: change.at }), ...(change.value === undefined ? {} : { value: change.value }) };
  return { ...scenario, duration: Math.max(scenario.duration, next.kind === 'value' ? next.at : 0), expectations: scenario.expectations.with(row.index, next) };
}
