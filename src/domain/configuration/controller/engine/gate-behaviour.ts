import type { AlertGate } from '../alert-gates';
import type { AnalogGate } from '../analog-gates';
import type { LogicGate } from '../logic-gates';
import type { AlertRecipient, EngineFact, EngineNote, SignalValue } from './engine-facts';

/** What a gate sees when the engine evaluates it: its inputs now, its outputs, the clock. */
export interface GateContext {
  /** The engine's clock, ms since the epoch. */
  readonly now: number;
  /** When the simulation started: periodic gates are in phase with it. */
  readonly start: number;
  readonly inputCount: number;
  readonly outputCount: number;
  /** The value on input `index` (0 when unconnected). */
  input(index: number): SignalValue;
  output(index: number): SignalValue;
  setOutput(index: number, value: SignalValue): void;
  /**
   * Asks to be evaluated again at `time` (at or after now). Only the earliest
   * request is kept, so a gate asks again, each time it is evaluated, for
   * every time it still waits for; it must tolerate being evaluated early.
   */
  wakeAt(time: number): void;
  fact(fact: EngineFact): void;
}

/** The behaviour of one gate: it keeps its own memory and is evaluated when an input changes or when it asked to wake up. */
export interface GateBehaviour {
  evaluate(context: GateContext): void;
}

/** The names and addresses of what alerts name, from the configuration. */
export interface AlertDirectory {
  contact(id: string): { name: string; mail: string; phone: string } | undefined;
  ftpClient(id: string): { name: string; address: string } | undefined;
  monitor(id: string): { name: string; address: string } | undefined;
}

const on = (value: SignalValue): boolean => value !== 0;
const bit = (value: boolean): SignalValue => (value ? 1 : 0);

/** The inputs' values, written into `into` (one array per gate, reused: evaluating allocates nothing). */
function inputs(context: GateContext, into: SignalValue[]): SignalValue[] {
  into.length = context.inputCount;
  for (let index = 0; index < into.length; index++) into[index] = context.input(index);
  return into;
}

/** The next multiple of `period` after `now`, counted from `start`. */
function nextTick(context: GateContext, period: number): number {
  return context.start + (Math.floor((context.now - context.start) / period) + 1) * period;
}

/** Gates whose output is a function of their inputs now. */
function combinational(compute: (values: SignalValue[]) => SignalValue | SignalValue[]): GateBehaviour {
  const values: SignalValue[] = [];
  return {
    evaluate(context) {
      const result = compute(inputs(context, values));
      if (Array.isArray(result)) result.forEach((value, index) => context.setOutput(index, value));
      else context.setOutput(0, result);
    },
  };
}

/** An output pulse of no duration: on, then off in the same instant once everything downstream has seen it. */
class EdgeBehaviour implements GateBehaviour {
  private previous = 0;
  private pulsing = false;
  constructor(private readonly fires: (from: boolean, to: boolean) => boolean) {}
  evaluate(context: GateContext): void {
    const now = on(context.input(0));
    const was = on(this.previous);
    this.previous = bit(now);
    if (this.pulsing) {
      this.pulsing = false;
      context.setOutput(0, 0);
    }
    if (was !== now && this.fires(was, now)) {
      this.pulsing = true;
      context.setOutput(0, 1);
      context.wakeAt(context.now);
    }
  }
}

/** Remembers input 1's previous value and calls `rise` on each rising edge. */
function onRising(rise: (context: GateContext) => void, also: (context: GateContext) => void = () => undefined): GateBehaviour {
  let previous = false;
  return {
    evaluate(context) {
      const now = on(context.input(0));
      if (now && !previous) rise(context);
      previous = now;
      also(context);
    },
  };
}

function toggle(): GateBehaviour {
  let state = false;
  return onRising(() => (state = !state), (context) => context.setOutput(0, bit(state)));
}

/** Input 1 sets, input 2 resets; reset wins when both are on. */
function setReset(): GateBehaviour {
  let state = false;
  return combinational(([set = 0, reset = 0]) => {
    if (on(reset)) state = false;
    else if (on(set)) state = true;
    return bit(state);
  });
}

/** On for `time` ms at the start of every `period` ms, counted from the start of the simulation. */
function clock(period: number, time: number): GateBehaviour {
  return {
    evaluate(context) {
      if (!(period > 0) || !(time > 0)) return context.setOutput(0, 0);
      if (time >= period) return context.setOutput(0, 1);
      const phase = (context.now - context.start) % period;
      context.setOutput(0, bit(phase < time));
      const cycle = context.now - phase;
      context.wakeAt(phase < time ? cycle + time : cycle + period);
    },
  };
}

