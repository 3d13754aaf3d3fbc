import { Background, Controls, MiniMap, ReactFlow, type Connection, type Edge, type EdgeChange, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { LogicEdge } from '../../../domain/configuration/controller/logic-graph';
import { LogicNodeView, type LogicFlowNode } from './logic-node';

const NODE_TYPES = { logic: LogicNodeView };

export interface LogicCanvasProps {
  readonly nodes: readonly LogicFlowNode[];
  readonly edges: readonly LogicEdge[];
  readonly selectedEdges: ReadonlySet<string>;
  readonly onNodesChange: (changes: NodeChange<LogicFlowNode>[]) => void;
  readonly onEdgesChange: (changes: EdgeChange[]) => void;
  readonly onConnect: (connection: Connection) => void;
  /** While a wire is dragged: whether the port under it may take it (same kind), so a wrong one is not offered. */
  readonly isValidConnection: (connection: Connection | Edge) => boolean;
  readonly onDelete: (nodes: readonly string[], edges: readonly string[]) => void;
  /** Simulate mode: the value each wire carries, by its source's guid, shown on the wire. */
  readonly wireValues?: ReadonlyMap<string, number>;
  readonly colorMode: 'light' | 'dark';
}

/**
 * The drawing surface: xyflow renders only what is in view
 * (`onlyRenderVisibleElements`), so a large graph costs what the screen shows.
 * Nodes are focusable (Tab), selected with Enter, moved with the arrow keys
 * and deleted with Delete or Backspace.
 */
export function LogicCanvas(props: LogicCanvasProps) {
  const { t } = useLingui();
  const edges = useMemo<Edge[]>(
    () =>
      props.edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        sourceHandle: edge.sourcePort,
        target: edge.target,
        targetHandle: edge.targetPort,
        selected: props.selectedEdges.has(edge.id),
        style: edge.kind === 'analog' ? { strokeDasharray: '6 3' } : undefined,
        ariaLabel: t`Wire to ${edge.target}`,
        ...(props.wireValues ? { label: String(props.wireValues.get(edge.sourcePort) ?? 0), className: 'simulated-wire' } : {}),
      })),
    [props.edges, props.selectedEdges, props.wireValues, t],
  );
  return (
    <ReactFlow<LogicFlowNode, Edge>
      nodes={props.nodes as LogicFlowNode[]}
      edges={edges}
      nodeTypes={NODE_TYPES}
      onNodesChange={props.onNodesChange}
      onEdgesChange={props.onEdgesChange}
      onConnect={props.onConnect}
      isValidConnection={props.isValidConnection}
      onDelete={({ nodes, edges: deleted }) => props.onDelete(nodes.map((node) => node.id), deleted.map((edge) => edge.id))}
      deleteKeyCode={['Delete', 'Backspace']}
      onlyRenderVisibleElements
      minZoom={0.05}
      colorMode={props.colorMode}
      fitView
      aria-label={t`Logic graph`}
      proOptions={{ hideAttribution: true }}
    >
      <Background />
      <Controls showInteractive={false} />
      <MiniMap pannable zoomable nodeColor="var(--chakra-colors-color-palette-solid, #6b6fc4)" nodeStrokeWidth={3} ariaLabel={t`Overview of the graph`} />
    </ReactFlow>
  );
}
