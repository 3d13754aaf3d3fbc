import { useLingui } from '@lingui/react/macro';
import { useStore } from '@xyflow/react';
import { useMemo, useState } from 'react';
import type { LiveIoState } from '../../../application/logic/io-states.port';
import type { LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { NODE_WIDTH, nodeHandles, nodeHeight, type HandleBox } from './logic-layout';
import { gateTypeName } from './gate-type-names';
import type { LogicFlowNode, LogicNodeData } from './logic-node';
import type { Point } from './logic-positions';
import type { LogicLayout } from './use-logic-layout';

export interface PositionedNode {
  readonly node: LogicNode;
  readonly position: Point;
}

const NO_WARNINGS: readonly string[] = [];
const shallowArray = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** Each shown node with where it stands (moved by the installer, laid out, or provisional: sources in a first column). */
export function usePositioned(nodes: readonly LogicNode[], layout: LogicLayout): readonly PositionedNode[] {
  const sourceIndex = useMemo(() => new Map(nodes.filter((node) => node.kind !== 'gate' && node.kind !== 'link').map((node, index) => [node.id, index])), [nodes]);
  return useMemo(
    () =>
      nodes.map((node, index) => {
        const source = sourceIndex.get(node.id);
        return { node, position: layout.position(node.id, source ?? index, source !== undefined) };
      }),
    [nodes, layout, sourceIndex],
  );
}

/** The ios of the nodes on screen (with a margin of about one node), the only ones whose live state is read. */
export function useVisibleIos(positioned: readonly PositionedNode[]): readonly string[] {
  const [width, height, panX, panY, zoom] = useStore((store): [number, number, number, number, number] => [store.width, store.height, ...store.transform], shallowArray);
  const visibleKey = useMemo(() => {
    const left = -panX / zoom - NODE_WIDTH;
    const top = -panY / zoom - 200;
    const right = left + width / zoom + 2 * NODE_WIDTH;
    const bottom = top + height / zoom + 400;
    return positioned
      .filter(({ position }) => position.x >= left && position.x <= right && position.y >= top && position.y <= bottom)
      .flatMap(({ node }) => node.ios)
      .join(' ');
  }, [positioned, panX, panY, zoom, width, height]);
  // Joined and split so that a pan which shows the same ios gives the same list: the polling is not told twice.
  return useMemo(() => (visibleKey === '' ? [] : visibleKey.split(' ')), [visibleKey]);
}

/**
 * The canvas's nodes. Each node's data is kept while its node, warnings,
 * live values and toggle are the same, so a polling round redraws only the nodes whose
 * state changed, not the 400 on screen.
 */
export function useFlowNodes(
  positioned: readonly PositionedNode[],
  warningsOf: ReadonlyMap<string, readonly string[]>,
  states: ReadonlyMap<string, LiveIoState>,
  selected: ReadonlySet<string>,
  dragging: Readonly<Record<string, Point>>,
  /** Absent where an io may not be toggled (live mode in a console that may only read). */
  toggle: ((guid: string) => void) | undefined,
): LogicFlowNode[] {
  const { i18n } = useLingui();
  const [cache] = useState(() => new Map<string, { data: LogicNodeData; values: readonly LiveIoState[]; handles: readonly HandleBox[]; toggle: ((guid: string) => void) | undefined }>());
  return useMemo<LogicFlowNode[]>(
    () =>
      positioned.map(({ node, position }) => {
        const type = node.kind === 'gate' ? gateTypeName(i18n, node.type) : node.type;
        const io = node.kind === 'device-io' || node.kind === 'access' ? node.outputs[0]?.id : undefined;
        const warnings = warningsOf.get(node.id) ?? NO_WARNINGS;
        const values = node.ios.map((id) => states.get(id));
        const cached = cache.get(node.id);
        let data = cached?.data;
        let handles = cached?.handles;
        // The toggle too: a node kept from live mode must not keep live mode's toggle once simulate mode is on.
        if (!cached || !data || !handles || data.node !== node || data.warnings !== warnings || cached.toggle !== toggle || values.some((value, index) => value !== cached.values[index])) {
          data = {
            node,
            warnings,
            states: new Map(node.ios.map((id, index) => [id, values[index]])),
            onToggle: toggle && io && node.outputs[0]?.kind === 'logic' ? () => toggle(io) : undefined,
          };
          handles = cached?.data.node === node ? cached.handles : nodeHandles(node);
          cache.set(node.id, { data, values, handles, toggle });
        }
        return {
          id: node.id,
          type: 'logic',
          position: dragging[node.id] ?? position,
          // The size the layout gives the node: xyflow's measurements are not kept in these controlled nodes, and without
          // a size the minimap draws nothing and the culling of nodes out of view cannot place them.
          initialWidth: NODE_WIDTH,
          initialHeight: nodeHeight(node),
          // Known handles: xyflow need not draw every node once to measure them, so it draws only those in view.
          handles: handles as HandleBox[],
          data,
          selected: selected.has(node.id),
          deletable: node.kind === 'gate' || node.kind === 'link',
          ariaLabel: `${node.name || type} (${type})`,
        };
      }),
    [positioned, warningsOf, states, selected, dragging, toggle, cache, i18n],
  );
}
