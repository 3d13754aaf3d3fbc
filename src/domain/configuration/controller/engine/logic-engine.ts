import { activeRangesAt, nextOccurrences } from '../../calendar-schedule';
import type { Configuration } from '../../configuration';
import type { Guid } from '../../guid';
import { isInput, isMonostable, isNormallyClosed, type Io } from '../../io';
import { referenceIndex } from '../../validation/reference-index';
import { gateModule, isCompositeGate, isUnsupportedGate, type Gate } from '../gate';
import { signalScope, templateScope, type SignalScope, type SignalSource } from '../gate-graph';
import type { GateParameter } from '../gate-parameter';
import type { BehaviourSite } from '../gates/gate-module';
import { MEMORY_GATES } from '../logic-ports';
import type { EngineFact, EngineNote, SignalChange, SignalValue } from './engine-facts';
import type { AlertDirectory, GateBehaviour, GateContext } from './gate-behaviour';
import { MinHeap } from './min-heap';

export interface LogicEngineOptions {
  /** The simulated time the engine starts at, ms since the epoch (calendars read it as local time). */
  readonly start: number;
  /** Record every signal change (`changes`); off for benchmarks and long runs that only need the facts. */
  readonly trace?: boolean;
}

/** A reference (io name or identifier) that names no signal, or more than one. */
export class EngineReferenceError extends Error {
  override readonly name = 'EngineReferenceError';
}

/** One signal the engine carries: an io of the configuration, a gate output, a link or a template's own input. */
export interface EngineSignal {
  readonly id: Guid;
  readonly name: string;
  readonly logic: boolean;
  /** What writes it: 'input' (set from outside), 'calendar', 'gate', 'relay' (a link, a template's port, a driven device output), 'constant'. */
  readonly driver: 'input' | 'calendar' | 'gate' | 'relay' | 'constant' | 'none';
}

interface Node {
  readonly behaviour: GateBehaviour;
  readonly inputs: readonly number[];
  readonly outputs: readonly number[];
  readonly gateId: Guid;
  readonly gateName: string;
  readonly stateful: boolean;
  /** Order of evaluation: sources first; loops are cut at a stateful gate. */
  rank: number;
  /** The one wake-up the node waits for (the earliest it asked for); later timers for it are stale. */
  wake: number | undefined;
}

interface Timer {
  readonly time: number;
  readonly seq: number;
  readonly node: number;
}

/** Evaluations of one gate within one instant before its loop is declared oscillating. */
const OSCILLATION_LIMIT = 1000;

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The gate with the values its enclosing templates' parameters give it: a
 * parameter names the nested gate (`gateIdentifier`) and one of its fields
 * (`period`, `time-between-alert`); its value takes the field's type. A
 * parameter naming no field of the gate is reported and ignored.
 */
function withParameters(gate: Gate, parameters: readonly GateParameter[], report: (note: EngineNote) => void): Gate {
  let result = gate as unknown as Record<string, unknown>;
  for (const parameter of parameters) {
    const field = camel(parameter.name);
    const current = result[field];
    if (field === 'id' || field === 'type' || field === 'inputs' || field === 'outputs' || current === undefined || typeof current === 'object') {
      report({ reason: 'unknown-parameter', parameter: parameter.name });
      continue;
    }
    const value = typeof current === 'number' ? Number(parameter.value) : typeof current === 'boolean' ? parameter.value === 1 || parameter.value === '1' || parameter.value === 'true' : String(parameter.value);
    if (typeof value === 'number' && !Number.isFinite(value)) {
      report({ reason: 'parameter-not-a-number', parameter: parameter.name, value: String(parameter.value) });
      continue;
    }
    result = { ...result, [field]: value };
  }
  return result as unknown as Gate;
}

/**
 * The logic controller, run: every gate of the configuration (templates and
 * custom gates with their parameters applied), fed by the device, access and
 * calendar ios. It has no timer of its own: `step(toTime)` advances its
 * clock, waking the gates that asked for it (clocks, delays, calendars) in
 * time order; `setInput` changes an input now. Only the gates whose inputs
 * changed are evaluated, in topological order (docs/logic-semantics.md).
 */
