import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { connectedComponents, logicWarnings } from '../../../domain/configuration/controller/logic-analysis';
import { buildLogicGraph, type LogicEdge, type LogicGraph, type LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { scopeGates, type LogicScope } from '../../../domain/configuration/controller/logic-scope';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';

/** Beyond this many gates the editor shows one connected group at a time. */
export const WHOLE_GRAPH_LIMIT = 400;

export interface LogicView {
  readonly graph: LogicGraph;
  readonly gates: readonly Gate[];
  /** Connected groups of gates, largest first; the view shows one when the graph is too big. */
  readonly components: readonly (readonly string[])[];
  readonly split: boolean;
  readonly nodes: readonly LogicNode[];
  readonly edges: readonly LogicEdge[];
  /** Node id → its warnings and validation problems, in words. */
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
  const components = useMemo(() => (split ? connectedComponents(graph) : []), [graph, split]);
  const { nodes, edges } = useMemo(() => {
    if (!split) return { nodes: graph.nodes, edges: graph.edges };
    const shown = new Set(components[Math.min(component, components.length - 1)] ?? []);
    return { nodes: graph.nodes.filter((node) => shown.has(node.id)), edges: graph.edges.filter((edge) => shown.has(edge.target) && shown.has(edge.source)) };
  }, [graph, split, components, component]);
  const warnings = useMemo(() => {
    const found = new Map<string, string[]>();
    const add = (node: string, text: string) => found.set(node, [...(found.get(node) ?? []), text]);
    for (const warning of logicWarnings(graph, gates)) {
      if (warning.kind === 'unconnected-input') add(warning.node, t`Input ${Number(warning.port.slice(3)) + 1} is not connected`);
      else if (warning.kind === 'no-recipient') add(warning.node, t`This alert has no recipient`);
      else add(warning.node, t`In a loop through no stateful gate (rs, time, edge, toogle, counter, clock)`);
    }
    const prefix = ['controller', ...scope.flatMap((id) => ['gates', { id }])];
    for (const gate of gates) for (const located of problems.under([...prefix, 'gates', { id: gate.id }])) add(gate.id, problemText(i18n, located.problem));
    return found;
  }, [graph, gates, problems, scope, t, i18n]);
  return { graph, gates, components, split, nodes, edges, warnings };
}
