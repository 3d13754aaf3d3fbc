import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { CopyNote } from '../../../domain/fleet/copy-items';
import type { CopyKind, ItemRef } from '../../../domain/fleet/cross-site-items';
import type { TargetState } from '../../../domain/fleet/rollout';
import type { ChangeView } from '../../configuration/change-list';
import { expandedViews, toChangeView } from '../../configuration/change-view';
import { describeChange } from '../../configuration/describe-change';
import type { PageEntry } from '../../configuration/page-entry';

/** Each kind of item copied or compared across sites, as its page names it. */
export const KIND_LABELS: Record<CopyKind, MessageDescriptor> = {
  calendars: msg`Calendars`,
  contacts: msg`Contacts`,
  emails: msg`SMTP servers`,
  messages: msg`SMS servers`,
  ftpClients: msg`FTP servers`,
  alarms: msg`Alarm receivers`,
  templates: msg`Templates`,
  streams: msg`Stream settings by device model`,
};

const OUTCOMES: Record<CopyNote['outcome'], MessageDescriptor> = {
  added: msg`added`,
  replaced: msg`replaces the site's own`,
  missing: msg`not on the source site: nothing copied`,
};

const STATES: Record<TargetState, MessageDescriptor> = {
  pending: msg`Waiting`,
  applying: msg`Being written`,
  done: msg`Done`,
  refused: msg`Refused`,
  conflict: msg`Changed since reviewed`,
  failed: msg`Failed`,
};

export function kindLabel(i18n: I18n, kind: CopyKind): string {
  return i18n._(KIND_LABELS[kind]);
}

/** "Calendars › Holidays". */
export function itemLabel(i18n: I18n, item: ItemRef): string {
  return `${kindLabel(i18n, item.kind)} › ${item.name}`;
}

export function outcomeText(i18n: I18n, note: CopyNote): string {
  return i18n._(OUTCOMES[note.outcome]);
}

export function stateText(i18n: I18n, state: TargetState): string {
  return i18n._(STATES[state]);
}

/**
 * Changes in the save review's words (describeChange, the pages' table),
 * a list without identifiers opened into its items as the review does;
 * `after` names what the changed side holds, `before` the other.
 */
export function changeViews(i18n: I18n, pages: readonly PageEntry[], changes: readonly ModelChange[], before: Configuration, after: Configuration): ChangeView[] {
  let key = 0;
  return expandedViews(changes, (change) => toChangeView(describeChange(i18n, change, pages, after, before), String(key++)));
}
