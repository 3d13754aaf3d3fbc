import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ItemUsage } from '../../domain/configuration/item-usage';
import { gateModule } from '../../domain/configuration/controller/gate';
import { pageUrl } from './page-entry';
import type { Reference } from './used-by-panel';
import { usePages } from './use-pages';


const MAIL_AND_SMS = msg`recipient of its message by mail and SMS`;
const MAIL_ONLY = msg`recipient of its message by mail`;
const SMS_ONLY = msg`recipient of its message by SMS`;
const NO_CHANNEL = msg`recipient of its message (no channel chosen)`;
const FTP_DESTINATION = msg`uploads its pictures and videos here`;
const REPORTED_TO = msg`reports its alerts to this receiver`;
const RIGHTS = msg`its rights name this item`;
const GROUP = msg`User group {name}`;

/** What the user does with the item, in words: "Mail alert · recipient of its message by mail". */
function usageRole(i18n: I18n, usage: ItemUsage): string {
  if (usage.kind === 'rights') return i18n._(RIGHTS);
  const type = i18n._(gateModule(usage.gateType).name);
  if (usage.kind === 'message') {
    const role = usage.mail && usage.sms ? MAIL_AND_SMS : usage.mail ? MAIL_ONLY : usage.sms ? SMS_ONLY : NO_CHANNEL;
    return `${type} · ${i18n._(role)}`;
  }
  return `${type} · ${i18n._(usage.field === 'ftpIdentifier' ? FTP_DESTINATION : REPORTED_TO)}`;
}

/** The name a person knows the user by (text from the configuration); a gate without a name is called by its type. */
function usageName(i18n: I18n, usage: ItemUsage): string {
  if (usage.kind === 'rights') return i18n._(GROUP.id, { name: usage.groupName }, { message: GROUP.message });
  return usage.gateName === '' ? i18n._(gateModule(usage.gateType).name) : usage.gateName;
}

/**
 * The usages as the kit's used-by panel lists them. A gate links to the
 * logic editor (`/admin/logic?item=<gate id>`, the kit's way of naming the
 * open item) once the page table has a `logic` page; until then it is named
 * without a link rather than sent to a page that does not exist. A group
 * links to the users page.
 */
export function useUsageReferences(usages: readonly ItemUsage[]): readonly Reference[] {
  const { i18n } = useLingui();
  const pages = usePages();
  return useMemo(() => {
    const url = (path: string) => {
      const entry = pages.find((page) => page.path === path);
      return entry ? pageUrl(entry) : undefined;
    };
    const logic = url('logic');
    const users = url('users');
    return usages.map((usage, index) => ({
      key: `${usage.kind}.${usage.kind === 'rights' ? usage.groupId : usage.gateId}.${index}`,
      name: usageName(i18n, usage),
      detail: usageRole(i18n, usage),
      ...(usage.kind === 'rights' ? { to: users, item: usage.groupId } : { to: logic, item: usage.gateId }),
    }));
  }, [usages, pages, i18n]);
}
