import type { Configuration } from './configuration';
import { allGates } from './controller/gate-graph';
import type { AlertMessage } from './controller/alert-gates';
import { gateModule, isAlertGate, type AlertGate } from './controller/gate';
import type { Guid } from './guid';

/**
 * What refers to a contact, an FTP client or an alarm receiver: the alert
 * gates naming it (an alert-ftp gate's FTP client, any alert gate's
 * receiver), the alert messages sending to it (a contact among an alert-mail
 * message's recipients), and rights entries naming its guid (rights name
 * devices and ios; an entry naming one of these is listed all the same, as
 * the dangling reference it would become).
 */
export type ItemUsage =
  | { readonly kind: 'alert-gate'; readonly gateId: Guid; readonly gateName: string; readonly gateType: AlertGate['type']; readonly field: string }
  | {
      readonly kind: 'message';
      readonly gateId: Guid;
      readonly gateName: string;
      readonly gateType: AlertGate['type'];
      /** The recipient's channels in this message. */
      readonly mail: boolean;
      readonly sms: boolean;
    }
  | { readonly kind: 'rights'; readonly groupId: Guid; readonly groupName: string };

/** The kinds of item whose users are looked for. */
export type UsedItemKind = 'contact' | 'ftpClient' | 'monitor';

function rightsUsages(configuration: Configuration, id: Guid): ItemUsage[] {
  return configuration.groups
    .filter((group) => group.rights.some((entry) => entry.id === id))
    .map((group) => ({ kind: 'rights', groupId: group.id, groupName: group.name }));
}

/** Every alert gate of the controller, nested template gates included, parents first. */
function alertGates(configuration: Configuration): AlertGate[] {
  return allGates(configuration.controller).flatMap(({ gate }) => (isAlertGate(gate) ? [gate] : []));
}

/** Who refers to the item with this guid; empty when nothing does ('' is never an item's guid). */
export function itemUsages(configuration: Configuration, kind: UsedItemKind, id: Guid): readonly ItemUsage[] {
  if (id === '') return [];
  const usages: ItemUsage[] = [];
  for (const gate of alertGates(configuration)) {
    const base = { gateId: gate.id, gateName: gate.name, gateType: gate.type };
    const values = gate as unknown as Readonly<Record<string, unknown>>;
    // The gate's fields naming the item, as its module's fields say (an alert mail's message names contacts).
    for (const [key, spec] of Object.entries(gateModule(gate.type).fields)) {
      if (spec.kind === 'alert-message' && kind === 'contact') {
        const recipient = (values[key] as AlertMessage).contacts.find((contact) => contact.id === id);
        if (recipient) usages.push({ kind: 'message', ...base, mail: recipient.mail, sms: recipient.sms });
      }
      if (spec.kind === 'reference' && spec.target === kind && values[key] === id) usages.push({ kind: 'alert-gate', ...base, field: key });
    }
  }
  return [...usages, ...rightsUsages(configuration, id)];
}
