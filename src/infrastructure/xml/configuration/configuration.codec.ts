import { entity } from '../entity';
import { list } from '../list';
import { guidReference } from '../special-values';
import { createController } from '../../../domain/configuration/controller/controller';
import { recoverable } from '../recoverable';
import { analysisFilterCodec } from './analysis.codec';
import { calendarCodec } from './calendar.codec';
import { controllerCodec } from './controller.codec';
import { deviceCodec } from './device.codec';
import { accessCodec } from './io.codec';
import type { Configuration } from '../../../domain/configuration/configuration';
import { contactCodec, ftpClientCodec, monitorCodec, smsServerCodec, smtpServerCodec } from './notification.codec';
import { applicationInfoCodec, parametersCodec } from './parameters.codec';
import { userGroupCodec } from './user-group.codec';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

/**
 * The `<configuration>` block, its lists in the specification's order. A
 * device or filter that fails to load is kept verbatim and listed as
 * corrupted, like any list item; so is a controller that fails to load
 * (it then stands in the model as an empty controller until replaced).
 */
export const configurationCodec = entity<Configuration>('Configuration', {
  application: applicationInfoCodec,
  parameters: parametersCodec,
  groups: list('group', userGroupCodec, { key: byId }),
  devices: list('device', deviceCodec, { key: byId }),
  filters: list('filter', analysisFilterCodec, { key: byId }),
  exportation: guidReference(),
  calendars: list('calendar', calendarCodec, { key: byId }),
  controller: recoverable(controllerCodec, () => createController()),
  alarms: list('monitor', monitorCodec, { key: byId }),
  ftpClients: list('ftp-client', ftpClientCodec, { key: byId }),
  contacts: list('contact', contactCodec, { key: byId }),
  emails: list('email', smtpServerCodec, { key: byId }),
  messages: list('message', smsServerCodec, { key: byId }),
  accesses: list('access', accessCodec, { key: byId }),
});
