import type { Configuration } from '../../domain/configuration/configuration';
import type { EngineFact } from '../../domain/configuration/controller/engine/engine-facts';
import { LogicEngine } from '../../domain/configuration/controller/engine/logic-engine';
import { startNotes } from '../../domain/configuration/controller/engine/start-notes';
import { SignalDirectory } from '../../domain/configuration/controller/signal-names';
import type { Guid } from '../../domain/configuration/guid';
import { isNormallyClosed, type Io } from '../../domain/configuration/io';
import { referenceIndex } from '../../domain/configuration/validation/reference-index';
import type { LogicScenario } from './scenario-file';
import { pingOutputs, ScenarioPlayer, type ExpectationOutcome } from './scenario-player';

/** One line of a simulation's trace: a signal that changed, or an alert (or other fact) the logic produced. */
export type SimulationTraceEntry =
  | { readonly kind: 'change'; readonly at: number; readonly id: string; readonly name: string; readonly value: number }
  | (EngineFact & { readonly at: number });

/** An input the installer set while recording: when (from the recording's start), which signal, what was written. */
export interface RecordedInput {
  readonly at: number;
  readonly id: Guid;
  readonly value: number;
}

/** Most recent entries kept in the trace. */
const TRACE_LIMIT = 500;

/**
 * The logic editor's simulate mode: the draft's logic run by the gate
 * engine on a virtual clock, never the appliance. Inputs are set by the
 * installer (and recorded, when asked, for a scenario); `advance` moves the
 * clock (play, step), `nextBoundary` jumps to the next calendar change. Given
 * a scenario, it plays it as the clock passes its offsets and marks its
 * expectations (`outcomes`). The draft is only read.
 */
export class LogicSimulation {
  private readonly engine: LogicEngine;
  private readonly entries: SimulationTraceEntry[] = [];
  private values = new Map<string, number>();
  private readonly inputs: ReadonlyMap<Guid, Io>;
  private readonly player: ScenarioPlayer | undefined;
  private recording: { readonly from: number; readonly inputs: RecordedInput[] } | undefined;
  /** The names of the draft's signals, as scenarios and the trace use them. */
  readonly names: SignalDirectory;

  /** Starts at `start`; with a scenario, at its start, to play it (a ScenarioError when a name of it is not found). */
  constructor(readonly configuration: Configuration, start: number, readonly scenario?: LogicScenario) {
    this.names = new SignalDirectory(configuration);
    this.engine = new LogicEngine(configuration, { start: scenario?.start ?? start, trace: true });
    this.player = scenario ? new ScenarioPlayer(this.engine, scenario, this.names, pingOutputs(configuration)) : undefined;
    this.inputs = new Map(referenceIndex(configuration).externalIos.map((io) => [io.id, io]));
    this.values = new Map(this.engine.signals.map((signal) => [signal.id, this.engine.value(signal.id)]));
    this.entries.push(...startNotes(configuration, this.engine.now));
    this.player?.advanceTo(this.engine.now);
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

  /** The scenario's expectations so far: an outcome once the clock has reached each (empty without a scenario). */
  get outcomes(): readonly (ExpectationOutcome | undefined)[] {
    return this.player?.outcomes ?? [];
  }

  /** Whether the installer may set this io (a device input, an access, a ping's answer). */
  isInput(guid: string): boolean {
    return this.engine.signalById(guid)?.driver === 'input';
  }

  /** Starts recording the inputs set from now; what was recorded before is forgotten. */
  startRecording(): void {
    this.recording = { from: this.engine.now, inputs: [] };
  }

  /** Stops recording and gives what was recorded: offsets from when it started. */
  stopRecording(): { readonly from: number; readonly inputs: readonly RecordedInput[] } | undefined {
    const recorded = this.recording;
    this.recording = undefined;
    return recorded;
  }

  /** What is being recorded, while it is. */
  get recorded(): { readonly from: number; readonly inputs: readonly RecordedInput[] } | undefined {
    return this.recording;
  }

  /** Sets an input to the opposite of what the logic reads from it (a normally closed input is written what it reads). */
  toggle(guid: string): void {
    const reads = (this.engine.value(guid) ?? 0) !== 0;
    const io = this.inputs.get(guid);
    const written = reads === (io ? isNormallyClosed(io) : false) ? 1 : 0;
    this.engine.setInput(guid, written);
    this.recording?.inputs.push({ at: this.engine.now - this.recording.from, id: guid, value: written });
    this.collect();
  }

  advance(ms: number): void {
    if (ms <= 0) return;
    this.moveTo(this.engine.now + ms);
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
      this.moveTo(Math.min(target, this.engine.now + slice));
      if (wallClock() - began >= budgetMs) break;
    }
    this.collect();
    return ms - (target - this.engine.now);
  }

  /** Jumps to the next time a calendar's io changes; false when none will. */
  nextBoundary(): boolean {
    const next = this.engine.nextCalendarBoundary();
    if (next === undefined) return false;
    this.moveTo(next);
    this.collect();
    return true;
  }

  private moveTo(time: number): void {
    if (this.player) this.player.advanceTo(time);
    else this.engine.step(time);
  }

  private collect(): void {
    const { changes, facts } = this.engine.drain();
    this.player?.observe(facts);
    if (changes.length === 0 && facts.length === 0) return;
    const values = new Map(this.values);
    for (const change of changes) values.set(change.id, change.value);
    this.values = values;
    const added: SimulationTraceEntry[] = [...changes.map((change): SimulationTraceEntry => ({ kind: 'change', ...change })), ...facts].sort((a, b) => a.at - b.at);
    this.entries.push(...added);
    if (this.entries.length > TRACE_LIMIT) this.entries.splice(0, this.entries.length - TRACE_LIMIT);
  }
}