export class LogicEngine {
  private clock: number;
  readonly start: number;
  private readonly values: number[] = [];
  private readonly signalList: EngineSignal[] = [];
  private readonly signalIndex = new Map<Guid, number>();
  private readonly consumers: number[][] = [];
  private readonly nodes: Node[] = [];
  /** node index per rank. */
  private order: number[] = [];
  private readonly timers = new MinHeap<Timer>((a, b) => a.time < b.time || (a.time === b.time && a.seq < b.seq));
  private seq = 0;
  private readonly dirty = new MinHeap<number>((a, b) => a < b);
  private readonly queued: boolean[] = [];
  /** Evaluations of each node in the instant `evaluatedAt[node]`: counted lazily, nothing to clear when the clock moves. */
  private readonly evaluations: number[] = [];
  private readonly evaluatedAt: number[] = [];
  private evaluated = 0;
  /** External inputs: how a written value becomes the signal (normally closed inverts; monostable pulses). */
  private readonly inputFlags = new Map<number, { inverted: boolean; monostable: boolean }>();
  /** Outputs answered from outside the simulation (a ping's): written by `setInput`. */
  private readonly pings = new Map<number, GateBehaviour>();
  private readonly calendarNodes: number[] = [];
  private readonly trace: boolean;
  readonly changes: SignalChange[] = [];
  readonly facts: EngineFact[] = [];

  constructor(configuration: Configuration, options: LogicEngineOptions) {
    this.start = options.start;
    this.clock = options.start;
    this.trace = options.trace ?? true;
    this.compile(configuration);
    this.rank();
    for (let rank = 0; rank < this.order.length; rank++) this.markDirty(rank);
    this.propagate();
    this.runTimersUpTo(this.clock);
  }

  get now(): number {
    return this.clock;
  }

  /** Every signal, in the order they were found (the configuration's ios, then the controller's). */
  get signals(): readonly EngineSignal[] {
    return this.signalList;
  }

  /** The nodes the engine evaluates: gates, and relays (links, a template's ports, driven device outputs, calendars). */
  get gateCount(): number {
    return this.nodes.length;
  }

  /** How many gate evaluations the engine has made since it was built: what incremental evaluation saves shows here. */
  get evaluationCount(): number {
    return this.evaluated;
  }

  /** The value of a signal by identifier or name (a gate's name or id reads its first output). */
  value(reference: string): SignalValue {
    return this.values[this.find(reference)]!;
  }

  /** The index of the signal a reference names: an io or output guid, a gate's guid (its first output), else a unique name. */
  private find(reference: string): number {
    const byId = this.signalIndex.get(reference) ?? this.signalIndex.get(`gate:${reference}`);
    if (byId !== undefined) return byId;
    // A template's own inputs live inside it: by name, the signals outside come first.
    const matching = this.signalList.flatMap((signal, index) => (signal.name === reference ? [index] : []));
    const outside = matching.filter((index) => !this.signalList[index]!.id.includes('#'));
    const named = outside.length > 0 ? outside : matching;
    if (named.length === 1) return named[0]!;
    if (named.length === 0) throw new EngineReferenceError(`no io, gate or link is named or identified "${reference}"`);
    throw new EngineReferenceError(`"${reference}" names ${named.length} signals (${named.map((index) => this.signalList[index]!.id).join(', ')}): give the identifier`);
  }

  /** The signal of an io or output guid, if the engine carries it (no name lookup). */
  signalById(id: Guid): EngineSignal | undefined {
    const index = this.signalIndex.get(id);
    return index === undefined ? undefined : this.signalList[index];
  }

  /** The signal a reference names (see `value`). */
  signal(reference: string): EngineSignal {
    return this.signalList[this.find(reference)]!;
  }

