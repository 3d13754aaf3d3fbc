import type { Configuration } from '../configuration';
import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import type { Controller } from './controller';
import { isCompositeGate, isUnsupportedGate, type Gate } from './gate';
import { createGateOutput, unconnectedInput } from './gate-base';
import { PortCountError, ReadOnlyGateError, SignalKindMismatchError, UnknownPortError } from './logic-errors';
import { signalScope } from './gate-graph';
import { buildLogicGraph, inputPortIndex } from './logic-graph';
import { kindsMatch, MIN_NARY_PORTS, NARY_INPUTS, NARY_OUTPUTS } from './logic-ports';
import { scopeGates, updateScopeGates, type LogicScope } from './logic-scope';

/** One end of a wire: an input port of a gate or link (`in:<index>`). */
export interface InputEnd {
  readonly node: Guid;
  readonly port: string;
}

function withController(configuration: Configuration, controller: Controller): Configuration {
  return controller === configuration.controller ? configuration : { ...configuration, controller };
}

function findGate(configuration: Configuration, scope: LogicScope, id: Guid): Gate | undefined {
  return scopeGates(configuration.controller, scope)?.find((gate) => gate.id === id);
}

function replaceInScope(configuration: Configuration, scope: LogicScope, gate: Gate): Configuration {
  return withController(configuration, updateScopeGates(configuration.controller, scope, (gates) => gates.map((each) => (each.id === gate.id ? gate : each))));
}

function editableGate(configuration: Configuration, scope: LogicScope, id: Guid): Gate {
  const gate = findGate(configuration, scope, id);
  if (!gate) throw new UnknownPortError(id, '');
  if (isUnsupportedGate(gate)) throw new ReadOnlyGateError(id);
  return gate;
}

/** Sets what drives one input ('' disconnects); the input takes one source, so a new one replaces the old. */
function setInput(configuration: Configuration, scope: LogicScope, end: InputEnd, linkId: Guid): Configuration {
  const index = inputPortIndex(end.port);
  const links = configuration.controller.links;
  const linkIndex = scope.length === 0 ? links.findIndex((link) => link.id === end.node) : -1;
  if (linkIndex >= 0 && index === 0) {
    return withController(configuration, { ...configuration.controller, links: links.with(linkIndex, { ...links[linkIndex]!, linkId }) });
  }
  const template = scope.length > 0 ? signalScope(configuration.controller, [], scope).templates.at(-1) : undefined;
  const outputIndex = template?.outputs.findIndex((output) => output.id === end.node) ?? -1;
  if (template && outputIndex >= 0 && index === 0) {
    // A template's output, driven from inside.
    const outputs = template.outputs.with(outputIndex, { ...template.outputs[outputIndex]!, linkId });
    return replaceInScope(configuration, scope.slice(0, -1), { ...template, outputs } as Gate);
  }
  const gate = editableGate(configuration, scope, end.node);
  if (index === undefined || index >= gate.inputs.length) throw new UnknownPortError(end.node, end.port);
  return replaceInScope(configuration, scope, { ...gate, inputs: gate.inputs.with(index, { ...gate.inputs[index]!, linkId }) } as Gate);
}

/**
 * Wires an output (a gate's, an io's, a link's) to an input. Refused with a
 * reason when the kinds differ (a logic signal into an analogue input) or a
 * port does not exist.
 */
export function connect(configuration: Configuration, scope: LogicScope, source: Guid, target: InputEnd): Configuration {
  const graph = buildLogicGraph(configuration, scope);
  const signal = graph.signals.get(source);
  const port = graph.nodes.find((node) => node.id === target.node)?.inputs.find((input) => input.id === target.port);
  if (!signal) throw new UnknownPortError(source, '');
  if (!port) throw new UnknownPortError(target.node, target.port);
  if (!kindsMatch(signal.kind, port.kind)) throw new SignalKindMismatchError(signal.kind === 'logic' ? 'logic' : 'analogue', port.kind === 'logic' ? 'logic' : 'analogue');
  return setInput(configuration, scope, target, source);
}

export function disconnect(configuration: Configuration, scope: LogicScope, target: InputEnd): Configuration {
  return setInput(configuration, scope, target, '');
}

/** Adds an input to an n-ary gate (and, or, operation, max, min) or an output to a demux. */
export function addPort(configuration: Configuration, scope: LogicScope, id: Guid, newGuid: GuidGenerator = generateGuid): Configuration {
  const gate = editableGate(configuration, scope, id);
  if (NARY_INPUTS.has(gate.type)) return replaceInScope(configuration, scope, { ...gate, inputs: [...gate.inputs, unconnectedInput()] } as Gate);
  if (NARY_OUTPUTS.has(gate.type)) {
    const output = createGateOutput(gate.name, newGuid, `${gate.name} ${gate.outputs.length + 1}`);
    return replaceInScope(configuration, scope, { ...gate, outputs: [...gate.outputs, output] } as Gate);
  }
  throw new PortCountError(id);
}