/**
 * Output on `time` ms after the input comes on (and stays on); it stays on
 * `timeKeepAlert` ms after the input goes off; after it went off it cannot
 * come on again before `timeBetweenAlert` ms have passed.
 */
function delay(time: number, keep: number, between: number): GateBehaviour {
  let out = false;
  let riseAt: number | undefined;
  let fallAt: number | undefined;
  let lastFall = Number.NEGATIVE_INFINITY;
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (input) {
        fallAt = undefined;
        if (!out) {
          riseAt ??= Math.max(context.now + Math.max(0, time), lastFall + Math.max(0, between));
          if (context.now >= riseAt) {
            out = true;
            riseAt = undefined;
          } else context.wakeAt(riseAt);
        }
      } else {
        riseAt = undefined;
        if (out) {
          fallAt ??= context.now + Math.max(0, keep);
          if (context.now >= fallAt) {
            out = false;
            fallAt = undefined;
            lastFall = context.now;
          } else context.wakeAt(fallAt);
        }
      }
      context.setOutput(0, bit(out));
    },
  };
}

/**
 * Intrusion alarm: triggers when the input has been on `timeActivation` ms;
 * then on for `timeTrigger` ms (0: until the input goes off), or, bistable,
 * until the input is off and at least `timeTrigger` ms have passed.
 */
function alarm(gate: Extract<LogicGate, { type: 'alarm' }>): GateBehaviour {
  let armedAt: number | undefined;
  let triggeredAt: number | undefined;
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (triggeredAt === undefined) {
        if (!input) armedAt = undefined;
        else {
          armedAt ??= context.now;
          if (context.now >= armedAt + gate.timeActivation) {
            triggeredAt = context.now;
            armedAt = undefined;
            context.fact({ kind: 'alarm', at: context.now, gateId: gate.id, gateName: gate.name, message: gate.message });
          } else context.wakeAt(armedAt + gate.timeActivation);
        }
      }
      if (triggeredAt !== undefined) {
        const elapsed = context.now >= triggeredAt + gate.timeTrigger;
        const ends = gate.bistables || gate.timeTrigger <= 0 ? !input && elapsed : elapsed;
        if (ends) triggeredAt = undefined;
        else if (!elapsed) context.wakeAt(triggeredAt + gate.timeTrigger);
      }
      context.setOutput(0, bit(triggeredAt !== undefined));
    },
  };
}

/** Counts rising edges of input 1, input 2 resets; `logical`: the output is on while the count is not 0, else the output is the count. */
function counter(logical: boolean): GateBehaviour {
  let count = 0;
  let previous = false;
  return {
    evaluate(context) {
      const now = on(context.input(0));
      if (on(context.input(1))) count = 0;
      else if (now && !previous) count += 1;
      previous = now;
      context.setOutput(0, logical ? bit(count > 0) : count);
    },
  };
}

/** The ping's answer is an input of the simulation (on by default), read once every `period` ms. */
export class PingBehaviour implements GateBehaviour {
  answer = true;
  constructor(private readonly period: number) {}
  evaluate(context: GateContext): void {
    if (context.now === context.start || !(this.period > 0)) context.setOutput(0, bit(this.answer));
    else if ((context.now - context.start) % this.period === 0) context.setOutput(0, bit(this.answer));
    if (this.period > 0) context.wakeAt(nextTick(context, this.period));
  }
}

const OPERATORS: Readonly<Record<string, (a: number, b: number) => number>> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? 0 : a / b),
  '%': (a, b) => (b === 0 ? 0 : a % b),
  '^': (a, b) => a ** b,
};

/** `operators[i]` combines the result so far with input i+2, left to right (no precedence); a missing operator is `+`. */
function operation(operators: readonly string[]): GateBehaviour {
  return combinational((values) => values.slice(1).reduce((total, value, index) => (OPERATORS[operators[index] ?? '+'] ?? OPERATORS['+']!)(total, value), values[0] ?? 0));
}

/** The threshold's `operator`: the input compared to `threshold`. */
const THRESHOLD_OPERATORS: readonly { readonly symbol: string; readonly test: (a: number, b: number) => boolean }[] = [
  { symbol: '>', test: (a, b) => a > b },
  { symbol: '>=', test: (a, b) => a >= b },
  { symbol: '<', test: (a, b) => a < b },
  { symbol: '<=', test: (a, b) => a <= b },
  { symbol: '=', test: (a, b) => a === b },
  { symbol: '!=', test: (a, b) => a !== b },
];

