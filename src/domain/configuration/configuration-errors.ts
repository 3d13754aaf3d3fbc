import { DomainError } from '../shared/domain-error';

/** Any refusal of an edit to the configuration model; the message is the specification's. */
export class ConfigurationModelError extends DomainError {}

export class NoDefaultStoreError extends ConfigurationModelError {
  constructor() {
    super('CONFIG.NO_DEFAULT_STORE', 'no default store');
  }
}

export class StoreNotInListError extends ConfigurationModelError {
  constructor(id: string) {
    super('CONFIG.STORE_NOT_IN_LIST', `Store ${id} isn't in this config's store list. Can't remove it`, { metadata: { id } });
  }
}

export class UserAlreadyInGroupError extends ConfigurationModelError {
  constructor(userId: string) {
    super('CONFIG.USER_ALREADY_IN_GROUP', 'user already in a group', { metadata: { userId } });
  }
}

export class UserNotInAGroupError extends ConfigurationModelError {
  constructor(userId: string) {
    super('CONFIG.USER_NOT_IN_A_GROUP', "user not in a group, can't remove it", { metadata: { userId } });
  }
}

export class UserNotInThisGroupError extends ConfigurationModelError {
  constructor(userId: string, groupId: string) {
    super('CONFIG.USER_NOT_IN_THIS_GROUP', "user not in this group, can't remove it", { metadata: { userId, groupId } });
  }
}

export class RightsNotInGroupError extends ConfigurationModelError {
  constructor(resourceId: string, groupId: string) {
    super('CONFIG.RIGHTS_NOT_IN_GROUP', "rights not in this group, can't remove it", { metadata: { resourceId, groupId } });
  }
}

/** Section 5: a group that is not empty cannot be deleted (the message is ours: the catalogue gives none). */
export class GroupNotEmptyError extends ConfigurationModelError {
  constructor(groupId: string, users: number) {
    super('CONFIG.GROUP_NOT_EMPTY', "group isn't empty, can't delete it", { metadata: { groupId, users } });
  }
}

export class GroupNotInListError extends ConfigurationModelError {
  constructor(groupId: string) {
    super('CONFIG.GROUP_NOT_IN_LIST', "group isn't in this config's groups list", { metadata: { groupId } });
  }
}

/** The kinds of root-list items whose deletion the specification guards. */
export type ConfigurationItemKind = 'device' | 'email' | 'message' | 'contact' | 'ftpClient' | 'monitor' | 'calendar' | 'access';

/**
 * The specification's "type error saying the item is not in this
 * configuration's list", for device, email, message, contact, ftpClient,
 * monitor and calendar.
 */
export class ItemNotInConfigurationError extends ConfigurationModelError {
  readonly kind: ConfigurationItemKind;

  constructor(kind: ConfigurationItemKind, id: string) {
    super('CONFIG.ITEM_NOT_IN_LIST', `${kind} ${id} isn't in this config's ${kind} list`, { metadata: { kind, id } });
    this.kind = kind;
  }
}

export class RangeNotFoundError extends ConfigurationModelError {
  constructor(index: number) {
    super('CONFIG.RANGE_NOT_FOUND', `no range at index ${index}`, { metadata: { index } });
  }
}
