import type { Configuration } from '../../domain/configuration/configuration';
import type { EngineFact, SignalChange } from '../../domain/configuration/controller/engine/engine-facts';
import { EngineReferenceError, LogicEngine } from '../../domain/configuration/controller/engine/logic-engine';

/** A scenario file that cannot be run as written: the message says where and why. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}

export interface InputChange {
  readonly at: number;
  /** An io's name or identifier. */
  readonly io: string;
  readonly value: number;
}

export type Expectation =
  | { readonly kind: 'value'; readonly at: number; readonly io: string; readonly value: number }
  | { readonly kind: 'alert'; readonly gate: string; readonly fired: boolean; readonly to: readonly string[]; readonly from: number | undefined; readonly until: number | undefined };

/** A scenario: offsets in ms from `start` (ms since the epoch, the appliance's local time). */
export interface LogicScenario {
  readonly start: number;
  readonly duration: number;
  readonly inputs: readonly InputChange[];
  readonly expectations: readonly Expectation[];
}

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90`, `"90ms"`, `"1h30m"`, `"2d"`: an offset in milliseconds. */
function parseOffset(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^(\d+(\.\d+)?(ms|s|m|h|d))+$/.test(value.trim())) {
    let total = 0;
    for (const match of value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)) total += Number(match[1]) * UNITS[match[2]!]!;
    return total;
  }
  throw new ScenarioError(`${where}: "${String(value)}" is not an offset (a number of milliseconds, or like "90s", "1h30m", "2d")`);
}

/** An offset written back as the scenario would: `+1h30m`, `+0s`. */
export function formatOffset(ms: number): string {
  if (ms === 0) return '+0s';
  let rest = ms;
  let text = '';
  for (const [unit, size] of [['d', 86_400_000], ['h', 3_600_000], ['m', 60_000], ['s', 1000], ['ms', 1]] as const) {
    const count = Math.floor(rest / size);
    if (count > 0) text += `${count}${unit}`;
    rest -= count * size;
  }
  return `+${text}`;
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ScenarioError(`${where} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new ScenarioError(`${where} must be a non-empty text`);
  return value;
}

function signalValue(value: unknown, where: string): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new ScenarioError(`${where} must be a number (0 or 1 for an on/off io) or true/false`);
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ScenarioError(`${where} must be a list`);
  return value;
}

/** Reads a scenario (the JSON of docs/logic-semantics.md, "Scenarios"); every mistake is a ScenarioError naming the field. */
export function parseScenario(json: unknown): LogicScenario {
  const root = record(json, 'the scenario');
  const startText = text(root.start, 'start');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(startText)) throw new ScenarioError(`start: "${startText}" is not a local date and time like 2026-11-23T07:00:00`);
  const start = new Date(startText).getTime();
  if (Number.isNaN(start)) throw new ScenarioError(`start: "${startText}" is not a date`);
  const duration = parseOffset(root.duration, 'duration');
  const inputs = list(root.inputs, 'inputs').map((entry, index): InputChange => {
    const where = `inputs[${index}]`;
    const item = record(entry, where);
    const at = parseOffset(item.at, `${where}.at`);
    if (at > duration) throw new ScenarioError(`${where}.at: ${formatOffset(at)} is after the end of the scenario (${formatOffset(duration)})`);
    return { at, io: text(item.io, `${where}.io`), value: signalValue(item.value, `${where}.value`) };
  });
  const expectations = list(root.expect, 'expect').map((entry, index): Expectation => {
    const where = `expect[${index}]`;
    const item = record(entry, where);
    if (item.alert !== undefined) {
      if (typeof item.fired !== 'boolean') throw new ScenarioError(`${where}.fired must be true or false`);
      const to = list(item.to, `${where}.to`).map((each, at) => text(each, `${where}.to[${at}]`));
      return {
        kind: 'alert', gate: text(item.alert, `${where}.alert`), fired: item.fired, to,
        from: item.from === undefined ? undefined : parseOffset(item.from, `${where}.from`),
        until: item.until === undefined ? undefined : parseOffset(item.until, `${where}.until`),
      };
    }
    const io = item.io ?? item.output;
    if (io === undefined) throw new ScenarioError(`${where} needs "io" (with "at" and "value") or "alert" (with "fired")`);
    const at = parseOffset(item.at, `${where}.at`);
    if (at > duration) throw new ScenarioError(`${where}.at: ${formatOffset(at)} is after the end of the scenario (${formatOffset(duration)})`);
    return { kind: 'value', at, io: text(io, `${where}.io`), value: signalValue(item.value, `${where}.value`) };
  });
  return { start, duration, inputs, expectations };
}

export type TraceEntry =
  | { readonly kind: 'change'; readonly at: number; readonly id: string; readonly name: string; readonly value: number; readonly written: boolean }
  | (EngineFact & { readonly at: number });

export interface ExpectationResult {
  readonly expectation: Expectation;
  readonly ok: boolean;
  /** What was found: "Door alarm is 1 at +8h", or why it failed. */
  readonly message: string;
}

