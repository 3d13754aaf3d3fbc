import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { connectedComponents, cycleWarnings, gateWarnings, statelessCycles } from '../../../domain/configuration/controller/logic-analysis';
import { buildLogicGraph, type LogicEdge, type LogicGraph, type LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { STATEFUL_GATES } from '../../../domain/configuration/controller/logic-ports';
import { scopeGates, type LogicScope } from '../../../domain/configuration/controller/logic-scope';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';
import { gateTypeList } from './gate-type-names';
import { viewParts, WHOLE_GRAPH_LIMIT } from './view-parts';

const NO_CYCLES: readonly (readonly string[])[] = [];

export interface LogicView {
  readonly graph: LogicGraph;
  readonly gates: readonly Gate[];
  /** Connected groups of gates, largest first; the view shows one when the graph is too big. */
  readonly components: readonly (readonly string[])[];
  readonly split: boolean;
  readonly nodes: readonly LogicNode[];
  readonly edges: readonly LogicEdge[];
  /** Node id → its warnings and validation problems, in words: for the nodes shown. */
  readonly warnings: ReadonlyMap<string, readonly string[]>;
}

/**
 * What the canvas shows of a scope: every node, or on a big graph one
 * connected group of gates with the sources that feed it; and each node's
 * warnings (unconnected inputs, alerts with no recipient, loops through no
 * stateful gate) with the whole-configuration problems under it (dangling references).
 */
export function useLogicView(draft: Configuration, scope: LogicScope, component: number): LogicView {
  const { t, i18n } = useLingui();
  const problems = useProblemIndex();
  const graph = useMemo(() => buildLogicGraph(draft, scope), [draft, scope]);
  const gates = useMemo(() => scopeGates(draft.controller, scope) ?? [], [draft, scope]);
  const split = gates.length > WHOLE_GRAPH_LIMIT;
  const components = useMemo(() => (split ? viewParts(connectedComponents(graph)) : []), [graph, split]);
  const { nodes, edges } = useMemo(() => {
    if (!split) {
      // On a site with thousands of device ios, only the wired ones are drawn; the inspector still offers every signal.
      if (graph.nodes.length <= 2 * WHOLE_GRAPH_LIMIT) return { nodes: graph.nodes, edges: graph.edges };
      const wired = new Set(graph.edges.flatMap((edge) => [edge.source, edge.target]));
      return { nodes: graph.nodes.filter((node) => node.kind === 'gate' || node.kind === 'link' || wired.has(node.id)), edges: graph.edges };
    }
    const part = new Set(components[Math.min(component, components.length - 1)] ?? []);
    // The part's gates with every node feeding them, so each shown input shows its wire.
    const shownEdges = graph.edges.filter((edge) => part.has(edge.target));
    const shown = new Set([...part, ...shownEdges.map((edge) => edge.source)]);
    return { nodes: graph.nodes.filter((node) => shown.has(node.id)), edges: shownEdges };
  }, [graph, split, components, component]);
  // Loops through no stateful gate need the whole graph (Tarjan over every node): found once the canvas is painted,
  // so that the first paint costs what the part shown costs; their warnings follow a moment later (and after an edit).
  const [found, setFound] = useState<readonly (readonly string[])[]>(NO_CYCLES);
  useEffect(() => {
    const later = setTimeout(() => setFound(statelessCycles(graph)), 0);
    return () => clearTimeout(later);
  }, [graph]);
  const cycles = found;
  // The warnings of the nodes shown only (the canvas's and the inspector's).
  const warnings = useMemo(() => {
    const shown = new Set(nodes.map((node) => node.id));
    const found = new Map<string, string[]>();
    const add = (node: string, text: string) => found.set(node, [...(found.get(node) ?? []), text]);
    // The gates that would break the loop, named in words as the palette names them.
    const stateful = gateTypeList(i18n, STATEFUL_GATES);
    const loop = t`In a loop through no stateful gate (${stateful})`;
    const shownGates = gates.filter((gate) => shown.has(gate.id));
    for (const warning of [...shownGates.flatMap(gateWarnings), ...cycleWarnings(cycles)]) {
      if (!shown.has(warning.node)) continue;
      if (warning.kind === 'unconnected-input') add(warning.node, t`Input ${Number(warning.port.slice(3)) + 1} is not connected`);
      else if (warning.kind === 'no-recipient') add(warning.node, t`This alert has no recipient`);
      else add(warning.node, loop);
    }
    const prefix = ['controller', ...scope.flatMap((id) => ['gates', { id }])];
    for (const gate of shownGates) for (const located of problems.under([...prefix, 'gates', { id: gate.id }])) add(gate.id, problemText(i18n, located.problem));
    return found;
  }, [nodes, cycles, gates, problems, scope, t, i18n]);
  return { graph, gates, components, split, nodes, edges, warnings };
}