/** Every `period` ms (from the start), `sample` gives the output from what the window saw. */
function periodic(period: number, sample: (window: { integral: number; first: number; last: number }, context: GateContext) => number): GateBehaviour {
  let windowStart: number | undefined;
  let integral = 0;
  let first = 0;
  let last = 0;
  let lastAt = 0;
  return {
    evaluate(context) {
      const value = context.input(0);
      if (windowStart === undefined || !(period > 0)) {
        windowStart = context.now;
        first = value;
        last = value;
        lastAt = context.now;
        integral = 0;
        context.setOutput(0, sample({ integral: 0, first: value, last: value }, context));
        if (period > 0) context.wakeAt(nextTick(context, period));
        return;
      }
      integral += last * (context.now - lastAt);
      lastAt = context.now;
      if (context.now >= windowStart + period) {
        context.setOutput(0, sample({ integral, first, last: value }, context));
        windowStart = context.now;
        integral = 0;
        first = value;
      }
      last = value;
      context.wakeAt(nextTick(context, period));
    },
  };
}

/** Counts rising edges of input 1 up and of input 2 down; input 3 resets; below 0 only with `useNegative`. */
function counterAnalogic(useNegative: boolean): GateBehaviour {
  let count = 0;
  let up = false;
  let down = false;
  return {
    evaluate(context) {
      const u = on(context.input(0));
      const d = on(context.input(1));
      if (on(context.input(2))) count = 0;
      else {
        if (u && !up) count += 1;
        if (d && !down) count = useNegative ? count - 1 : Math.max(0, count - 1);
      }
      up = u;
      down = d;
      context.setOutput(0, count);
    },
  };
}

export function logicBehaviour(gate: LogicGate): GateBehaviour | EngineNote {
  switch (gate.type) {
    case 'and':
      return combinational((values) => bit(values.length > 0 && values.every(on)));
    case 'or':
      return combinational((values) => bit(values.some(on)));
    case 'xor':
      return combinational((values) => bit(values.filter(on).length % 2 === 1));
    case 'not':
      return combinational(([value = 0]) => bit(!on(value)));
    case 'copy':
      return combinational(([value = 0]) => bit(on(value)));
    case 'edge':
      return new EdgeBehaviour(() => true);
    case 'edge-up':
      return new EdgeBehaviour((_, to) => to);
    case 'edge-down':
      return new EdgeBehaviour((from) => from);
    case 'toogle':
      return toggle();
    case 'rs':
      return setReset();
    case 'mux':
      // Input 1 selects: off → input 2, on → input 3.
      return combinational(([select = 0, ...data]) => bit(on(data[on(select) ? 1 : 0] ?? 0)));
    case 'demux':
      // Input 1 selects which output carries input 2: off → output 1, on → output 2; the others are off.
      return {
        evaluate(context) {
          const selected = on(context.input(0)) ? 1 : 0;
          const value = bit(on(context.input(1)));
          for (let index = 0; index < context.outputCount; index++) context.setOutput(index, index === selected ? value : 0);
        },
      };
    case 'clock':
      return clock(gate.period, gate.time);
    case 'command':
      return onRising((context) => context.fact({ kind: 'command', at: context.now, gateId: gate.id, gateName: gate.name, command: gate.command, arguments: gate.arguments }));
    case 'constant':
      return combinational(() => gate.value);
    case 'time':
      return delay(gate.time, gate.timeKeepAlert, gate.timeBetweenAlert);
    case 'ping':
      return new PingBehaviour(gate.period);
    case 'alarm':
      return alarm(gate);
    case 'counter':
      return counter(gate.logical);
    default:
      return { reason: 'unknown-type', gateType: (gate as { type: string }).type };
  }
}

