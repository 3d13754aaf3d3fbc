import type { CompositeGate } from './gate';
import type { Guid } from '../guid';
import { createGateParameter } from './gate-parameter';

/** Sets one parameter's value; the server applies it to the nested gate when it loads the template. */
export function setParameterValue<G extends CompositeGate>(gate: G, index: number, value: string | number): G {
  const parameter = gate.parameters[index];
  if (parameter === undefined || parameter.value === value) return gate;
  return { ...gate, parameters: gate.parameters.with(index, { ...parameter, value }) };
}

/** A gate's field key as a parameter names it: the XML element (`timeBetweenAlert` → `time-between-alert`). */
export function parameterName(fieldKey: string): string {
  return fieldKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The template (or custom gate) with a parameter for one setting of one of
 * its nested gates, valued as that gate has it now (a flag as 1 or 0); the
 * same gate when the nested gate or its setting is not there, or the
 * parameter is declared already.
 */
export function declareParameter<G extends CompositeGate>(gate: G, nestedId: Guid, fieldKey: string): G {
  const nested = gate.gates.find((each) => each.id === nestedId) as unknown as Record<string, unknown> | undefined;
  const current = nested?.[fieldKey];
  const name = parameterName(fieldKey);
  if (current === undefined || typeof current === 'object' || gate.parameters.some((each) => each.gateIdentifier === nestedId && each.name === name)) return gate;
  const value = typeof current === 'boolean' ? (current ? 1 : 0) : (current as string | number);
  return { ...gate, parameters: [...gate.parameters, createGateParameter(nestedId, name, value)] };
}

/** The template without its parameter at `index`. */
export function removeParameter<G extends CompositeGate>(gate: G, index: number): G {
  if (index < 0 || index >= gate.parameters.length) return gate;
  return { ...gate, parameters: gate.parameters.toSpliced(index, 1) };
}
