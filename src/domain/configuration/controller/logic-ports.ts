import type { Io } from '../io';
import { ANALOG_GATE_TYPES } from './analog-gates';
import { isCompositeGate, isUnsupportedGate, type Gate } from './gate';

/** What a port carries: an on/off signal, a number, or either (a link, a template's port). */
export type SignalKind = 'logic' | 'analog' | 'any';

export function ioKind(io: Pick<Io, 'logic'>): SignalKind {
  return io.logic ? 'logic' : 'analog';
}

/** Analogue gates whose inputs take numbers; `counter-analogic` counts logic pulses into a number. */
const ANALOG_INPUT: ReadonlySet<string> = new Set(ANALOG_GATE_TYPES.filter((type) => type !== 'counter-analogic'));

/**
 * The kind an input of the gate takes. The specification does not type the
 * ports: the analogue gates take numbers, the others on/off signals, and a
 * template's or an unknown gate's inputs take either.
 */
export function inputKind(gate: Gate): SignalKind {
  if (isUnsupportedGate(gate) || isCompositeGate(gate)) return 'any';
  return ANALOG_INPUT.has(gate.type) ? 'analog' : 'logic';
}

export function kindsMatch(source: SignalKind, target: SignalKind): boolean {
  return source === 'any' || target === 'any' || source === target;
}

/** Gates whose inputs may be added and removed (or, for demux, outputs). */
export const NARY_INPUTS: ReadonlySet<string> = new Set(['and', 'or', 'operation', 'max', 'min']);
export const NARY_OUTPUTS: ReadonlySet<string> = new Set(['demux']);
/** The fewest inputs an n-ary gate keeps. */
export const MIN_NARY_PORTS = 2;

/** Gates with memory: a loop through one of them is a latch, not an oscillation. */
export const STATEFUL_GATES: ReadonlySet<string> = new Set(['rs', 'time', 'edge', 'edge-up', 'edge-down', 'toogle', 'counter', 'clock']);