  /**
   * Writes an input now (a device input, an access, or a ping gate's answer).
   * A normally closed input (flag 16, or a virtual io with isNo off) reads
   * the inverse of what is written; a monostable one (flag 32, or a virtual
   * io that is not bistable) gives a pulse of no duration when written on.
   */
  setInput(reference: string, value: SignalValue): void {
    const index = this.find(reference);
    const ping = this.pings.get(index);
    if (ping) {
      ping.answer?.(value !== 0);
      return;
    }
    const flags = this.inputFlags.get(index);
    if (!flags) throw new EngineReferenceError(`"${reference}" is not an input: ${this.signalList[index]!.name} is driven by ${this.signalList[index]!.driver === 'gate' ? 'its gate' : `a ${this.signalList[index]!.driver}`}`);
    const logic = this.signalList[index]!.logic;
    const written = logic ? (value !== 0 ? 1 : 0) : value;
    const signal = logic && flags.inverted ? 1 - written : written;
    this.write(index, signal);
    this.propagate();
    // Pulses of no duration (edges) end in this same instant, before anything else happens.
    this.runTimersUpTo(this.clock);
    if (flags.monostable && signal === 1) {
      this.write(index, 0);
      this.propagate();
      this.runTimersUpTo(this.clock);
    }
  }

  /** Writes an input so that what the logic reads from it flips (a normally closed input is written the same as it reads). */
  toggleInput(reference: string): void {
    const index = this.find(reference);
    const reads = this.values[index]! !== 0;
    const inverted = this.inputFlags.get(index)?.inverted ?? false;
    this.setInput(reference, reads === inverted ? 1 : 0);
  }

  /** Advances the clock to `toTime`, running every gate wake-up (clock ticks, delays, calendar boundaries) due by then, in time order. */
  step(toTime: number): void {
    if (toTime < this.clock) throw new RangeError(`the engine cannot go back in time (${toTime} < ${this.clock})`);
    this.runTimersUpTo(toTime);
    this.clock = toTime;
  }

  /** The next time a calendar's io changes (undefined when no calendar will change). */
  nextCalendarBoundary(): number | undefined {
    let next: number | undefined;
    for (const node of this.calendarNodes) {
      const time = this.nodes[node]!.wake;
      if (time !== undefined && time > this.clock && (next === undefined || time < next)) next = time;
    }
    return next;
  }

  /** The changes and facts recorded since the last call, and forgets them. */
  drain(): { changes: SignalChange[]; facts: EngineFact[] } {
    return { changes: this.changes.splice(0), facts: this.facts.splice(0) };
  }

  // ---- building ----

  private addSignal(id: Guid, name: string, logic: boolean, driver: EngineSignal['driver'], initial = 0): number {
    const existing = this.signalIndex.get(id);
    if (existing !== undefined) return existing;
    const index = this.signalList.length;
    this.signalList.push({ id, name, logic, driver });
    this.values.push(initial);
    this.consumers.push([]);
    this.signalIndex.set(id, index);
    return index;
  }

  private addNode(node: Omit<Node, 'rank' | 'wake'>): number {
    const index = this.nodes.length;
    this.nodes.push({ ...node, rank: 0, wake: undefined });
    node.inputs.forEach((signal) => {
      if (signal >= 0 && !this.consumers[signal]!.includes(index)) this.consumers[signal]!.push(index);
    });
    return index;
  }

  private report(gate: Pick<Gate, 'id' | 'name'>, note: EngineNote): void {
    this.facts.push({ kind: 'report', at: this.clock, gateId: gate.id, gateName: gate.name, note });
  }

  private relay(from: number, to: number, id: Guid, name: string): void {
    this.addNode({ behaviour: { evaluate: (context) => context.setOutput(0, context.input(0)) }, inputs: [from], outputs: [to], gateId: id, gateName: name, stateful: false });
  }

  /** The signal a resolved reference stands for; a template's own input is a signal of its own, fed from outside the template. */
  private sourceSignal(source: SignalSource | undefined): number {
    if (!source) return -1;
    switch (source.kind) {
      case 'gate-output':
        return this.addSignal(source.output.id, source.output.name || source.gate.name, source.output.logic, 'gate');
      case 'template-input':
        return this.addSignal(`${source.template.id}#input${source.index}`, source.input.name ?? `${source.template.name} input ${source.index + 1}`, true, 'relay');
      default:
        return this.signalIndex.get(source.kind === 'link' ? source.link.id : source.io.id) ?? -1;
    }
  }

