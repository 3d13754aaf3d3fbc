import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { SearchEntry, SearchKind } from '../../../domain/configuration/search/configuration-search';
import { ioWhereText, streamPlaceText } from '../../configuration/io-place-words';
import { deviceEditorUrl } from '../devices/device-url';
import { ITEM_PARAMETER } from '../../configuration/use-selection';

/** What each kind of result is called in the list. */
export const KIND_LABELS: Readonly<Record<SearchKind, MessageDescriptor>> = {
  device: msg`Device`,
  stream: msg`Stream`,
  io: msg`I/O`,
  group: msg`Group`,
  user: msg`User`,
  store: msg`Store`,
  contact: msg`Contact`,
  smtpServer: msg`SMTP server`,
  smsServer: msg`SMS server`,
  ftpClient: msg`FTP client`,
  receiver: msg`Alarm receiver`,
  calendar: msg`Calendar`,
  gate: msg`Gate`,
  page: msg`Page`,
  setting: msg`Setting`,
};

/**
 * What is shown beside a result's name, so that two results of one name can
 * be told apart: a stream's device and place ("Entrée nord › channel 1,
 * stream 2"), an io's device and place, a device's model and address, a
 * user's group, a nested gate's parent, a setting's page.
 */
export function entryPlaceText(i18n: I18n, entry: SearchEntry): string | undefined {
  const context = entry.context ?? '';
  if (entry.place) {
    const where = streamPlaceText(i18n, entry.place.channel, entry.place.stream);
    return context === '' ? where : i18n._(msg`${context} › ${where}`);
  }
  if (entry.ioPlace) return ioWhereText(i18n, context, entry.ioPlace);
  if (entry.detail !== undefined) return entry.detail;
  return context === '' ? undefined : context;
}

/** The page (below /admin) whose `?item=<id>` opens an item of this kind. */
const ITEM_PAGES: Partial<Record<SearchKind, string>> = {
  group: 'users',
  user: 'users',
  store: 'storage',
  contact: 'contacts',
  smtpServer: 'smtp-servers',
  smsServer: 'sms-servers',
  ftpClient: 'ftp-clients',
  receiver: 'monitors',
  calendar: 'calendars',
  gate: 'logic',
};

/**
 * Where a result opens: a device (and its streams and ios) in its editor,
 * a list item on its page with `?item=<id>`, a gate in the logic editor, a
 * page or a setting on its page (`ownerId`: the page's URL). Undefined when
 * the device is no longer in the draft.
 */
export function resultUrl(entry: { readonly kind: SearchKind; readonly ownerId: string }, draft: Configuration | undefined): string | undefined {
  if (entry.kind === 'page' || entry.kind === 'setting') return entry.ownerId;
  if (entry.kind === 'device' || entry.kind === 'stream' || entry.kind === 'io') return draft ? deviceEditorUrl(entry.ownerId, draft) : undefined;
  const page = ITEM_PAGES[entry.kind];
  return page === undefined ? undefined : `/admin/${page}?${ITEM_PARAMETER}=${encodeURIComponent(entry.ownerId)}`;
}
