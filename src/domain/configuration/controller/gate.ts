import { ALERT_GATE_TYPES, type AlertGate } from './alert-gates';
import { ANALOG_GATE_TYPES, type AnalogGate } from './analog-gates';
import type { GateBase } from './gate-base';
import { LOGIC_GATE_TYPES, type LogicGate } from './logic-gates';
import type { GateParameter } from './gate-parameter';

/** A reusable sub-graph: nested gates wired to the template's inputs and outputs, with parameters. */
export interface TemplateGate extends GateBase {
  readonly type: 'template';
  readonly gates: readonly Gate[];
  readonly parameters: readonly GateParameter[];
}

/** A template instance an installer derived and edited; same shape as a template. */
export interface CustomGate extends GateBase {
  readonly type: 'custom';
  readonly gates: readonly Gate[];
  readonly parameters: readonly GateParameter[];
}

export type CompositeGate = TemplateGate | CustomGate;

export const TEMPLATE_GATE_TYPES = ['template', 'custom'] as const;

/** Every gate type of the specification, as written in `<type>`. */
export const GATE_TYPES = [...LOGIC_GATE_TYPES, ...ANALOG_GATE_TYPES, ...TEMPLATE_GATE_TYPES, ...ALERT_GATE_TYPES] as const;
export type GateType = (typeof GATE_TYPES)[number];

/**
 * A gate of a type this version does not know: its common fields are read,
 * the rest is the codec's opaque `payload`, written back unchanged. Its
 * outputs still count as ios, so links to them are not reported dangling.
 */
export interface UnsupportedGate extends GateBase {
  readonly type: string;
  readonly unsupported: true;
  readonly payload: unknown;
}

export type KnownGate = LogicGate | AnalogGate | CompositeGate | AlertGate;
export type Gate = KnownGate | UnsupportedGate;

export function isGateType(type: string): type is GateType {
  return (GATE_TYPES as readonly string[]).includes(type);
}

export function isUnsupportedGate(gate: Gate): gate is UnsupportedGate {
  return 'unsupported' in gate;
}

export function isCompositeGate(gate: Gate): gate is CompositeGate {
  return !isUnsupportedGate(gate) && (gate.type === 'template' || gate.type === 'custom');
}

export function isAlertGate(gate: Gate): gate is AlertGate {
  return !isUnsupportedGate(gate) && (ALERT_GATE_TYPES as readonly string[]).includes(gate.type);
}

export function createUnsupportedGate(type: string, base: GateBase, payload: unknown): UnsupportedGate {
  return { ...base, type, unsupported: true, payload };
}
