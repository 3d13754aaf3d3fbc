import type { Guid } from '../guid';
import type { GateBase } from './gate-base';
import type { Gate } from './gate';

/** A setting of a nested gate exposed by a template: `gateIdentifier` is that gate's guid. */
export interface GateParameter {
  readonly gateIdentifier: Guid;
  readonly name: string;
  readonly value: string | number;
  readonly optional: boolean;
}

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

export function createGateParameter(gateIdentifier: Guid, name: string, value: string | number, optional = false): GateParameter {
  return { gateIdentifier, name, value, optional };
}

/** Sets one parameter's value; the server applies it to the nested gate when it loads the template. */
export function setParameterValue<G extends CompositeGate>(gate: G, index: number, value: string | number): G {
  const parameter = gate.parameters[index];
  if (parameter === undefined || parameter.value === value) return gate;
  return { ...gate, parameters: gate.parameters.with(index, { ...parameter, value }) };
}
