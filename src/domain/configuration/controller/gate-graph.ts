import type { Guid } from '../guid';
import type { Io } from '../io';
import type { Link } from '../link';
import type { ModelPath } from '../model-path';
import { item } from '../validation/configuration-problem';
import type { Controller } from './controller';
import { isCompositeGate, type Gate } from './gate';

/** What a guid in a `link-id` stands for. */
export type SignalSource =
  | { readonly kind: 'gate-output'; readonly gate: Gate; readonly output: Io }
  | { readonly kind: 'controller-io'; readonly io: Io }
  | { readonly kind: 'link'; readonly link: Link }
  | { readonly kind: 'io'; readonly io: Io };

/** A gate with where it stands relative to the controller: its element (`gates/gate[2]/gates/gate[1]`) and model path (`['gates', 1, 'gates', 0]`). */
export interface LocatedGate {
  readonly gate: Gate;
  readonly path: string;
  readonly at: ModelPath;
}

/** Every gate of the controller, nested template gates included, parents first. */
export function allGates(controller: Pick<Controller, 'gates'>): LocatedGate[] {
  const found: LocatedGate[] = [];
  const visit = (gates: readonly Gate[], prefix: string, parent: ModelPath): void => {
    gates.forEach((gate, index) => {
      const path = `${prefix}gates/${item('gate', index)}`;
      const at = [...parent, 'gates', index];
      found.push({ gate, path, at });
      if (isCompositeGate(gate)) visit(gate.gates, `${path}/`, at);
    });
  };
  visit(controller.gates, '', []);
  return found;
}

export function gateInputs(gate: Gate): readonly Gate['inputs'][number][] {
  return gate.inputs;
}

export function gateOutputs(gate: Gate): readonly Io[] {
  return gate.outputs;
}

/**
 * Every guid a link may name: the gates' outputs, the controller's own
 * signals and links, and the ios of the rest of the configuration
 * (`externalIos`: device, calendar and access ios).
 */
export function controllerSignals(controller: Controller, externalIos: readonly Io[] = []): Map<Guid, SignalSource> {
  const signals = new Map<Guid, SignalSource>();
  for (const io of externalIos) signals.set(io.id, { kind: 'io', io });
  for (const io of [controller.io0, controller.io1, controller.io0a]) signals.set(io.id, { kind: 'controller-io', io });
  for (const link of controller.links) signals.set(link.id, { kind: 'link', link });
  for (const { gate } of allGates(controller)) for (const output of gate.outputs) signals.set(output.id, { kind: 'gate-output', gate, output });
  return signals;
}

/** What a link id resolves to; undefined for '' (unconnected) or an unknown guid. */
export function resolveLinkId(signals: ReadonlyMap<Guid, SignalSource>, linkId: Guid): SignalSource | undefined {
  return linkId === '' ? undefined : signals.get(linkId);
}

export interface DanglingReference {
  /** Relative to the controller, 1-based: `gates/gate[1]/inputs/input[2]/link-id`. */
  readonly path: string;
  /** The same place in the model, relative to the controller: `['gates', 0, 'inputs', 1, 'linkId']`. */
  readonly at: ModelPath;
  readonly target: Guid;
  readonly kind: 'gate-input' | 'link' | 'parameter';
}

/**
 * Gate inputs and links naming a guid that resolves to nothing, and template
 * parameters naming a gate the template does not hold. Unconnected inputs
 * ('') are not dangling.
 */
export function danglingReferences(controller: Controller, externalIos: readonly Io[] = []): DanglingReference[] {
  const signals = controllerSignals(controller, externalIos);
  const dangling: DanglingReference[] = [];
  for (const { gate, path, at } of allGates(controller)) {
    gate.inputs.forEach((input, index) => {
      if (input.linkId !== '' && !signals.has(input.linkId)) {
        dangling.push({ path: `${path}/inputs/${item('input', index)}/link-id`, at: [...at, 'inputs', index, 'linkId'], target: input.linkId, kind: 'gate-input' });
      }
    });
    if (isCompositeGate(gate)) {
      const nested = new Set(allGates(gate).map((located) => located.gate.id));
      gate.parameters.forEach((parameter, index) => {
        if (!nested.has(parameter.gateIdentifier)) {
          dangling.push({
            path: `${path}/parameters/${item('parameter', index)}/gate-identifier`, at: [...at, 'parameters', index, 'gateIdentifier'], target: parameter.gateIdentifier, kind: 'parameter',
          });
        }
      });
    }
  }
  controller.links.forEach((link, index) => {
    if (link.linkId !== '' && !signals.has(link.linkId)) dangling.push({ path: `links/${item('link', index)}/link-id`, at: ['links', index, 'linkId'], target: link.linkId, kind: 'link' });
  });
  return dangling;
}
