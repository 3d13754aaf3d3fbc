import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import type { CompositeGate } from './gate';
import { createGateOutput, type GateInput, type GateOutput } from './gate-base';

/** A template's own inputs or outputs. */
export type TemplateSide = 'inputs' | 'outputs';

function withSide<G extends CompositeGate>(gate: G, side: TemplateSide, ports: readonly (GateInput | GateOutput)[]): G {
  return { ...gate, [side]: ports };
}

/**
 * The template with one more input (an identifier its nested gates read,
 * connected to nothing outside) or output (driven by nothing inside yet).
 */
export function addTemplatePort<G extends CompositeGate>(gate: G, side: TemplateSide, name: string, newGuid: GuidGenerator = generateGuid): G {
  if (side === 'inputs') return withSide(gate, side, [...gate.inputs, { id: newGuid(), name, linkId: '' }]);
  return withSide(gate, side, [...gate.outputs, { ...createGateOutput(gate.name, newGuid, name), linkId: '' }]);
}

/** The port at `index` renamed; an input without an identifier is given one (its nested gates can then read it). */
export function renameTemplatePort<G extends CompositeGate>(gate: G, side: TemplateSide, index: number, name: string, newGuid: GuidGenerator = generateGuid): G {
  const ports = gate[side] as readonly (GateInput | GateOutput)[];
  const port = ports[index];
  if (port === undefined) return gate;
  const renamed = side === 'inputs' && port.id === undefined ? { ...port, id: newGuid(), name } : { ...port, name };
  return withSide(gate, side, ports.with(index, renamed));
}

/** The template without its port at `index`; whatever read it shows as a dangling reference until rewired. */
export function removeTemplatePort<G extends CompositeGate>(gate: G, side: TemplateSide, index: number): G {
  const ports = gate[side] as readonly (GateInput | GateOutput)[];
  if (index < 0 || index >= ports.length) return gate;
  return withSide(gate, side, ports.toSpliced(index, 1));
}

/** The port at `index` moved one place earlier (-1) or later (1); the same gate at an end. */
export function moveTemplatePort<G extends CompositeGate>(gate: G, side: TemplateSide, index: number, by: -1 | 1): G {
  const ports = gate[side] as readonly (GateInput | GateOutput)[];
  const to = index + by;
  if (index < 0 || index >= ports.length || to < 0 || to >= ports.length) return gate;
  return withSide(gate, side, ports.with(index, ports[to]!).with(to, ports[index]!));
}

/** The template's output at `index` driven by `linkId` (a nested gate's output or one of the template's inputs; '' for nothing). */
export function driveTemplateOutput<G extends CompositeGate>(gate: G, index: number, linkId: Guid): G {
  const output = gate.outputs[index];
  if (output === undefined || (output as GateOutput).linkId === linkId) return gate;
  return { ...gate, outputs: gate.outputs.with(index, { ...output, linkId }) };
}