export function analogBehaviour(gate: AnalogGate): GateBehaviour | EngineNote {
  switch (gate.type) {
    case 'operation': {
      const unknown = gate.operators.filter((operator) => !(operator in OPERATORS));
      return unknown.length > 0 ? { reason: 'unknown-operator', operators: unknown.join(', '), known: '+ - * / % ^' } : operation(gate.operators);
    }
    case 'max':
      return combinational((values) => (values.length === 0 ? 0 : Math.max(...values)));
    case 'min':
      return combinational((values) => (values.length === 0 ? 0 : Math.min(...values)));
    case 'copy-analogic':
      return combinational(([value = 0]) => value);
    case 'counter-analogic':
      return counterAnalogic(gate.useNegative);
    case 'threshold': {
      const operator = THRESHOLD_OPERATORS[gate.operator];
      if (!operator) return { reason: 'unknown-operator', operators: String(gate.operator), known: '0 > 1 >= 2 < 3 <= 4 = 5 !=' };
      return combinational(([value = 0]) => bit(operator.test(value, gate.threshold)));
    }
    case 'sampling':
      return periodic(gate.period, (window) => window.last);
    case 'average':
      return periodic(gate.period, (window, context) => (window.integral === 0 && context.now === context.start ? window.last : window.integral / gate.period));
    case 'variation':
      return periodic(gate.period, (window) => window.last - window.first);
    default:
      return { reason: 'unknown-type', gateType: (gate as { type: string }).type };
  }
}

function recipients(gate: AlertGate, directory: AlertDirectory): AlertRecipient[] {
  if (gate.type === 'alert-mail') {
    return gate.message.contacts.flatMap((each) => {
      const contact = directory.contact(each.id);
      const name = contact ? [contact.name].filter(Boolean).join(' ') : '';
      const list: AlertRecipient[] = [];
      if (each.mail) list.push({ channel: 'mail', id: each.id, name, address: contact?.mail ?? '' });
      if (each.sms) list.push({ channel: 'sms', id: each.id, name, address: contact?.phone ?? '' });
      if (each.notification) list.push({ channel: 'notification', id: each.id, name, address: '' });
      return list;
    });
  }
  if (gate.type === 'alert-ftp') {
    const client = directory.ftpClient(gate.ftpIdentifier);
    return gate.ftpIdentifier === '' ? [] : [{ channel: 'ftp', id: gate.ftpIdentifier, name: client?.name ?? '', address: client?.address ?? '' }];
  }
  const id = gate.monitoringIdentifier ?? '';
  const monitor = directory.monitor(id);
  return id === '' ? [] : [{ channel: 'monitoring', id, name: monitor?.name ?? '', address: monitor?.address ?? '' }];
}

/**
 * An alert gate: fires when its input has been on `time` ms; the alert lasts
 * while the input is on and `timeKeepAlert` ms more; a new alert comes no
 * sooner than `timeBetweenAlert` ms after the previous one fired (a rise
 * meanwhile fires when that time is up, if the input is still on).
 */
export function alertBehaviour(gate: AlertGate, directory: AlertDirectory): GateBehaviour {
  let pendingAt: number | undefined;
  let activeUntil: number | undefined;
  let active = false;
  let lastFired = Number.NEGATIVE_INFINITY;
  const details = (): Record<string, string> => {
    if (gate.type === 'alert-ftp') return { directory: gate.directory, filename: gate.filename };
    if (gate.type === 'alert-monitoring') return { zone: gate.zone, set: gate.set, reset: gate.reset, extensions: gate.extensions.map((each) => `${each.id}:${each.content}`).join(',') };
    return { useUrl: String(gate.useUrl) };
  };
  const video = gate.makeVideo || gate.videoIdentifier !== '';
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (active) {
        if (input) activeUntil = undefined;
        else {
          activeUntil ??= context.now + Math.max(0, gate.timeKeepAlert ?? 0);
          if (context.now >= activeUntil) {
            active = false;
            activeUntil = undefined;
            context.fact({ kind: 'alert-end', at: context.now, gateId: gate.id, gateName: gate.name, type: gate.type, details: details() });
          } else context.wakeAt(activeUntil);
        }
        return;
      }
      if (!input) {
        pendingAt = undefined;
        return;
      }
      pendingAt ??= Math.max(context.now + Math.max(0, gate.time), lastFired + Math.max(0, gate.timeBetweenAlert));
      if (context.now < pendingAt) return context.wakeAt(pendingAt);
      pendingAt = undefined;
      active = true;
      lastFired = context.now;
      const message = gate.type === 'alert-mail' ? gate.message : { subject: '', message: '' };
      context.fact({
        kind: 'alert', at: context.now, gateId: gate.id, gateName: gate.name, type: gate.type, recipients: recipients(gate, directory),
        subject: message.subject, message: message.message, details: details(),
        recording: video ? { videoIdentifier: gate.videoIdentifier, from: context.now - gate.preBuffer, to: context.now + gate.postBuffer, frequency: gate.frequency } : undefined,
      });
    },
  };
}
