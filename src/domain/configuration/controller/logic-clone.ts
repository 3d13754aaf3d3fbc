import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import { isCompositeGate, type Gate } from './gate';

function collectIds(gate: Gate, ids: Guid[]): void {
  ids.push(gate.id, ...gate.outputs.map((output) => output.id), ...gate.inputs.flatMap((input) => (input.id ? [input.id] : [])));
  if (isCompositeGate(gate)) for (const inner of gate.gates) collectIds(inner, ids);
}

function rewrite(gate: Gate, fresh: ReadonlyMap<Guid, Guid>): Gate {
  const renamed = (id: Guid) => fresh.get(id) ?? id;
  let copy = {
    ...gate,
    id: renamed(gate.id),
    inputs: gate.inputs.map((input) => ({ ...input, ...(input.id ? { id: renamed(input.id) } : {}), linkId: renamed(input.linkId) })),
    outputs: gate.outputs.map((output) => ({ ...output, id: renamed(output.id), ...(output.linkId ? { linkId: renamed(output.linkId) } : {}) })),
  } as Gate;
  if (isCompositeGate(copy)) {
    copy = {
      ...copy,
      gates: copy.gates.map((inner) => rewrite(inner, fresh)),
      parameters: copy.parameters.map((parameter) => ({ ...parameter, gateIdentifier: renamed(parameter.gateIdentifier) })),
    };
  }
  return copy;
}

/**
 * Copies of gates with fresh identifiers for the gates, their outputs, a
 * template's own inputs, and their nested gates. Wires between the copied gates follow the copies;
 * wires from outside keep their source, so a pasted group stays fed.
 */
export function cloneGates(gates: readonly Gate[], newGuid: GuidGenerator = generateGuid): Gate[] {
  const ids: Guid[] = [];
  for (const gate of gates) collectIds(gate, ids);
  const fresh = new Map(ids.map((id) => [id, newGuid()]));
  return gates.map((gate) => rewrite(gate, fresh));
}
