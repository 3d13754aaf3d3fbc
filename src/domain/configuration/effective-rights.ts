import type { Configuration } from './configuration';
import type { Guid } from './guid';
import { groupOfUser } from './group-membership';
import { rightsFor } from './group-rights';
import type { RightsEntry, UserGroup } from './user-group';

/** The four rights of a rights entry, in the specification's order. */
export const RIGHT_FLAGS = ['liveRead', 'consultation', 'exportation', 'ptzWrite'] as const;
export type RightFlag = (typeof RIGHT_FLAGS)[number];

export type RightFlags = { readonly [flag in RightFlag]: boolean };

const NOTHING: RightFlags = { liveRead: false, consultation: false, exportation: false, ptzWrite: false };
const EVERYTHING: RightFlags = { liveRead: true, consultation: true, exportation: true, ptzWrite: true };

/**
 * Why a user may (or may not) do something with a resource:
 * - `root-group`: the user's group is root, which grants everything;
 * - `group-entry`: the group's rights entry for the resource decides;
 * - `no-entry`: the group has no entry for the resource, which grants nothing;
 * - `no-group`: no group holds the user, which grants nothing.
 */
export type EffectiveRightsReason = 'root-group' | 'group-entry' | 'no-entry' | 'no-group';

export interface EffectiveRights {
  readonly rights: RightFlags;
  readonly reason: EffectiveRightsReason;
  readonly group?: UserGroup;
  readonly entry?: RightsEntry;
}

function flagsOf(entry: RightsEntry): RightFlags {
  return { liveRead: entry.liveRead, consultation: entry.consultation, exportation: entry.exportation, ptzWrite: entry.ptzWrite };
}

/**
 * What a user can do on a resource, and why. Membership is the groups'
 * `users` lists (a user belongs to at most one group), so a user that no
 * group holds has no group, and no rights.
 */
export function effectiveRights(configuration: Pick<Configuration, 'groups'>, userId: Guid, resourceId: Guid): EffectiveRights {
  const group = groupOfUser(configuration, userId);
  if (!group) return { rights: NOTHING, reason: 'no-group' };
  if (group.root) return { rights: EVERYTHING, reason: 'root-group', group, entry: rightsFor(group, resourceId) };
  const entry = rightsFor(group, resourceId);
  if (!entry) return { rights: NOTHING, reason: 'no-entry', group };
  return { rights: flagsOf(entry), reason: 'group-entry', group, entry };
}
