import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { cycleWarnings, gateWarnings } from '../../../domain/configuration/controller/logic-analysis';
import { buildLogicGraph, partGraph, scopeOutline, type LogicEdge, type LogicGraph, type LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { firstPart, PART_LIMIT, signalTable, type LogicIndex, type LogicOutline } from '../../../domain/configuration/controller/logic-parts';
import { STATEFUL_GATES } from '../../../domain/configuration/controller/logic-ports';
import { memberNode, scopeSignals, type SignalChoice } from '../../../domain/configuration/controller/logic-signals';
import { scopeGates, type LogicScope } from '../../../domain/configuration/controller/logic-scope';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';
import { useServices } from '../../services-context';
import { gateTypeList } from './gate-type-names';

const NO_CYCLES: readonly (readonly string[])[] = [];

export interface LogicView {
  /** The graph of what is shown: the whole scope's, or on a big scope the part's (its nodes and their signals). */
  readonly graph: LogicGraph;
  /** Every signal of the scope, listed on first call: the inspector's input lists offer them all, across parts. */
  readonly signals: () => readonly SignalChoice[];
  /** A gate's (or link's) node with its ports, as the whole graph would draw it, whichever part holds it. */
  readonly memberNode: (id: string) => LogicNode | undefined;
  readonly gates: readonly Gate[];
  /** Member ids of each part of a scope shown a part at a time, in order; undefined until the index has come ([] when not split). */
  readonly components: readonly (readonly string[])[] | undefined;
  readonly split: boolean;
  /** The index of this draft has not come yet: the parts and the loops shown are those of the draft before, or not known. */
  readonly indexing: boolean;
  readonly nodes: readonly LogicNode[];
  readonly edges: readonly LogicEdge[];
  /** Node id → its warnings and validation problems, in words: for the nodes shown. */
  readonly warnings: ReadonlyMap<string, readonly string[]>;
  /** The ios around the scope (devices' inputs and outputs, calendars, accesses, constants, a template's own), listed on first call: what Find a gate offers beside the gates. */
  readonly terminals: () => readonly LogicNode[];
  /**
   * Where a node is drawn: its part on a scope shown a part at a time (an io
   * is drawn in the part of the first gate reading it), and whether it is
   * drawn at all (an io no gate reads is not, on a large site).
   */
  readonly locate: (id: string) => { readonly part?: number; readonly drawn: boolean };
}

/**
 * What the canvas shows of a scope: every node, or on a big graph one part of
 * at most PART_LIMIT gates with the nodes that feed them; and each node's
 * warnings (unconnected inputs, alerts with no recipient, loops through no
 * stateful gate) with the whole-configuration problems under it (dangling references).
 *
 * Before the first paint only the part shown is built: the first part by a
 * bounded walk (logic-parts.ts), the same part as the index's first. The
 * whole-graph index (every part, the loops) comes from the logic index port
 * (a worker in the browser) once the canvas is painted, and again after each
 * edit; until the new one comes the index of the draft before is kept.
 */
export function useLogicView(draft: Configuration, given: LogicScope, component: number): LogicView {
  const { t, i18n } = useLingui();
  // The same scope in other words is the same scope: the outline, and so the index, is not asked for again.
  const scopeKey = JSON.stringify(given);
  const scope = useMemo(() => JSON.parse(scopeKey) as LogicScope, [scopeKey]);
  const problems = useProblemIndex();
  const { logicIndex } = useServices();
  const gates = useMemo(() => scopeGates(draft.controller, scope) ?? [], [draft, scope]);
  const split = gates.length > PART_LIMIT;
  const outline = useMemo(() => scopeOutline(draft, scope), [draft, scope]);
  // The inspector's lists, from the outline (no edge, no whole graph): once per draft, when a gate is first selected.
  const signals = useMemo(() => once(() => scopeSignals(outline)), [outline]);
  const member = useCallback((id: string) => memberNode(outline, id), [outline]);
  const table = useMemo(() => (split ? signalTable(outline) : undefined), [split, outline]);

  // The index, asked for once the canvas is painted (after each edit too); the previous one is kept until it comes.
  const [indexed, setIndexed] = useState<{ readonly outline: LogicOutline; readonly index: LogicIndex }>();
  useEffect(() => {
    let current = true;
    let later: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted: the outline's text for the worker (a few ms on 10,000 gates) waits for it.
    const frame = requestAnimationFrame(() => {
      later = setTimeout(() => {
        logicIndex.index(outline).then(
          (index) => current && setIndexed({ outline, index }),
          // Superseded by a newer draft's request (or the worker gone): the next answer, or the one kept, stands.
          () => undefined,
        );
      }, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
  }, [logicIndex, outline]);
  const parts = split ? indexed?.index.parts : undefined;

  // The part's members: from the index once it has come, else the first part by the bounded walk, else not known yet.
  const members = useMemo(() => {
    if (!split) return undefined;
    if (parts) return parts[Math.min(component, parts.length - 1)] ?? [];
    return component === 0 && table ? firstPart(outline, table) : [];
  }, [split, parts, component, outline, table]);
  // The same members give the same set, so the index's arrival does not rebuild the part the walk found.
  const membersKey = members && JSON.stringify(members);
  const memberSet = useMemo(() => (membersKey === undefined ? undefined : new Set(JSON.parse(membersKey) as string[])), [membersKey]);

  // A scope shown whole is drawn from its whole graph; a split one from the part's graph only.
  const shown = useMemo(() => (memberSet && table ? partGraph(outline, table, memberSet) : wiredGraph(buildLogicGraph(draft, scope))), [memberSet, table, outline, draft, scope]);
  const { nodes, edges } = shown;

  const terminals = useMemo(() => once(() => outline.terminals.map((_, index) => outline.draw(index))), [outline]);
  const shownIds = useMemo(() => new Set(nodes.map((node) => node.id)), [nodes]);
  // Member id → its part, and the readers of each signal, asked for by Find a gate only.
  const partIndex = useMemo(() => once(() => new Map((parts ?? []).flatMap((members, part) => members.map((id) => [id, part] as const)))), [parts]);
  const locate = useCallback(
    (id: string): { part?: number; drawn: boolean } => {
      if (!split) return { drawn: shownIds.has(id) };
      const byPart = partIndex();
      const own = byPart.get(id);
      if (own !== undefined) return { part: own, drawn: true };
      const terminal = outline.terminals.find((node) => node.id === id);
      const readers = terminal && table ? terminal.outputs.flatMap((output) => table.readers.get(output.id) ?? []) : [];
      const members = readers.filter((index) => index >= outline.terminals.length).map((index) => outline.members[index - outline.terminals.length]!.id);
      const part = members.map((member) => byPart.get(member)).find((found) => found !== undefined);
      return part === undefined ? { drawn: false } : { part, drawn: true };
    },
    [split, shownIds, partIndex, outline, table],
  );

  const cycles = indexed?.index.cycles ?? NO_CYCLES;
  // The warnings of the nodes shown only (the canvas's and the inspector's).
  const warnings = useMemo(() => {
    const shownIds = new Set(nodes.map((node) => node.id));
    const found = new Map<string, string[]>();
    const add = (node: string, text: string) => found.set(node, [...(found.get(node) ?? []), text]);
    // The gates that would break the loop, named in words as the palette names them.
    const stateful = gateTypeList(i18n, STATEFUL_GATES);
    const loop = t`In a loop through no stateful gate (${stateful})`;
    const shownGates = gates.filter((gate) => shownIds.has(gate.id));
    for (const warning of [...shownGates.flatMap(gateWarnings), ...cycleWarnings(cycles)]) {
      if (!shownIds.has(warning.node)) continue;
      if (warning.kind === 'unconnected-input') add(warning.node, t`Input ${Number(warning.port.slice(3)) + 1} is not connected`);
      else if (warning.kind === 'no-recipient') add(warning.node, t`This alert has no recipient`);
      else add(warning.node, loop);
    }
    const prefix = ['controller', ...scope.flatMap((id) => ['gates', { id }])];
    for (const gate of shownGates) for (const located of problems.under([...prefix, 'gates', { id: gate.id }])) add(gate.id, problemText(i18n, located.problem));
    return found;
  }, [nodes, cycles, gates, problems, scope, t, i18n]);
  return { graph: shown, signals, memberNode: member, gates, components: split ? parts : [], split, indexing: indexed?.outline !== outline, nodes, edges, warnings, terminals, locate };
}

function once<T>(compute: () => T): () => T {
  let computed: { readonly value: T } | undefined;
  return () => (computed ??= { value: compute() }).value;
}

/** On a site with thousands of device ios, only the wired ones are drawn; the inspector still offers every signal. */
function wiredGraph(graph: LogicGraph): LogicGraph {
  if (graph.nodes.length <= 2 * PART_LIMIT) return graph;
  const wired = new Set(graph.edges.flatMap((edge) => [edge.source, edge.target]));
  return { ...graph, nodes: graph.nodes.filter((node) => node.kind === 'gate' || node.kind === 'link' || wired.has(node.id)) };
}
