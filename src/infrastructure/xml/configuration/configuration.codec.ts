import { entity } from '../entity';
import { list } from '../list';
import { guidReference } from '../special-values';
import { calendarCodec } from './calendar.codec';
import { accessCodec } from './io.codec';
import type { Configuration } from '../../../domain/configuration/configuration';
import { contactCodec, ftpClientCodec, monitorCodec, smsServerCodec, smtpServerCodec } from './notification.codec';
import { applicationInfoCodec, parametersCodec } from './parameters.codec';
import { userGroupCodec } from './user-group.codec';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

/**
 * The `<configuration>` block. Devices, filters and the controller come with
 * part 2: until then they are unknown elements, kept byte for byte.
 */
export const configurationCodec = entity<Configuration>('Configuration', {
  application: applicationInfoCodec,
  parameters: parametersCodec,
  groups: list('group', userGroupCodec, { key: byId }),
  exportation: guidReference(),
  calendars: list('calendar', calendarCodec, { key: byId }),
  alarms: list('monitor', monitorCodec, { key: byId }),
  ftpClients: list('ftp-client', ftpClientCodec, { key: byId }),
  contacts: list('contact', contactCodec, { key: byId }),
  emails: list('email', smtpServerCodec, { key: byId }),
  messages: list('message', smsServerCodec, { key: byId }),
  accesses: list('access', accessCodec, { key: byId }),
});
