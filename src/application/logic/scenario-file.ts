/**
 * Why a scenario cannot run, as data for a reader to word: a field of the
 * wrong shape, an offset that is not one or lies after the end, a start
 * that is not a local date, a name that names nothing or several signals
 * (with the candidates), an io that is not an input.
 */
export type ScenarioProblem =
  | { readonly reason: 'shape' }
  | { readonly reason: 'offset'; readonly value: string }
  | { readonly reason: 'after-end' }
  | { readonly reason: 'start'; readonly value: string }
  | { readonly reason: 'names-nothing'; readonly name: string }
  | { readonly reason: 'names-several'; readonly name: string; readonly candidates: readonly { readonly id: string; readonly name: string }[] }
  | { readonly reason: 'not-an-input'; readonly name: string };

/** A scenario file that cannot be run as written: the message (English, the command line's) says where and why; `field` and `problem` say it as data. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(message: string, readonly field: string, readonly problem: ScenarioProblem = { reason: 'shape' }) {
    super(message);
  }
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
export function parseOffset(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^(\d+(\.\d+)?(ms|s|m|h|d))+$/.test(value.trim())) {
    let total = 0;
    for (const match of value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)) total += Number(match[1]) * UNITS[match[2]!]!;
    return total;
  }
  throw new ScenarioError(`${where}: "${String(value)}" is not an offset (a number of milliseconds, or like "90s", "1h30m", "2d")`, where, { reason: 'offset', value: String(value) });
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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ScenarioError(`${where} must be an object`, where);
  return value as Record<string, unknown>;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new ScenarioError(`${where} must be a non-empty text`, where);
  return value;
}

function signalValue(value: unknown, where: string): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new ScenarioError(`${where} must be a number (0 or 1 for an on/off io) or true/false`, where);
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ScenarioError(`${where} must be a list`, where);
  return value;
}

/** Reads a scenario (the JSON of docs/logic-semantics.md, "Scenarios"); every mistake is a ScenarioError naming the field. */
export function parseScenario(json: unknown): LogicScenario {
  const root = record(json, 'the scenario');
  const startText = text(root.start, 'start');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(startText)) throw new ScenarioError(`start: "${startText}" is not a local date and time like 2026-11-23T07:00:00`, 'start', { reason: 'start', value: startText });
  const start = new Date(startText).getTime();
  if (Number.isNaN(start)) throw new ScenarioError(`start: "${startText}" is not a date`, 'start', { reason: 'start', value: startText });
  const duration = parseOffset(root.duration, 'duration');
  const inputs = list(root.inputs, 'inputs').map((entry, index): InputChange => {
    const where = `inputs[${index}]`;
    const item = record(entry, where);
    const at = parseOffset(item.at, `${where}.at`);
    if (at > duration) throw new ScenarioError(`${where}.at: ${formatOffset(at)} is after the end of the scenario (${formatOffset(duration)})`, `${where}.at`, { reason: 'after-end' });
    return { at, io: text(item.io, `${where}.io`), value: signalValue(item.value, `${where}.value`) };
  });
  const expectations = list(root.expect, 'expect').map((entry, index): Expectation => {
    const where = `expect[${index}]`;
    const item = record(entry, where);
    if (item.alert !== undefined) {
      if (typeof item.fired !== 'boolean') throw new ScenarioError(`${where}.fired must be true or false`, `${where}.fired`);
      const to = list(item.to, `${where}.to`).map((each, at) => text(each, `${where}.to[${at}]`));
      return {
        kind: 'alert', gate: text(item.alert, `${where}.alert`), fired: item.fired, to,
        from: item.from === undefined ? undefined : parseOffset(item.from, `${where}.from`),
        until: item.until === undefined ? undefined : parseOffset(item.until, `${where}.until`),
      };
    }
    const io = item.io ?? item.output;
    if (io === undefined) throw new ScenarioError(`${where} needs "io" (with "at" and "value") or "alert" (with "fired")`, where);
    const at = parseOffset(item.at, `${where}.at`);
    if (at > duration) throw new ScenarioError(`${where}.at: ${formatOffset(at)} is after the end of the scenario (${formatOffset(duration)})`, `${where}.at`, { reason: 'after-end' });
    return { kind: 'value', at, io: text(io, `${where}.io`), value: signalValue(item.value, `${where}.value`) };
  });
  return { start, duration, inputs, expectations };
}

/** The local date and time a scenario file writes its start as: `2026-11-23T07:00:00`. */
export function formatStart(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  const millis = date.getMilliseconds() === 0 ? '' : `.${String(date.getMilliseconds()).padStart(3, '0')}`;
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}${millis}`;
}

/** An offset as a scenario file writes it: `"1h30m"`, `"250ms"`, `"0s"`. */
function offsetText(ms: number): string {
  return formatOffset(ms).slice(1);
}

/**
 * The scenario as the JSON file `vigil config simulate --scenario` reads
 * (docs/logic-semantics.md): what the logic editor saves. Parsing it gives
 * the same scenario back.
 */
export function scenarioJson(scenario: LogicScenario, description?: string): Record<string, unknown> {
  return {
    ...(description ? { description } : {}),
    start: formatStart(scenario.start),
    duration: offsetText(scenario.duration),
    inputs: scenario.inputs.map((change) => ({ at: offsetText(change.at), io: change.io, value: change.value })),
    expect: scenario.expectations.map((expectation) =>
      expectation.kind === 'value'
        ? { at: offsetText(expectation.at), io: expectation.io, value: expectation.value }
        : {
          alert: expectation.gate, fired: expectation.fired, ...(expectation.to.length > 0 ? { to: expectation.to } : {}),
          ...(expectation.from === undefined ? {} : { from: offsetText(expectation.from) }), ...(expectation.until === undefined ? {} : { until: offsetText(expectation.until) }),
        }),
  };
}
