import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LogicEdge, LogicNode } from '../../../domain/configuration/controller/logic-graph';
import type { LogicScope } from '../../../domain/configuration/controller/logic-scope';
import { layoutGraph, provisionalPosition } from './logic-layout';
import { useServices } from '../../services-context';
import { readPositions, writePositions, type Point } from './logic-positions';

export interface LogicLayout {
  /** Where each shown node is: moved by the installer, else laid out, else provisional. */
  position(id: string, index: number, source: boolean): Point;
  /** Positions while dragging (not stored until the drag ends). */
  move(id: string, point: Point, done: boolean): void;
  /** Places new nodes (pasted, added from the palette) where the installer will see them. */
  place(points: Readonly<Record<string, Point>>): void;
  readonly laidOut: boolean;
}

/**
 * The automatic layout (elkjs, left to right) of the shown nodes, run again
 * when the set of shown nodes changes, under the positions the installer
 * chose, which this browser keeps per node identifier. The editor is
 * mounted anew for each scope, so the stored positions are read once.
 */
export function useLogicLayout(scope: LogicScope, nodes: readonly LogicNode[], edges: readonly LogicEdge[]): LogicLayout {
  const scopeKey = scope.join('/');
  const { storedRecords } = useServices();
  const [manual, setManual] = useState<Record<string, Point>>(() => readPositions(storedRecords, scope));
  const [laid, setLaid] = useState<{ key: string; positions: Map<string, Point> } | null>(null);
  const key = useMemo(() => `${scopeKey}|${nodes.map((node) => node.id).join(',')}`, [scopeKey, nodes]);
  useEffect(() => {
    let current = true;
    // Started once the nodes are painted at their provisional places: the layout's worker would otherwise share
    // the processor with the first paint (the layout of a part of 400 nodes takes seconds).
    let later: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      later = setTimeout(() => {
        layoutGraph(nodes, edges)
          .then((positions) => current && setLaid({ key, positions }))
          .catch(() => undefined);
      }, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
    // Edges change with every wire; re-laying out then would move what the installer is looking at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const move = useCallback(
    (id: string, point: Point, done: boolean) => {
      setManual((before) => {
        const next = { ...before, [id]: point };
        if (done) writePositions(storedRecords, scope, next);
        return next;
      });
    },
    [scope, storedRecords],
  );
  const place = useCallback(
    (points: Readonly<Record<string, Point>>) => {
      setManual((before) => {
        const next = { ...before, ...points };
        writePositions(storedRecords, scope, next);
        return next;
      });
    },
    [scope, storedRecords],
  );
  return useMemo(
    () => ({ position: (id: string, index: number, source: boolean) => manual[id] ?? laid?.positions.get(id) ?? provisionalPosition(index, source), move, place, laidOut: laid?.key === key }),
    [manual, laid, key, move, place],
  );
}
