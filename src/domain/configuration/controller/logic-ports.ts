import type { Io } from '../io';
import { gateModule, GATE_TYPES, isUnsupportedGate, type Gate } from './gate';
import type { SignalKind } from './gates/gate-module';

export type { SignalKind } from './gates/gate-module';

export function ioKind(io: Pick<Io, 'logic'>): SignalKind {
  return io.logic ? 'logic' : 'analog';
}

/**
 * The kind an input of the gate takes (its module's `ports.takes`). The
 * specification does not type the ports: the analogue gates take numbers,
 * the others on/off signals, and a template's or an unknown gate's inputs
 * take either.
 */
export function inputKind(gate: Gate): SignalKind {
  return isUnsupportedGate(gate) ? 'any' : gateModule(gate.type).ports.takes;
}

/** The kind an output of the gate gives: its io's, or either for a template's or an unknown gate's. */
export function outputKind(gate: Gate, output: Pick<Io, 'logic'>): SignalKind {
  return isUnsupportedGate(gate) || gateModule(gate.type).ports.gives === 'any' ? 'any' : ioKind(output);
}

export function kindsMatch(source: SignalKind, target: SignalKind): boolean {
  return source === 'any' || target === 'any' || source === target;
}

const typesWhere = (test: (type: (typeof GATE_TYPES)[number]) => boolean): ReadonlySet<string> => new Set(GATE_TYPES.filter(test));

/** Gates whose inputs may be added and removed (or, for demux, outputs). */
export const NARY_INPUTS = typesWhere((type) => gateModule(type).ports.nary === 'inputs');
export const NARY_OUTPUTS = typesWhere((type) => gateModule(type).ports.nary === 'outputs');
/** The fewest inputs an n-ary gate keeps. */
export const MIN_NARY_PORTS = 2;

/** Gates with memory: a loop through one of them is a latch, not an oscillation. */
export const STATEFUL_GATES = typesWhere((type) => gateModule(type).ports.state === 'latch');
/** Gates whose output depends on their past: the engine enters a loop at one of them. */
export const MEMORY_GATES = typesWhere((type) => gateModule(type).ports.state !== 'none');
