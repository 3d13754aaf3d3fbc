import { Background, ControlButton, Controls, MiniMap, ReactFlow, useReactFlow, useStore, type Connection, type Edge, type EdgeChange, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { LogicEdge } from '../../../domain/configuration/controller/logic-graph';
import { gateModule, isGateType } from '../../../domain/configuration/controller/gate';
import type { GateFamily } from '../../../domain/configuration/controller/gates/gate-module';
import { flowAriaLabels } from './flow-aria-labels';
import { gateTypeName } from './gate-type-names';
import { LogicNodeView, type LogicFlowNode } from './logic-node';
import { NODE_WIDTH, nodeHeight } from './logic-layout';
import { graphInView, readableViewport, wiresBetweenShown, type Bounds } from './logic-viewport';
import { Icon } from '../../components/icon';

const NODE_TYPES = { logic: LogicNodeView };

const FAMILY_COLOURS: Readonly<Record<GateFamily, string>> = {
  logic: 'var(--chakra-colors-blue-solid)',
  analog: 'var(--chakra-colors-orange-solid)',
  template: 'var(--chakra-colors-purple-solid)',
  alert: 'var(--chakra-colors-red-solid)',
};

/**
 * The minimap's colour of a node: gates by family, ios grey. Chakra's solid
 * colours, defined in both themes, so the minimap reads on light and dark.
 */
function minimapColour(node: LogicFlowNode): string {
  const { kind, type } = node.data.node;
  if (kind !== 'gate') return kind === 'link' ? 'var(--chakra-colors-teal-solid)' : 'var(--chakra-colors-gray-solid)';
  return FAMILY_COLOURS[isGateType(type) ? gateModule(type).family : 'logic'];
}

/** The box around the nodes, from their positions and the sizes the layout gives them. */
function nodesBounds(nodes: readonly LogicFlowNode[]): Bounds {
  if (nodes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const node of nodes) {
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + NODE_WIDTH);
    bottom = Math.max(bottom, node.position.y + nodeHeight(node.data.node));
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Below this canvas width (a phone), the minimap would hide a third of the graph. */
const MINIMAP_MIN_CANVAS = 560;

const sameView = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

const DELETE_KEYS = ['Delete', 'Backspace'];

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
  /** Pixels of the canvas's right side under the inspector, which "Show the whole graph" keeps the graph clear of. */
  readonly coveredRight: number;
  /** Before the layout: only the wires between nodes in view are drawn (the first frame's work), the rest with the laid-out graph. */
  readonly wiresInViewOnly?: boolean;
  /** A console that may only read: no wire drawn, nothing deleted (nodes still move: their places are this browser's, not the document's). */
  readonly readOnly?: boolean;
}

/**
 * The drawing surface: xyflow renders only what is in view
 * (`onlyRenderVisibleElements`), so a large graph costs what the screen shows.
 * Nodes are focusable (Tab), selected with Enter, moved with the arrow keys
 * and deleted with Delete or Backspace.
 */
export function LogicCanvas(props: LogicCanvasProps) {
  const { t, i18n } = useLingui();
  const flow = useReactFlow();
  const bounds = useMemo(() => nodesBounds(props.nodes), [props.nodes]);
  const [width, height, x, y, zoom] = useStore((store): [number, number, number, number, number] => [store.width, store.height, ...store.transform], sameView);
  // The minimap shows what the view does not: hidden while the whole graph is on screen, and on a canvas too narrow to spare it room.
  const whole = props.nodes.length === 0 || width < MINIMAP_MIN_CANVAS || graphInView(bounds, { width, height }, { x, y, zoom });
  // Every text xyflow gives screen readers, in the console's language.
  const ariaLabelConfig = useMemo(() => flowAriaLabels(i18n), [i18n]);
  // A wire is read out by the names of its ends, as the canvas shows them (a gate without a name by its type in words).
  const names = useMemo(() => new Map(props.nodes.map(({ data: { node } }) => [node.id, node.name || (node.kind === 'gate' ? gateTypeName(i18n, node.type) : node.type)])), [props.nodes, i18n]);
  const boxes = useMemo(
    () => (props.wiresInViewOnly ? new Map(props.nodes.map((node) => [node.id, { x: node.position.x, y: node.position.y, width: NODE_WIDTH, height: nodeHeight(node.data.node) }])) : undefined),
    [props.nodes, props.wiresInViewOnly],
  );
  const drawn = useMemo(
    () => (boxes ? wiresBetweenShown(props.edges, boxes, { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom }) : props.edges),
    [boxes, props.edges, x, y, zoom, width, height],
  );
  const edges = useMemo<Edge[]>(
    () =>
      drawn.map((edge) => ({
        id: edge.id,
        source: edge.source,
        sourceHandle: edge.sourcePort,
        target: edge.target,
        targetHandle: edge.targetPort,
        selected: props.selectedEdges.has(edge.id),
        style: edge.kind === 'analog' ? { strokeDasharray: '6 3' } : undefined,
        ariaLabel: t`Wire from ${names.get(edge.source) ?? edge.source} to ${names.get(edge.target) ?? edge.target}`,
        ...(props.wireValues ? { label: String(props.wireValues.get(edge.sourcePort) ?? 0), className: 'simulated-wire' } : {}),
      })),
    [drawn, props.selectedEdges, props.wireValues, names, t],
  );
  return (
    <ReactFlow<LogicFlowNode, Edge>
      nodes={props.nodes as LogicFlowNode[]}
      edges={edges}
      nodeTypes={NODE_TYPES}
      onNodesChange={props.onNodesChange}
      onEdgesChange={props.onEdgesChange}
      onConnect={props.onConnect}
      nodesConnectable={!props.readOnly}
      isValidConnection={props.isValidConnection}
      onDelete={({ nodes, edges: deleted }) => props.onDelete(nodes.map((node) => node.id), deleted.map((edge) => edge.id))}
      deleteKeyCode={props.readOnly ? null : DELETE_KEYS}
      onlyRenderVisibleElements
      minZoom={0.05}
      colorMode={props.colorMode}
      aria-label={t`Logic graph`}
      ariaLabelConfig={ariaLabelConfig}
      proOptions={{ hideAttribution: true }}
    >
      <Background />
      <Controls showInteractive={false} showFitView={false} position="top-left">
        {/* The whole graph from the nodes' laid-out positions and sizes: xyflow's own fit counts only the nodes it has
            drawn, and it draws only those in view. Kept clear of the controls and of the inspector. */}
        <ControlButton
          title={t`Show the whole graph`}
          aria-label={t`Show the whole graph`}
          onClick={() => void flow.setViewport(readableViewport(bounds, { width, height }, { top: 24, bottom: 24, left: 56, right: props.coveredRight + 24 }, 0.05, 1))}
        >
          <Icon name="fit_screen" />
        </ControlButton>
      </Controls>
      {whole ? null : (
        <MiniMap<LogicFlowNode>
          pannable
          zoomable
          position="bottom-left"
          nodeColor={minimapColour}
          nodeStrokeWidth={3}
          nodeBorderRadius={4}
          bgColor="var(--chakra-colors-bg-subtle)"
          maskColor="color-mix(in srgb, var(--chakra-colors-fg) 12%, transparent)"
          ariaLabel={t`Overview of the graph`}
          data-testid="logic-minimap"
        />
      )}
    </ReactFlow>
  );
}
