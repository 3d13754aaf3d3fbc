import type { Configuration } from '../configuration';
import { deviceIoPlaces, type IoPlace } from '../device/io-place';
import type { Guid } from '../guid';
import { isInput, type Io } from '../io';
import { isAlertGate, isUnsupportedGate, type Gate } from './gate';
import { inputKind, ioKind, outputKind, type SignalKind } from './logic-ports';
import { scopeGates, type LogicScope } from './logic-scope';
import { signalScope } from './gate-graph';
import type { LogicOutline, OutlineNode, SignalTable } from './logic-parts';
import type { Link } from '../link';

/**
 * Where a node comes from: a gate, an io of the rest of the configuration, a
 * controller signal, a link; inside a template, its own inputs (and those of
 * the templates around it) as sources and its outputs as sinks.
 */
export type LogicNodeKind = 'gate' | 'device-io' | 'calendar' | 'access' | 'constant' | 'link' | 'template-input' | 'template-output';

export interface LogicPort {
  /** Inputs: `in:<index>`; outputs: the io's guid, which inputs name. */
  readonly id: string;
  readonly name: string;
  readonly kind: SignalKind;
}

export interface LogicNode {
  /** The gate's or link's guid, or the io's guid for an io of the configuration. */
  readonly id: Guid;
  readonly kind: LogicNodeKind;
  readonly name: string;
  /** The gate's type ('and', 'alert-mail', an unknown one), or the io's owner. */
  readonly type: string;
  readonly inputs: readonly LogicPort[];
  readonly outputs: readonly LogicPort[];
  /** An unknown gate type: shown and kept, not editable. */
  readonly readOnly: boolean;
  /** The io's guid for nodes that stand for one io (live state). */
  readonly ios: readonly Guid[];
  /** A device's io: the device's name and where the io is on it, which tell apart the ios of one name ("Connexion" on every stream). */
  readonly device?: { readonly name: string; readonly place: IoPlace };
}

export interface LogicEdge {
  readonly id: string;
  readonly source: Guid;
  readonly sourcePort: Guid;
  readonly target: Guid;
  readonly targetPort: string;
  readonly kind: SignalKind;
}

export interface LogicGraph {
  readonly nodes: readonly LogicNode[];
  readonly edges: readonly LogicEdge[];
  /** Output guid → node id, for resolving an input's `linkId`. */
  readonly signals: ReadonlyMap<Guid, { readonly node: Guid; readonly kind: SignalKind }>;
}

export const inputPortId = (index: number): string => `in:${index}`;

export function inputPortIndex(port: string): number | undefined {
  const match = /^in:(\d+)$/.exec(port);
  return match ? Number(match[1]) : undefined;
}

function ioNode(io: Io, kind: LogicNodeKind, name: string, device?: LogicNode['device']): LogicNode {
  // An output of a device is driven by the appliance, not named by gate inputs: drawn without a port, its state still shown.
  const outputs = kind === 'device-io' && !isInput(io) ? [] : [{ id: io.id, name: io.name, kind: ioKind(io) }];
  return { id: io.id, kind, name, type: io.ownerName, inputs: [], outputs, readOnly: false, ios: [io.id], ...(device ? { device } : {}) };
}

/** Each gate's node, kept while the gate is the same object: an edit rebuilds the graph, not the nodes of the gates it left alone. */
const gateNodes = new WeakMap<Gate, LogicNode>();

function gateNode(gate: Gate): LogicNode {
  let node = gateNodes.get(gate);
  if (!node) {
    node = newGateNode(gate);
    gateNodes.set(gate, node);
  }
  return node;
}

function newGateNode(gate: Gate): LogicNode {
  const kind = inputKind(gate);
  return {
    id: gate.id,
    kind: 'gate',
    name: gate.name,
    type: gate.type,
    inputs: gate.inputs.map((_, index) => ({ id: inputPortId(index), name: `${index + 1}`, kind })),
    outputs: gate.outputs.map((output) => ({ id: output.id, name: output.name, kind: outputKind(gate, output) })),
    readOnly: isUnsupportedGate(gate),
    ios: gate.outputs.map((output) => output.id),
  };
}

