import type { Guid, GuidGenerator } from '../guid';
import { generateGuid } from '../guid';
import type { Controller } from './controller';
import { isCompositeGate, type Gate } from './gate';
import type { GateInput, GateOutput } from './gate-base';
import { createGate } from './gate-factory';
import type { TemplateGate } from './gates/template.gate';
import { EmptyTemplateSelectionError } from './logic-errors';

/** The guids a gate names (its inputs' sources, its outputs' drivers), nested gates included. */
function namedGuids(gate: Gate, into: Set<Guid>): void {
  for (const input of gate.inputs) if (input.linkId !== '') into.add(input.linkId);
  for (const output of gate.outputs as readonly GateOutput[]) if (output.linkId) into.add(output.linkId);
  if (isCompositeGate(gate)) for (const nested of gate.gates) namedGuids(nested as Gate, into);
}

export interface TemplateExtraction {
  /** The controller with the selection replaced by the template, at the first selected gate's place. */
  readonly controller: Controller;
  readonly template: TemplateGate;
}

export interface ExtractionOptions {
  readonly name: string;
  /** The template's guid (a new one when absent). */
  readonly id?: Guid;
  /** The name a template input takes from the signal it reads (its index among the template's inputs given too). */
  readonly inputName?: (source: Guid, index: number) => string;
  readonly newGuid?: GuidGenerator;
}

/**
 * A template made of the selected top-level gates, wired as they were: each
 * signal from outside the selection that they read becomes one template
 * input with an identifier (the nested gates read that identifier), and each
 * of their outputs read outside the selection (by a gate, a template or a
 * controller link) becomes a template output. A template output keeps the
 * guid of the output it stands for, which the nested gate gives up for a new
 * one, so that nothing outside the selection changes: the document differs
 * only by the selected gates' lines and the template's.
 */
export function extractTemplate(controller: Controller, selected: ReadonlySet<Guid>, options: ExtractionOptions): TemplateExtraction {
  const newGuid = options.newGuid ?? generateGuid;
  const chosen = controller.gates.filter((gate) => selected.has(gate.id));
  if (chosen.length === 0) throw new EmptyTemplateSelectionError();
  const inside = new Set(chosen.flatMap((gate) => gate.outputs.map((output) => output.id)));
  const readOutside = new Set<Guid>(controller.links.map((link) => link.linkId));
  for (const gate of controller.gates) if (!selected.has(gate.id)) namedGuids(gate, readOutside);

  // Outputs read outside: the template takes their guid, the nested gate a new one.
  const renamed = new Map<Guid, Guid>();
  for (const id of inside) if (readOutside.has(id)) renamed.set(id, newGuid());
  const inputs: GateInput[] = [];
  const inputFor = new Map<Guid, Guid>();
  const read = (linkId: Guid): Guid => {
    if (linkId === '') return linkId;
    if (inside.has(linkId)) return renamed.get(linkId) ?? linkId;
    let id = inputFor.get(linkId);
    if (id === undefined) {
      id = newGuid();
      inputFor.set(linkId, id);
      inputs.push({ id, name: options.inputName?.(linkId, inputs.length) ?? `Input ${inputs.length + 1}`, linkId });
    }
    return id;
  };
  const nested = chosen.map((gate): Gate => ({
    ...gate,
    inputs: gate.inputs.map((input) => ({ ...input, linkId: read(input.linkId) })),
    outputs: gate.outputs.map((output) => (renamed.has(output.id) ? { ...output, id: renamed.get(output.id)! } : output)),
  }) as Gate);
  const outputs: GateOutput[] = chosen.flatMap((gate) =>
    gate.outputs.filter((output) => renamed.has(output.id)).map((output) => ({ ...output, ownerName: options.name, linkId: renamed.get(output.id)! })),
  );
  const template = createGate('template', { ...(options.id === undefined ? {} : { id: options.id }), name: options.name, inputs, outputs, gates: nested, parameters: [] }, newGuid);
  const at = controller.gates.findIndex((gate) => selected.has(gate.id));
  const rest = controller.gates.filter((gate) => !selected.has(gate.id));
  const before = controller.gates.slice(0, at).filter((gate) => !selected.has(gate.id)).length;
  return { controller: { ...controller, gates: rest.toSpliced(before, 0, template) }, template };
}
