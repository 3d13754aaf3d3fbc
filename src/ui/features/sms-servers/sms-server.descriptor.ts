import { msg } from '@lingui/core/macro';
import { addSmsServer, setDefaultSmsServer } from '../../../domain/configuration/default-servers';
import { setAt } from '../../../domain/configuration/model-path';
import { createSmsServer, type SmsServer } from '../../../domain/configuration/sms-server';
import { defaultMarkField, defaultServerMarkers } from '../../configuration/default-mark-choices';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { integerField, phoneField, sensitiveField, textField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

/**
 * An SMS gateway account (section 3). At most one is the default (section
 * 5). The provider is a number of the appliance's own list, which the
 * specification does not give: it is entered as a number, not chosen by a
 * name we would have to invent (docs/configuration-pages-choices.md).
 */
export const smsServerDescriptor: EntityDescriptor<SmsServer> = itemListDescriptor('messages', {
  kind: 'sms-server',
  singular: msg`SMS server`,
  plural: msg`SMS servers`,
  create: () => createSmsServer(),
  add: (configuration, server) => addSmsServer(configuration, server),
  markers: defaultServerMarkers,
  fields: {
    default: defaultMarkField({
      help: msg`Only one server is the default: choosing this one takes the mark from the other.`,
      set: (value, { configuration, entity, path }) => (value !== 0 ? setDefaultSmsServer(configuration, entity.id) : setAt(configuration, [...path, 'default'], 0)),
    }),
    provider: integerField({
      label: msg`Provider number`,
      help: msg`The SMS provider's number in the appliance's list of providers.`,
      group: 'general',
      min: 0,
    }),
    account: textField({ label: msg`Account`, group: 'credentials' }),
    user: textField({ label: msg`User`, group: 'credentials' }),
    password: sensitiveField({ label: msg`Password`, group: 'credentials' }),
    senderPhone: phoneField({ label: msg`Sender phone number`, help: msg`The number alert messages come from, in international form: +33 7 00 00 00 00.`, group: 'general' }),
  },
});
