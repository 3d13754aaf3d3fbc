import type { Guid } from '../guid';
import type { Io } from '../io';
import type { Link } from '../link';
import type { ModelPath } from '../model-path';
import { item } from '../validation/configuration-problem';
import type { Controller } from './controller';
import type { GateInput } from './gate-base';
import { isCompositeGate, type CompositeGate, type Gate } from './gate';
import type { LogicScope } from './logic-scope';

/** What a guid in a `link-id` stands for. */
export type SignalSource =
  | { readonly kind: 'gate-output'; readonly gate: Gate; readonly output: Io }
  /** One of a template's (or custom gate's) own inputs, read by its nested gates and outputs. */
  | { readonly kind: 'template-input'; readonly template: CompositeGate; readonly input: GateInput; readonly index: number }
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

/**
 * Every guid the controller's own gates may name anywhere: the gates'
 * outputs (nested ones too: the appliance may wire across a template's
 * boundary, and reading such a document must not invent problems), the
 * controller's own signals and links, and the ios of the rest of the
 * configuration (`externalIos`: device, calendar and access ios). A
 * template's own inputs are not here: they exist only inside the template
 * (see `SignalScope`).
 */
export function controllerSignals(controller: Controller, externalIos: readonly Io[] = []): Map<Guid, SignalSource> {
  const signals = new Map<Guid, SignalSource>();
  for (const io of externalIos) signals.set(io.id, { kind: 'io', io });
  for (const io of [controller.io0, controller.io1, controller.io0a]) signals.set(io.id, { kind: 'controller-io', io });
  for (const link of controller.links) signals.set(link.id, { kind: 'link', link });
  for (const { gate } of allGates(controller)) for (const output of gate.outputs) signals.set(output.id, { kind: 'gate-output', gate, output });
  return signals;
}

/**
 * What a link id resolves to at one place of the controller. Scopes nest as
 * templates do: inside a template, its own inputs come first, then those of
 * each enclosing template, then the controller's signals. This is the one
 * rule of references: the validation, the logic editor and the Used by
 * lists all resolve through it.
 */
export interface SignalScope {
  /** What `linkId` names here; undefined for '' (unconnected) or a guid known in no enclosing scope. */
  resolve(linkId: Guid): SignalSource | undefined;
  /** The templates enclosing this place, outermost first. */
  readonly templates: readonly CompositeGate[];
}

function rootScope(signals: ReadonlyMap<Guid, SignalSource>): SignalScope {
  return { resolve: (linkId) => (linkId === '' ? undefined : signals.get(linkId)), templates: [] };
}

/** The scope inside `template`, nested in `parent`. */
export function templateScope(parent: SignalScope, template: CompositeGate): SignalScope {
  const own = new Map<Guid, SignalSource>();
  template.inputs.forEach((input, index) => {
    if (input.id) own.set(input.id, { kind: 'template-input', template, input, index });
  });
  const templates = [...parent.templates, template];
  if (own.size === 0) return { resolve: parent.resolve, templates };
  return { resolve: (linkId) => own.get(linkId) ?? parent.resolve(linkId), templates };
}

/**
 * The scope of one level of the logic editor (`[]` the controller, `[t]`
 * inside template t, `[t, u]` inside u nested in t); the innermost existing
 * template when the scope names one that is gone.
 */
export function signalScope(controller: Controller, externalIos: readonly Io[] = [], scope: LogicScope = []): SignalScope {
  let current = rootScope(controllerSignals(controller, externalIos));
  let gates = controller.gates;
  for (const id of scope) {
    const gate = gates.find((each) => each.id === id);
    if (!gate || !isCompositeGate(gate)) break;
    current = templateScope(current, gate);
    gates = gate.gates;
  }
  return current;
}

/** What a link id resolves to in the controller's own scope; undefined for '' (unconnected) or an unknown guid. */
export function resolveLinkId(signals: ReadonlyMap<Guid, SignalSource>, linkId: Guid): SignalSource | undefined {
  return rootScope(signals).resolve(linkId);
}

