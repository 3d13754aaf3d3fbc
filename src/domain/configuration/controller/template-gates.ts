import type { CompositeGate } from './gate';

/** Sets one parameter's value; the server applies it to the nested gate when it loads the template. */
export function setParameterValue<G extends CompositeGate>(gate: G, index: number, value: string | number): G {
  const parameter = gate.parameters[index];
  if (parameter === undefined || parameter.value === value) return gate;
  return { ...gate, parameters: gate.parameters.with(index, { ...parameter, value }) };
}
