import type { Configuration } from '../../domain/configuration/configuration';
import type { EngineFact } from '../../domain/configuration/controller/engine/engine-facts';
import { LogicEngine } from '../../domain/configuration/controller/engine/logic-engine';

/** One line of a simulation's trace: a signal that changed, or an alert (or other fact) the logic produced. */
export type SimulationTraceEntry =
  | { readonly kind: 'change'; readonly at: number; readonly id: string; readonly name: string; readonly value: number }
  | (EngineFact & { readonly at: number });

/** Most recent entries kept in the trace. */
const TRACE_LIMIT = 500;

/**
 * The logic editor's simulate mode: the draft's logic run by the gate
 * engine on a virtual clock, never the appliance. Inputs are set by the
 * installer; `advance` moves the clock (play, step), `nextBoundary` jumps to
 * the next calendar change. The draft is only read.
 */
export class LogicSimulation {
  private readonly engine: LogicEngine;
  private readonly entries: SimulationTraceEntry[] = [];
  private values = new Map<string, number>();

  constructor(readonly configuration: Configuration, start: number) {
    this.engine = new LogicEngine(configuration, { start, trace: true });
    this.values = new Map(this.engine.signals.map((signal) => [signal.id, this.engine.value(signal.id)]));
    this.collect();
  }

  get now(): number {
    return this.engine.now;
  }

  /** Every signal's value now, by guid (a new map after each change, so a view can compare). */
  get states(): ReadonlyMap<string, number> {
    return this.values;
  }

  /** The most recent changes and facts, oldest first. */
  get trace(): readonly SimulationTraceEntry[] {
    return this.entries;
  }

  /** Whether the installer may set this io (a device input, an access, a ping's answer). */
  isInput(guid: string): boolean {
    return this.engine.signalById(guid)?.driver === 'input';
  }

  /** Sets an input to the opposite of what the logic reads from it. */
  toggle(guid: string): void {
    this.engine.toggleInput(guid);
    this.collect();
  }

  advance(ms: number): void {
    if (ms <= 0) return;
    this.engine.step(this.engine.now + ms);
    this.collect();
  }

  /**
   * Advances by up to `ms`, in slices, stopping once `budgetMs` of wall time
   * (read with `wallClock`) is spent: a large site played fast falls behind
   * instead of freezing the page. Returns how far it went.
   */
  advanceWithin(ms: number, budgetMs: number, wallClock: () => number): number {
    const began = wallClock();
    const target = this.engine.now + ms;
    const slice = Math.max(1, Math.ceil(ms / 20));
    while (this.engine.now < target) {
      this.engine.step(Math.min(target, this.engine.now + slice));
      if (wallClock() - began >= budgetMs) break;
    }
    this.collect();
    return ms - (target - this.engine.now);
  }

  /** Jumps to the next time a calendar's io changes; false when none will. */
  nextBoundary(): boolean {
    const next = this.engine.nextCalendarBoundary();
    if (next === undefined) return false;
    this.engine.step(next);
    this.collect();
    return true;
  }

  private collect(): void {
    const { changes, facts } = this.engine.drain();
    if (changes.length === 0 && facts.length === 0) return;
    const values = new Map(this.values);
    for (const change of changes) values.set(change.id, change.value);
    this.values = values;
    const added: SimulationTraceEntry[] = [...changes.map((change): SimulationTraceEntry => ({ kind: 'change', ...change })), ...facts].sort((a, b) => a.at - b.at);
    this.entries.push(...added);
    if (this.entries.length > TRACE_LIMIT) this.entries.splice(0, this.entries.length - TRACE_LIMIT);
  }
}