/** One place of the controller that names a signal by guid, and what that guid resolves to there. */
export interface SignalReference {
  /** Relative to the controller, 1-based: `gates/gate[1]/inputs/input[2]/link-id`. */
  readonly path: string;
  /** The same place in the model, relative to the controller: `['gates', 0, 'inputs', 1, 'linkId']`. */
  readonly at: ModelPath;
  readonly target: Guid;
  /** A gate's input, a template's output driven from inside, or a controller link. */
  readonly kind: 'gate-input' | 'template-output' | 'link';
  /** The gate holding the reference; undefined for a link. */
  readonly gate?: Gate;
  /** The ids of the templates enclosing the gate, outermost first (the logic editor's scope). */
  readonly scope: LogicScope;
  /** What the guid names; undefined when it is dangling. */
  readonly source: SignalSource | undefined;
}

/**
 * Every reference of the controller to a signal, each resolved in its own
 * scope: gate inputs (in the scope of the template holding the gate), a
 * template's outputs (inside the template: its nested gates and its own
 * inputs), and the controller's links. Unconnected ones ('') are left out.
 */
export function signalReferences(controller: Controller, externalIos: readonly Io[] = []): SignalReference[] {
  const references: SignalReference[] = [];
  const visit = (gates: readonly Gate[], scope: SignalScope, prefix: string, parent: ModelPath): void => {
    const ids = scope.templates.map((template) => template.id);
    gates.forEach((gate, gateIndex) => {
      const path = `${prefix}gates/${item('gate', gateIndex)}`;
      const at = [...parent, 'gates', gateIndex];
      gate.inputs.forEach((input, index) => {
        if (input.linkId === '') return;
        references.push({
          path: `${path}/inputs/${item('input', index)}/link-id`, at: [...at, 'inputs', index, 'linkId'], target: input.linkId, kind: 'gate-input', gate, scope: ids, source: scope.resolve(input.linkId),
        });
      });
      if (!isCompositeGate(gate)) return;
      const inner = templateScope(scope, gate);
      gate.outputs.forEach((output, index) => {
        if (output.linkId === undefined || output.linkId === '') return;
        references.push({
          path: `${path}/outputs/${item('output', index)}/link-id`, at: [...at, 'outputs', index, 'linkId'], target: output.linkId, kind: 'template-output', gate, scope: ids, source: inner.resolve(output.linkId),
        });
      });
      visit(gate.gates, inner, `${path}/`, at);
    });
  };
  const root = rootScope(controllerSignals(controller, externalIos));
  visit(controller.gates, root, '', []);
  controller.links.forEach((link, index) => {
    if (link.linkId === '') return;
    references.push({ path: `links/${item('link', index)}/link-id`, at: ['links', index, 'linkId'], target: link.linkId, kind: 'link', scope: [], source: root.resolve(link.linkId) });
  });
  return references;
}

export interface DanglingReference {
  /** Relative to the controller, 1-based: `gates/gate[1]/inputs/input[2]/link-id`. */
  readonly path: string;
  /** The same place in the model, relative to the controller: `['gates', 0, 'inputs', 1, 'linkId']`. */
  readonly at: ModelPath;
  readonly target: Guid;
  readonly kind: 'gate-input' | 'template-output' | 'link' | 'parameter';
}

/**
 * References naming a guid that resolves in no enclosing scope
 * (`signalReferences`), and template parameters naming a gate the template
 * does not hold. Unconnected inputs ('') are not dangling.
 */
export function danglingReferences(controller: Controller, externalIos: readonly Io[] = []): DanglingReference[] {
  const unresolved = signalReferences(controller, externalIos)
    .filter((reference) => reference.source === undefined)
    .map(({ path, at, target, kind }): DanglingReference => ({ path, at, target, kind }));
  // The gates' own references, then their parameters, then the controller's links.
  const dangling = unresolved.filter((reference) => reference.kind !== 'link');
  for (const { gate, path, at } of allGates(controller)) {
    if (!isCompositeGate(gate)) continue;
    const nested = new Set(allGates(gate).map((located) => located.gate.id));
    gate.parameters.forEach((parameter, index) => {
      if (!nested.has(parameter.gateIdentifier)) {
        dangling.push({
          path: `${path}/parameters/${item('parameter', index)}/gate-identifier`, at: [...at, 'parameters', index, 'gateIdentifier'], target: parameter.gateIdentifier, kind: 'parameter',
        });
      }
    });
  }
  return [...dangling, ...unresolved.filter((reference) => reference.kind === 'link')];
}

/** The references that resolve to the signal `id` (a calendar's io, a device input): who uses it. */
export function signalUsers(controller: Controller, externalIos: readonly Io[], id: Guid): SignalReference[] {
  return signalReferences(controller, externalIos).filter((reference) => reference.target === id && reference.source !== undefined);
}
