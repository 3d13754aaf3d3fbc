import type { GateBase } from '../gate-base';

/**
 * The slot that names "any gate" for the gates a template holds. `gate.ts`
 * builds the union of gates from the gate table, which imports every gate
 * module; a module holding gates (a template) cannot import that union back
 * without a cycle, so `gate.ts` fills this slot instead (declaration
 * merging: `declare module './gates/nested-gate'`), and the template's module
 * reads it as `NestedGate`.
 */
export interface NestedGateSlot {
  readonly base: GateBase;
}

/** Any gate, nested ones included (`Gate` of `gate.ts`). */
export type NestedGate = NestedGateSlot extends { readonly gate: infer G } ? G : GateBase;