/** The ios of the configuration outside the controller, as nodes: device inputs and outputs, calendars, accesses, the constants. */
function sourceNodes(configuration: Configuration): LogicNode[] {
  const { controller } = configuration;
  return [
    ...configuration.devices.flatMap((device) => deviceIoPlaces(device).map(({ io, place }) => ioNode(io, 'device-io', io.name || io.ownerName, { name: device.name, place }))),
    ...configuration.calendars.map((calendar) => ioNode(calendar.io, 'calendar', calendar.name)),
    ...configuration.accesses.map((access) => ioNode(access.io, 'access', access.io.name || access.id)),
    ...[controller.io0, controller.io1, controller.io0a].map((io) => ioNode(io, 'constant', io.name)),
  ];
}

/** A link drawn as a relay: one input (its `link-id`), its own guid as output. */
function linkNode(link: Link): LogicNode {
  return { id: link.id, kind: 'link', name: '', type: 'link', inputs: [{ id: inputPortId(0), name: '1', kind: 'any' }], outputs: [{ id: link.id, name: '', kind: 'any' }], readOnly: false, ios: [] };
}

/** What a scope is made of: the nodes that are not gates or links (ios, a template's inputs and outputs), its links and its gates. */
function scopeParts(configuration: Configuration, scope: LogicScope) {
  const gates = scopeGates(configuration.controller, scope) ?? [];
  const links = scope.length === 0 ? configuration.controller.links : [];
  const templates = scope.length === 0 ? [] : signalScope(configuration.controller, [], scope).templates;
  const innermost = templates.at(-1);
  const outputs = innermost?.outputs ?? [];
  const terminals: LogicNode[] = [
    ...sourceNodes(configuration),
    // Inside a template: its own inputs and those of the templates around it, which its gates may read.
    ...templates.flatMap((template) =>
      template.inputs.flatMap((input, index): LogicNode[] => {
        if (!input.id) return [];
        const name = input.name || `${template.name} ${index + 1}`;
        return [{ id: input.id, kind: 'template-input', name, type: template.name, inputs: [], outputs: [{ id: input.id, name, kind: 'any' }], readOnly: false, ios: [] }];
      }),
    ),
    // …and its outputs, each driven by what its link id names inside.
    ...outputs.map((output, index): LogicNode => ({
      id: output.id, kind: 'template-output', name: output.name || `${innermost!.name} ${index + 1}`, type: innermost!.name,
      inputs: [{ id: inputPortId(0), name: '1', kind: ioKind(output) }], outputs: [], readOnly: false, ios: [],
    })),
  ];
  // What each template output's input reads, by its terminal's guid.
  const outputLinks = new Map(outputs.map((output) => [output.id, output.linkId ?? '']));
  return { gates, links, terminals, outputLinks };
}

/** Which node produces each signal, and its kind: a later producer of the same guid wins. */
function signalsOf(nodes: readonly LogicNode[]): Map<Guid, { node: Guid; kind: SignalKind }> {
  const signals = new Map<Guid, { node: Guid; kind: SignalKind }>();
  for (const node of nodes) for (const port of node.outputs) signals.set(port.id, { node: node.id, kind: port.kind });
  return signals;
}

/**
 * The controller as a graph: gates with their inputs and outputs as ports,
 * the ios around them, links as relay nodes (one input, their own guid as
 * output), and an edge per input naming a known signal. An input naming an
 * unknown guid has no edge: whole-configuration validation reports it.
 */
