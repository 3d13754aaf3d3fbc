import { RIGHT_FLAGS, type RightFlag } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import type { RightsOwner, RightsResource } from '../../../domain/configuration/rights-resources';
import type { RightsEntry } from '../../../domain/configuration/user-group';

/**
 * Row heights: on a phone the name takes a line of its own above the boxes
 * ('stacked'); wider, it stands left of them.
 */
export function rowHeight(kind: 'owner' | 'resource', stacked: boolean): number {
  // Room for a name on two lines and its details below.
  if (stacked) return kind === 'owner' ? 96 : 90;
  return kind === 'owner' ? 68 : 60;
}
/** The columns' width: the resource's name takes the rest of the line; wide enough for the longest right's name whole ("Consultation"). */
export const CELL_WIDTH = { base: '3.75rem', md: '6rem' };
/** The name's cell: a line of its own on a phone, the rest of the line wider. */
export const NAME_CELL = { flex: { base: 'none', md: '1' }, flexBasis: { base: '100%', md: '0' }, minW: '0' } as const;

/** One line of the matrix: an owner (a device) heading its resources, or one resource. */
export type MatrixRow =
  | { readonly kind: 'owner'; readonly owner: RightsOwner; readonly ids: readonly Guid[] }
  | { readonly kind: 'resource'; readonly owner: RightsOwner; readonly resource: RightsResource };

/** The owners flattened into the virtual list's rows, each owner first. */
export function matrixRows(owners: readonly RightsOwner[]): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const owner of owners) {
    rows.push({ kind: 'owner', owner, ids: owner.resources.map((resource) => resource.id) });
    for (const resource of owner.resources) rows.push({ kind: 'resource', owner, resource });
  }
  return rows;
}

export type Tristate = 'all' | 'none' | 'some';

/** Whether `flags` are granted on all, none or some of `ids` (all four for the "all rights" column). */
export function tristate(entries: ReadonlyMap<Guid, RightsEntry>, ids: readonly Guid[], flags: readonly RightFlag[]): Tristate {
  let granted = 0;
  let total = 0;
  for (const id of ids) {
    const entry = entries.get(id);
    for (const flag of flags) {
      total++;
      if (entry?.[flag]) granted++;
    }
  }
  if (granted === 0) return 'none';
  return granted === total ? 'all' : 'some';
}

/** The columns of the matrix: one per right, then every right at once. */
export const MATRIX_COLUMNS: readonly (readonly RightFlag[])[] = [...RIGHT_FLAGS.map((flag) => [flag] as const), RIGHT_FLAGS];
