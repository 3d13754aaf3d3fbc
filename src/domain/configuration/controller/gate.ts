import type { AlertFields } from './alert-gates';
import type { GateBase } from './gate-base';
import type { AnyGateModule, ModuleGate } from './gates/gate-module';
import { GATE_MODULES } from './gates/gate-table';

type GateModules = typeof GATE_MODULES;

/** Every gate type of the specification, as written in `<type>`: the gate table's (gates/gate-table.ts). */
export type GateType = keyof GateModules;
export const GATE_TYPES = Object.keys(GATE_MODULES) as readonly GateType[];

/** A gate of a type this version knows: the gate of one of the table's modules. */
export type KnownGate = ModuleGate<GateModules[GateType]>;

/** The module of a known gate type. */
export function gateModule(type: GateType): AnyGateModule {
  return GATE_MODULES[type];
}

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

export type Gate = KnownGate | UnsupportedGate;

// The gates a template holds are any gate: the slot its module reads (gates/nested-gate.ts).
declare module './gates/nested-gate' {
  interface NestedGateSlot {
    readonly gate: Gate;
  }
}

/** Templates and custom gates: they hold gates, which the engine runs in their place. */
export type CompositeGate = Extract<KnownGate, { readonly gates: readonly unknown[]; readonly parameters: readonly unknown[] }>;
/** The alert gates: every one has the alert fields. */
export type AlertGate = Extract<KnownGate, AlertFields>;

export function isGateType(type: string): type is GateType {
  return Object.hasOwn(GATE_MODULES, type);
}

export function isUnsupportedGate(gate: Gate): gate is UnsupportedGate {
  return 'unsupported' in gate;
}

export function isCompositeGate(gate: Gate): gate is CompositeGate {
  return !isUnsupportedGate(gate) && GATE_MODULES[gate.type].behaviour === 'nested';
}

export function isAlertGate(gate: Gate): gate is AlertGate {
  return !isUnsupportedGate(gate) && GATE_MODULES[gate.type].family === 'alert';
}

export function createUnsupportedGate(type: string, base: GateBase, payload: unknown): UnsupportedGate {
  return { ...base, type, unsupported: true, payload };
}
