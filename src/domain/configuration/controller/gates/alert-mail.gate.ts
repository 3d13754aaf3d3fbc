import type { AlertFields, AlertMessage } from '../alert-gates';
import type { AlertRecipient } from '../engine/engine-facts';
import type { GateBase } from '../gate-base';
import { alertBehaviour, ALERT_FIELDS } from './alert-kit';
import { MESSAGE, USE_URL } from './field-words';
import { alertMessage, flag } from './gate-fields';
import type { GateModule } from './gate-module';

/** An alert by mail, SMS or notification to the contacts of its message. */
export interface AlertMailGate extends GateBase, AlertFields {
  readonly type: 'alert-mail';
  readonly useUrl: boolean;
  readonly message: AlertMessage;
}

export const alertMailGate: GateModule<AlertMailGate> = {
  type: 'alert-mail', family: 'alert', name: /*i18n*/ { id: 'gate.type.alert-mail', message: 'Mail alert' },
  ports: { inputs: 1, outputs: 0, takes: 'logic', gives: 'logic', state: 'internal' },
  fields: { ...ALERT_FIELDS, useUrl: flag(USE_URL, false), message: alertMessage(MESSAGE) },
  behaviour: (gate, { directory }) =>
    alertBehaviour(gate, {
      recipients: () =>
        gate.message.contacts.flatMap((each) => {
          const contact = directory.contact(each.id);
          const name = contact ? [contact.name].filter(Boolean).join(' ') : '';
          const list: AlertRecipient[] = [];
          if (each.mail) list.push({ channel: 'mail', id: each.id, name, address: contact?.mail ?? '' });
          if (each.sms) list.push({ channel: 'sms', id: each.id, name, address: contact?.phone ?? '' });
          if (each.notification) list.push({ channel: 'notification', id: each.id, name, address: '' });
          return list;
        }),
      subject: gate.message.subject,
      message: gate.message.message,
      details: { useUrl: String(gate.useUrl) },
    }),
};