  private compile(configuration: Configuration): void {
    const { controller } = configuration;
    const externalIos = referenceIndex(configuration).externalIos;
    this.addSignal(controller.io0.id, controller.io0.name, true, 'constant', 0);
    this.addSignal(controller.io1.id, controller.io1.name, true, 'constant', 1);
    this.addSignal(controller.io0a.id, controller.io0a.name, false, 'constant', 0);
    const calendarIos = new Map(configuration.calendars.map((calendar) => [calendar.io.id, calendar]));
    const driven: { index: number; io: Io }[] = [];
    for (const io of externalIos) {
      const calendar = calendarIos.get(io.id);
      const linked = (io.link || io.linkId || '') !== '';
      const index = this.addSignal(io.id, io.name, io.logic, calendar ? 'calendar' : linked ? 'relay' : isInput(io) ? 'input' : 'none');
      if (calendar) {
        this.calendarNodes.push(this.addNode({ behaviour: calendarBehaviour(calendar.ranges), inputs: [], outputs: [index], gateId: calendar.id, gateName: calendar.name, stateful: true }));
      } else if (linked) {
        driven.push({ index, io });
      } else if (isInput(io)) {
        this.inputFlags.set(index, { inverted: isNormallyClosed(io), monostable: isMonostable(io) });
      }
    }
    for (const link of controller.links) this.addSignal(link.id, `link ${link.id}`, true, 'relay');
    const site: BehaviourSite = { directory: alertDirectory(configuration) };
    const root = signalScope(controller, externalIos, []);
    // Outputs first, so that a gate may read a gate defined after it.
    const declare = (gates: readonly Gate[]): void => {
      for (const gate of gates) {
        gate.outputs.forEach((output) => this.addSignal(output.id, output.name || gate.name, output.logic, isCompositeGate(gate) ? 'relay' : 'gate'));
        if (gate.outputs[0]) this.signalIndex.set(`gate:${gate.id}`, this.signalIndex.get(gate.outputs[0].id)!);
        if (isCompositeGate(gate)) declare(gate.gates);
      }
    };
    declare(controller.gates);
    this.visit(controller.gates, root, new Map(), site);
    for (const link of controller.links) this.relay(this.sourceSignal(root.resolve(link.linkId)), this.signalIndex.get(link.id)!, link.id, `link ${link.id}`);
    for (const { index, io } of driven) {
      const source = io.link ? this.signalIndex.get(io.link) ?? -1 : this.sourceSignal(root.resolve(io.linkId ?? ''));
      const inverted = isNormallyClosed(io);
      this.addNode({ behaviour: { evaluate: (context) => context.setOutput(0, inverted ? 1 - (context.input(0) !== 0 ? 1 : 0) : context.input(0)) }, inputs: [source], outputs: [index], gateId: io.id, gateName: io.name, stateful: false });
    }
  }

  private visit(gates: readonly Gate[], scope: SignalScope, parameters: ReadonlyMap<Guid, GateParameter[]>, site: BehaviourSite): void {
    for (const gate of gates) {
      const inputs = gate.inputs.map((input) => this.sourceSignal(scope.resolve(input.linkId)));
      if (isCompositeGate(gate)) {
        const inner = templateScope(scope, gate);
        gate.inputs.forEach((input, index) => {
          const from = inputs[index]!;
          const own = this.addSignal(`${gate.id}#input${index}`, input.name ?? `${gate.name} input ${index + 1}`, from < 0 || this.signalList[from]!.logic, 'relay');
          this.relay(inputs[index]!, own, gate.id, gate.name);
        });
        // An enclosing template's parameter wins over the nested template's own.
        const nested = new Map(parameters);
        for (const parameter of gate.parameters) {
          const list = nested.get(parameter.gateIdentifier) ?? [];
          if (!list.some((each) => each.name === parameter.name)) nested.set(parameter.gateIdentifier, [...list, parameter]);
        }
        this.visit(gate.gates, inner, nested, site);
        gate.outputs.forEach((output) => this.relay(this.sourceSignal(inner.resolve(output.linkId ?? '')), this.signalIndex.get(output.id)!, gate.id, gate.name));
        continue;
      }
      const effective = withParameters(gate, parameters.get(gate.id) ?? [], (note) => this.report(gate, note));
      const outputs = gate.outputs.map((output) => this.signalIndex.get(output.id)!);
      const behaviour = behaviourOf(effective, site);
      if ('reason' in behaviour) {
        this.report(gate, behaviour);
        continue;
      }
      this.addNode({ behaviour, inputs, outputs, gateId: gate.id, gateName: gate.name, stateful: MEMORY_GATES.has(gate.type) });
      if (behaviour.answer) for (const output of outputs) this.pings.set(output, behaviour);
    }
  }

