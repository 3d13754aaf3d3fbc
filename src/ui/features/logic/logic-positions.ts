import type { LogicScope } from '../../../domain/configuration/controller/logic-scope';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const KEY = 'vigil.logic.positions';

/**
 * Where the installer moved nodes, by node identifier. The document holds no
 * positions, so they live in this browser only; a node never moved is placed
 * by the automatic layout.
 */
export function readPositions(scope: LogicScope): Record<string, Point> {
  try {
    const stored = JSON.parse(localStorage.getItem(`${KEY}:${scope.join('/')}`) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, Point>) : {};
  } catch {
    return {};
  }
}

export function writePositions(scope: LogicScope, positions: Readonly<Record<string, Point>>): void {
  try {
    localStorage.setItem(`${KEY}:${scope.join('/')}`, JSON.stringify(positions));
  } catch {
    // A full or blocked storage only loses the manual placement; the layout still places every node.
  }
}