/**
 * Removes one port of an n-ary gate: an input (the others keep their
 * sources, as each input holds its own) or a demux output (whatever it drove
 * is disconnected, so nothing names a guid that is gone).
 */
export function removePort(configuration: Configuration, scope: LogicScope, id: Guid, port: string): Configuration {
  const gate = editableGate(configuration, scope, id);
  const index = inputPortIndex(port);
  if (index !== undefined) {
    if (!NARY_INPUTS.has(gate.type) || gate.inputs.length <= MIN_NARY_PORTS || index >= gate.inputs.length) throw new PortCountError(id);
    return replaceInScope(configuration, scope, { ...gate, inputs: gate.inputs.filter((_, at) => at !== index) } as Gate);
  }
  if (!NARY_OUTPUTS.has(gate.type) || gate.outputs.length <= MIN_NARY_PORTS || !gate.outputs.some((output) => output.id === port)) throw new PortCountError(id);
  const edited = replaceInScope(configuration, scope, { ...gate, outputs: gate.outputs.filter((output) => output.id !== port) } as Gate);
  return withController(edited, forgetSignals(edited.controller, new Set([port])));
}

function forgetInGates(gates: readonly Gate[], gone: ReadonlySet<Guid>): readonly Gate[] {
  let changed = false;
  const next = gates.map((gate) => {
    let edited = gate;
    if (gate.inputs.some((input) => gone.has(input.linkId))) edited = { ...edited, inputs: gate.inputs.map((input) => (gone.has(input.linkId) ? unconnectedInput() : input)) } as Gate;
    if (isCompositeGate(edited)) {
      const inner = forgetInGates(edited.gates, gone);
      if (inner !== edited.gates) edited = { ...edited, gates: inner };
      // A template output driven by a signal that is gone is driven by nothing.
      if (edited.outputs.some((output) => output.linkId !== undefined && gone.has(output.linkId))) {
        edited = { ...edited, outputs: edited.outputs.map((output) => (output.linkId !== undefined && gone.has(output.linkId) ? { ...output, linkId: '' } : output)) };
      }
    }
    if (edited !== gate) changed = true;
    return edited;
  });
  return changed ? next : gates;
}

/** Disconnects every input naming a signal that is gone, and drops the links carrying one (and, in turn, what named those links). */
function forgetSignals(controller: Controller, gone: ReadonlySet<Guid>): Controller {
  const droppedLinks = controller.links.filter((link) => gone.has(link.linkId) || gone.has(link.id));
  const all = new Set([...gone, ...droppedLinks.map((link) => link.id)]);
  const links = droppedLinks.length === 0 ? controller.links : controller.links.filter((link) => !all.has(link.id));
  const gates = forgetInGates(controller.gates, all);
  return links === controller.links && gates === controller.gates ? controller : { ...controller, links, gates };
}

function outputsOf(gate: Gate): Guid[] {
  return [...gate.outputs.map((output) => output.id), ...(isCompositeGate(gate) ? gate.gates.flatMap(outputsOf) : [])];
}

/** Deletes gates and links of a scope with their wires: inputs they drove are disconnected, links carrying their outputs removed. */
export function deleteNodes(configuration: Configuration, scope: LogicScope, ids: ReadonlySet<Guid>): Configuration {
  const gates = scopeGates(configuration.controller, scope) ?? [];
  const removed = gates.filter((gate) => ids.has(gate.id));
  const links = scope.length === 0 ? configuration.controller.links.filter((link) => ids.has(link.id)) : [];
  if (removed.length === 0 && links.length === 0) return configuration;
  const gone = new Set([...removed.flatMap(outputsOf), ...links.map((link) => link.id)]);
  const controller = updateScopeGates(configuration.controller, scope, (list) => list.filter((gate) => !ids.has(gate.id)));
  return withController(configuration, forgetSignals(controller, gone));
}

export function addGates(configuration: Configuration, scope: LogicScope, added: readonly Gate[]): Configuration {
  return withController(configuration, updateScopeGates(configuration.controller, scope, (gates) => [...gates, ...added]));
}

/** Replaces a gate of a scope by its edited version (the inspector's edits). */
export function replaceScopeGate(configuration: Configuration, scope: LogicScope, gate: Gate): Configuration {
  editableGate(configuration, scope, gate.id);
  return replaceInScope(configuration, scope, gate);
}