  /** Kahn's order over the wires; what is left is in loops: each is entered at a stateful gate when it has one. */
  private rank(): void {
    const count = this.nodes.length;
    const indegree = new Array<number>(count).fill(0);
    const successors = (node: number): number[] => this.nodes[node]!.outputs.flatMap((signal) => this.consumers[signal] ?? []);
    for (let node = 0; node < count; node++) for (const next of successors(node)) indegree[next]! += 1;
    const order: number[] = [];
    const placed = new Array<boolean>(count).fill(false);
    const ready: number[] = [];
    for (let node = 0; node < count; node++) if (indegree[node] === 0) ready.push(node);
    let scan = 0;
    let head = 0;
    while (order.length < count) {
      while (head < ready.length) {
        const node = ready[head++]!;
        if (placed[node]) continue;
        placed[node] = true;
        order.push(node);
        for (const next of successors(node)) {
          indegree[next]! -= 1;
          if (indegree[next] === 0 && !placed[next]) ready.push(next);
        }
      }
      if (order.length === count) break;
      // A loop: enter it at a stateful gate if one is left, else anywhere.
      let pick = -1;
      for (let node = 0; node < count; node++) {
        if (!placed[node] && this.nodes[node]!.stateful) {
          pick = node;
          break;
        }
      }
      while (pick < 0 && scan < count) if (!placed[scan]) pick = scan; else scan++;
      ready.push(pick);
    }
    this.order = order;
    order.forEach((node, rank) => (this.nodes[node]!.rank = rank));
    for (let rank = 0; rank < count; rank++) this.queued.push(false);
    for (let node = 0; node < count; node++) {
      this.evaluations.push(0);
      this.evaluatedAt.push(Number.NaN);
    }
  }

  // ---- running ----

  private markDirty(rank: number): void {
    if (this.queued[rank]) return;
    this.queued[rank] = true;
    this.dirty.push(rank);
  }

  private write(signal: number, value: SignalValue): void {
    if (this.values[signal] === value) return;
    this.values[signal] = value;
    if (this.trace) {
      const { id, name } = this.signalList[signal]!;
      this.changes.push({ at: this.clock, id, name, value });
    }
    for (const consumer of this.consumers[signal]!) this.markDirty(this.nodes[consumer]!.rank);
  }

  private propagate(): void {
    while (this.dirty.size > 0) {
      const rank = this.dirty.pop()!;
      this.queued[rank] = false;
      const index = this.order[rank]!;
      const node = this.nodes[index]!;
      if (this.evaluatedAt[index] !== this.clock) {
        this.evaluatedAt[index] = this.clock;
        this.evaluations[index] = 0;
      }
      if (++this.evaluations[index]! > OSCILLATION_LIMIT) {
        if (this.evaluations[index] === OSCILLATION_LIMIT + 1) this.facts.push({ kind: 'oscillation', at: this.clock, gateId: node.gateId, gateName: node.gateName });
        continue;
      }
      this.evaluated += 1;
      node.behaviour.evaluate(this.contextFor(index));
    }
  }

  private readonly contexts: (GateContext | undefined)[] = [];