export function buildLogicGraph(configuration: Configuration, scope: LogicScope = []): LogicGraph {
  const { gates, links, terminals, outputLinks } = scopeParts(configuration, scope);
  const nodes: LogicNode[] = [...terminals, ...links.map(linkNode), ...gates.map(gateNode)];
  const signals = signalsOf(nodes);
  const edges: LogicEdge[] = [];
  const wire = (target: Guid, index: number, linkId: Guid) => {
    const source = signals.get(linkId);
    if (linkId === '' || !source) return;
    edges.push({ id: `${target}/${index}`, source: source.node, sourcePort: linkId, target, targetPort: inputPortId(index), kind: source.kind });
  };
  for (const link of links) wire(link.id, 0, link.linkId);
  for (const [output, linkId] of outputLinks) wire(output, 0, linkId);
  for (const gate of gates) gate.inputs.forEach((input, index) => wire(gate.id, index, input.linkId));
  return { nodes, edges, signals };
}

/**
 * A scope read for the part walk and the index (logic-parts.ts), and able to
 * draw any of its nodes on demand: `draw(i)` is node i of
 * `[...terminals, ...members]`, the same node as in buildLogicGraph. Building
 * it creates no gate node and no edge: the gates are their own outline.
 */
export interface ScopeOutline extends LogicOutline {
  draw(index: number): LogicNode;
}

export function scopeOutline(configuration: Configuration, scope: LogicScope = []): ScopeOutline {
  const { gates, links, terminals, outputLinks } = scopeParts(configuration, scope);
  const terminalOutlines = terminals.map((node): OutlineNode => ({
    id: node.id,
    type: node.kind === 'template-output' ? 'template-output' : node.type,
    inputs: node.kind === 'template-output' ? [{ linkId: outputLinks.get(node.id) ?? '' }] : [],
    outputs: node.outputs,
  }));
  const members: OutlineNode[] = [...links.map((link): OutlineNode => ({ id: link.id, type: 'link', inputs: [{ linkId: link.linkId }], outputs: [{ id: link.id }] })), ...gates];
  const draw = (index: number): LogicNode => {
    if (index < terminals.length) return terminals[index]!;
    const member = index - terminals.length;
    return member < links.length ? linkNode(links[member]!) : gateNode(gates[member - links.length]!);
  };
  return { terminals: terminalOutlines, members, draw };
}

/**
 * The graph of one part: its members (gates and links) with every node
 * feeding them, and the wires into its members, in buildLogicGraph's order:
 * what the canvas draws of a scope shown a part at a time. Costs what the
 * part holds, given the scope's signal table.
 */
export function partGraph(outline: ScopeOutline, table: SignalTable, members: ReadonlySet<Guid>): LogicGraph {
  const offset = outline.terminals.length;
  const shown = new Set<number>();
  const wires: { target: number; index: number; source: number; linkId: Guid }[] = [];
  outline.members.forEach((member, at) => {
    if (!members.has(member.id)) return;
    shown.add(offset + at);
    member.inputs.forEach((input, index) => {
      const source = input.linkId === '' ? undefined : table.producer.get(input.linkId);
      if (source === undefined) return;
      shown.add(source);
      wires.push({ target: offset + at, index, source, linkId: input.linkId });
    });
  });
  const drawn = new Map([...shown].sort((a, b) => a - b).map((index) => [index, outline.draw(index)]));
  const nodes = [...drawn.values()];
  const signals = signalsOf(nodes);
  const edges = wires.map(({ target, index, source, linkId }): LogicEdge => {
    const node = drawn.get(source)!;
    const targetId = drawn.get(target)!.id;
    return { id: `${targetId}/${index}`, source: node.id, sourcePort: linkId, target: targetId, targetPort: inputPortId(index), kind: node.outputs.find((port) => port.id === linkId)?.kind ?? 'any' };
  });
  return { nodes, edges, signals };
}

/** The gate's recipients: contacts of an alert mail, the FTP client, the alarm receiver. */
export function alertHasRecipient(gate: Gate): boolean {
  if (!isAlertGate(gate)) return true;
  if (gate.type === 'alert-mail') return gate.message.contacts.length > 0;
  if (gate.type === 'alert-ftp') return gate.ftpIdentifier !== '';
  return (gate.monitoringIdentifier ?? '') !== '';
}