export interface ScenarioRun {
  readonly start: number;
  readonly trace: readonly TraceEntry[];
  readonly results: readonly ExpectationResult[];
  readonly passed: boolean;
}

function alertMatches(fact: EngineFact, gate: string, engine: LogicEngine): fact is Extract<EngineFact, { kind: 'alert' }> {
  return fact.kind === 'alert' && (fact.gateId === gate || fact.gateName === gate || (engine.signals.some((signal) => signal.id === gate) && engine.signal(gate).name === fact.gateName));
}

/**
 * Runs the scenario on the configuration's logic: input changes at their
 * offsets (in file order within one instant), value expectations read after
 * the changes of their instant, alert expectations over the whole run (or
 * their from/until window). Never touches an appliance.
 */
export function runScenario(configuration: Configuration, scenario: LogicScenario): ScenarioRun {
  const engine = new LogicEngine(configuration, { start: scenario.start });
  const results: (ExpectationResult | undefined)[] = scenario.expectations.map(() => undefined);
  const written = new Set<SignalChange>();
  const moments = [...new Set([...scenario.inputs.map((each) => each.at), ...scenario.expectations.flatMap((each) => (each.kind === 'value' ? [each.at] : [])), scenario.duration])].sort((a, b) => a - b);
  for (const moment of moments) {
    engine.step(scenario.start + moment);
    scenario.inputs.forEach((change, index) => {
      if (change.at !== moment) return;
      const before = engine.changes.length;
      try {
        engine.setInput(change.io, change.value);
      } catch (error) {
        if (error instanceof EngineReferenceError) throw new ScenarioError(`inputs[${index}].io: ${error.message}`);
        throw error;
      }
      const first = engine.changes[before];
      if (first) written.add(first);
    });
    scenario.expectations.forEach((expectation, index) => {
      if (expectation.kind !== 'value' || expectation.at !== moment) return;
      let value: number;
      try {
        value = engine.value(expectation.io);
      } catch (error) {
        if (error instanceof EngineReferenceError) throw new ScenarioError(`expect[${index}].io: ${error.message}`);
        throw error;
      }
      const ok = value === expectation.value;
      results[index] = {
        expectation, ok,
        message: ok ? `"${expectation.io}" is ${value} at ${formatOffset(moment)}` : `"${expectation.io}" is ${value} at ${formatOffset(moment)}, expected ${expectation.value}`,
      };
    });
  }
  const facts = engine.facts;
  scenario.expectations.forEach((expectation, index) => {
    if (expectation.kind !== 'alert') return;
    const { from = 0, until = scenario.duration } = expectation;
    const window = `${formatOffset(from)} and ${formatOffset(until)}`;
    const fired = facts.filter((fact): fact is Extract<EngineFact, { kind: 'alert' }> => alertMatches(fact, expectation.gate, engine) && fact.at >= scenario.start + from && fact.at <= scenario.start + until);
    const known = engine.signals.some((signal) => signal.id === expectation.gate) || facts.some((fact) => alertMatches(fact, expectation.gate, engine));
    if (!expectation.fired) {
      results[index] = fired.length === 0
        ? { expectation, ok: true, message: `the alert "${expectation.gate}" did not fire between ${window}` }
        : { expectation, ok: false, message: `the alert "${expectation.gate}" was expected not to fire between ${window}, and fired at ${fired.map((fact) => formatOffset(fact.at - scenario.start)).join(', ')}` };
      return;
    }
    if (fired.length === 0) {
      results[index] = { expectation, ok: false, message: `the alert "${expectation.gate}" was expected to fire between ${window}, and did not${known ? '' : ' (no alert gate has that name or identifier, or it never fired)'}` };
      return;
    }
    const reached = (who: string) => fired.some((fact) => fact.recipients.some((recipient) => recipient.id === who || recipient.name === who || recipient.address === who));
    const missing = expectation.to.filter((who) => !reached(who));
    const at = fired.map((fact) => formatOffset(fact.at - scenario.start)).join(', ');
    results[index] = missing.length === 0
      ? { expectation, ok: true, message: `the alert "${expectation.gate}" fired at ${at}${expectation.to.length > 0 ? ` to ${expectation.to.join(', ')}` : ''}` }
      : { expectation, ok: false, message: `the alert "${expectation.gate}" fired at ${at}, but not to ${missing.map((who) => `"${who}"`).join(', ')} (it went to ${[...new Set(fired.flatMap((fact) => fact.recipients.map((recipient) => `${recipient.channel} ${recipient.name || recipient.id}`)))].join(', ') || 'nobody'})` };
  });
  const trace: TraceEntry[] = [
    ...engine.changes.map((change): TraceEntry => ({ kind: 'change', ...change, written: written.has(change) })),
    ...facts,
  ].sort((a, b) => a.at - b.at);
  const done = results.map((result) => result!);
  return { start: scenario.start, trace, results: done, passed: done.every((result) => result.ok) };
}