  /** Each node's view of the engine, made once: evaluating a gate allocates nothing. */
  private contextFor(index: number): GateContext {
    const cached = this.contexts[index];
    if (cached) return cached;
    const node = this.nodes[index]!;
    const values = this.values;
    const signals = this.signalList;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the context reads the engine's clock when the gate asks
    const engine = this;
    const context: GateContext = {
      get now() {
        return engine.clock;
      },
      start: this.start,
      inputCount: node.inputs.length,
      outputCount: node.outputs.length,
      input: (at) => {
        const signal = node.inputs[at];
        return signal === undefined || signal < 0 ? 0 : values[signal]!;
      },
      output: (at) => {
        const signal = node.outputs[at];
        return signal === undefined ? 0 : values[signal]!;
      },
      setOutput: (at, value) => {
        const signal = node.outputs[at];
        if (signal === undefined) return;
        this.write(signal, signals[signal]!.logic ? (value !== 0 ? 1 : 0) : value);
      },
      wakeAt: (time) => {
        // Only the earliest wake-up is kept: a gate asks again, each time it is evaluated, for what it still waits for.
        const when = Math.max(time, engine.clock);
        if (node.wake !== undefined && node.wake <= when) return;
        node.wake = when;
        engine.timers.push({ time: when, seq: engine.seq++, node: index });
      },
      fact: (fact) => this.facts.push(fact),
    };
    this.contexts[index] = context;
    return context;
  }

  private runTimersUpTo(toTime: number): void {
    for (let timer = this.timers.peek(); timer !== undefined && timer.time <= toTime; timer = this.timers.peek()) {
      // Every wake-up due at this instant, then one propagation.
      this.clock = timer.time;
      for (let due = this.timers.peek(); due !== undefined && due.time === timer.time; due = this.timers.peek()) {
        this.timers.pop();
        const node = this.nodes[due.node]!;
        if (node.wake !== due.time) continue;
        node.wake = undefined;
        this.markDirty(node.rank);
      }
      this.propagate();
    }
  }
}

/** The gate's behaviour, from its type's module; a note for a gate the engine does not run (an unknown type, a template held whole). */
function behaviourOf(gate: Gate, site: BehaviourSite): GateBehaviour | EngineNote {
  if (isUnsupportedGate(gate)) return { reason: 'unknown-type', gateType: gate.type };
  const run = gateModule(gate.type).behaviour;
  // `visit` runs a template's gates in its place (isCompositeGate tests for `nested`): never here.
  if (run === 'nested') return { reason: 'unknown-type', gateType: gate.type };
  // The module of the gate's own type: its behaviour takes this gate.
  return (run as (gate: Gate, site: BehaviourSite) => GateBehaviour | EngineNote)(gate, site);
}

/** A calendar's io: on while the simulated time is in one of its ranges; it wakes at its next boundary. */
function calendarBehaviour(ranges: Parameters<typeof activeRangesAt>[0]): GateBehaviour {
  return {
    evaluate(context) {
      const moment = new Date(context.now);
      const active = activeRangesAt(ranges, moment);
      context.setOutput(0, active.length > 0 ? 1 : 0);
      const next = active.length > 0 ? Math.min(...active.map((each) => each.end.getTime())) : nextOccurrences(ranges, moment, 1)[0]?.start.getTime();
      if (next !== undefined) context.wakeAt(next);
    },
  };
}

function alertDirectory(configuration: Configuration): AlertDirectory {
  const contacts = new Map(configuration.contacts.map((contact) => [contact.id, contact]));
  const ftpClients = new Map(configuration.ftpClients.map((client) => [client.id, client]));
  const monitors = new Map(configuration.alarms.map((monitor) => [monitor.id, monitor]));
  return {
    contact: (id) => {
      const contact = contacts.get(id);
      return contact && { name: [contact.firstname, contact.name].filter(Boolean).join(' '), mail: contact.mail, phone: contact.phone };
    },
    ftpClient: (id) => {
      const client = ftpClients.get(id);
      return client && { name: client.name, address: client.address };
    },
    monitor: (id) => {
      const monitor = monitors.get(id);
      return monitor && { name: monitor.name, address: monitor.address };
    },
  };
}
