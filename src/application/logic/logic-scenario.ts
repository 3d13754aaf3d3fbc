import type { Configuration } from '../../domain/configuration/configuration';
import type { EngineFact } from '../../domain/configuration/controller/engine/engine-facts';
import { LogicEngine } from '../../domain/configuration/controller/engine/logic-engine';
import { startNotes } from '../../domain/configuration/controller/engine/start-notes';
import { SignalDirectory } from '../../domain/configuration/controller/signal-names';
import { formatOffset, type Expectation, type LogicScenario } from './scenario-file';
import { pingOutputs, ScenarioPlayer, type ExpectationOutcome } from './scenario-player';

/** A line of the trace: a signal that changed (`name`: its gate with its output, `Alarme intrusion › Sortie 1`), or a fact. */
export type TraceEntry =
  | { readonly kind: 'change'; readonly at: number; readonly id: string; readonly name: string; readonly value: number; readonly written: boolean }
  | (EngineFact & { readonly at: number });

export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly ok: boolean;
  /** What was found: "Door alarm is 1 at +8h", or why it failed. */
  readonly message: string;
  readonly outcome: ExpectationOutcome;
}

export interface ScenarioRun {
  readonly start: number;
  readonly trace: readonly TraceEntry[];
  readonly results: readonly ExpectationResult[];
  readonly passed: boolean;
}

/** An expectation's outcome in English, as the command line prints it. */
export function outcomeMessage(expectation: Expectation, outcome: ExpectationOutcome, duration: number, start: number): string {
  if (expectation.kind === 'value' && outcome.kind === 'value') {
    const found = `"${expectation.io}" is ${outcome.found} at ${formatOffset(expectation.at)}`;
    return outcome.ok ? found : `${found}, expected ${expectation.value}`;
  }
  if (expectation.kind !== 'alert' || outcome.kind !== 'alert') return '';
  const { from = 0, until = duration } = expectation;
  const window = `${formatOffset(from)} and ${formatOffset(until)}`;
  const at = outcome.firedAt.map((time) => formatOffset(time - start)).join(', ');
  const alert = `the alert "${expectation.gate}"`;
  if (!expectation.fired) return outcome.ok ? `${alert} did not fire between ${window}` : `${alert} was expected not to fire between ${window}, and fired at ${at}`;
  if (outcome.firedAt.length === 0) return `${alert} was expected to fire between ${window}, and did not${outcome.known ? '' : ' (no alert gate has that name or identifier, or it never fired)'}`;
  if (outcome.ok) return `${alert} fired at ${at}${expectation.to.length > 0 ? ` to ${expectation.to.join(', ')}` : ''}`;
  return `${alert} fired at ${at}, but not to ${outcome.missing.map((who) => `"${who}"`).join(', ')} (it went to ${outcome.reached.join(', ') || 'nobody'})`;
}

/**
 * Runs the scenario on the configuration's logic: input changes at their
 * offsets (in file order within one instant), value expectations read after
 * the changes of their instant, alert expectations over the whole run (or
 * their from/until window). Every name is found before the run, so a
 * mistake is reported with its field whatever its offset. Never touches an
 * appliance.
 */
export function runScenario(configuration: Configuration, scenario: LogicScenario): ScenarioRun {
  const names = new SignalDirectory(configuration);
  const engine = new LogicEngine(configuration, { start: scenario.start });
  const player = new ScenarioPlayer(engine, scenario, names, pingOutputs(configuration));
  player.advanceTo(scenario.start + scenario.duration);
  const facts = [...startNotes(configuration, scenario.start), ...engine.facts];
  player.observe(engine.facts);
  const results = scenario.expectations.map((expectation, index): ExpectationResult => {
    const outcome = player.outcomes[index]!;
    return { expectation, ok: outcome.ok, message: outcomeMessage(expectation, outcome, scenario.duration, scenario.start), outcome };
  });
  const trace: TraceEntry[] = [
    ...engine.changes.map((change): TraceEntry => ({ kind: 'change', ...change, name: names.text(change.id), written: player.written.has(change) })),
    ...facts,
  ].sort((a, b) => a.at - b.at);
  return { start: scenario.start, trace, results, passed: results.every((result) => result.ok) };
}
