/**
 * What the engine asks of a gate (`GateBehaviour`, evaluated with a
 * `GateContext`), and the pieces the gate modules build their behaviour from
 * (`gates/*.gate.ts`): combinational gates, edges, rising inputs, periodic
 * windows.
 */
import type { EngineFact, SignalValue } from './engine-facts';

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
  /** A gate whose output answers from outside the simulation (a ping): what writing its output as an input sets. */
  answer?(value: boolean): void;
}

/** The names and addresses of what alerts name, from the configuration. */
export interface AlertDirectory {
  contact(id: string): { name: string; mail: string; phone: string } | undefined;
  ftpClient(id: string): { name: string; address: string } | undefined;
  monitor(id: string): { name: string; address: string } | undefined;
}

/** Whether a signal is on. */
export const on = (value: SignalValue): boolean => value !== 0;
/** An on/off signal's value. */
export const bit = (value: boolean): SignalValue => (value ? 1 : 0);

/** The inputs' values, written into `into` (one array per gate, reused: evaluating allocates nothing). */
function inputs(context: GateContext, into: SignalValue[]): SignalValue[] {
  into.length = context.inputCount;
  for (let index = 0; index < into.length; index++) into[index] = context.input(index);
  return into;
}

/** The next multiple of `period` after `now`, counted from `start`. */
export function nextTick(context: GateContext, period: number): number {
  return context.start + (Math.floor((context.now - context.start) / period) + 1) * period;
}

/** Gates whose output is a function of their inputs now. */
export function combinational(compute: (values: SignalValue[]) => SignalValue | SignalValue[]): GateBehaviour {
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
export class EdgeBehaviour implements GateBehaviour {
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
export function onRising(rise: (context: GateContext) => void, also: (context: GateContext) => void = () => undefined): GateBehaviour {
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

/** Every `period` ms (from the start), `sample` gives the output from what the window saw. */
export function periodic(period: number, sample: (window: { integral: number; first: number; last: number }, context: GateContext) => number): GateBehaviour {
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

