import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfigurationVersion } from '../../../domain/history/configuration-version';

/** When a version was recorded, in the reader's language and time zone. */
export function versionTime(i18n: I18n, version: Pick<ConfigurationVersion, 'recordedAt'>): string {
  return i18n.date(new Date(version.recordedAt), { dateStyle: 'medium', timeStyle: 'medium' });
}

/** "version 12 (28 Nov 2026, 14:02:11)". */
export function versionLabel(i18n: I18n, version: Pick<ConfigurationVersion, 'id' | 'recordedAt'>): string {
  const time = versionTime(i18n, version);
  const id = version.id;
  return i18n._(msg`version ${id} (${time})`);
}
