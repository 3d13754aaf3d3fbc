import type { LogicScope } from '../../../domain/configuration/controller/logic-scope';
import { STORED_FORMATS, STORED_KEYS, type Point } from '../../../application/storage/stored-records';
import type { VersionedStorage } from '../../../application/storage/versioned-storage';

export type { Point } from '../../../application/storage/stored-records';

const keyOf = (scope: LogicScope) => STORED_KEYS.logicPositionsPrefix + scope.join('/');

/**
 * Where the installer moved nodes, by node identifier. The document holds no
 * positions, so they live in this browser only (a versioned record,
 * `STORED_FORMATS.logicPositions`); a node never moved is placed by the
 * automatic layout.
 */
export function readPositions(records: VersionedStorage, scope: LogicScope): Record<string, Point> {
  return records.read(keyOf(scope), STORED_FORMATS.logicPositions) ?? {};
}

export function writePositions(records: VersionedStorage, scope: LogicScope, positions: Readonly<Record<string, Point>>): void {
  try {
    records.write(keyOf(scope), STORED_FORMATS.logicPositions, positions);
  } catch {
    // A full or blocked storage only loses the manual placement; the layout still places every node.
  }
}
