import type { Access } from './access';
import type { AnalysisFilter } from './analysis/analysis-filter';
import { createApplicationInfo, type ApplicationInfo } from './application-info';
import type { Calendar } from './calendar';
import type { Contact } from './contact';
import { createController, type Controller } from './controller/controller';
import type { Device } from './device/device';
import type { FtpClient } from './ftp-client';
import { generateGuid, type GuidGenerator } from './guid';
import type { Monitor } from './monitor';
import { createParameters, type Parameters } from './parameters';
import type { SmsServer } from './sms-server';
import type { SmtpServer } from './smtp-server';
import type { Exportation } from './store';
import type { UserGroup } from './user-group';

/**
 * The `<configuration>` block, in the specification's order.
 *
 * Every edit returns a new value sharing every untouched entity: the codec
 * writes back only what is not the same object as what it read.
 */
export interface Configuration {
  readonly application: ApplicationInfo;
  readonly parameters: Parameters;
  readonly groups: readonly UserGroup[];
  readonly devices: readonly Device[];
  /** The video-analysis filters (and filters of types this version keeps unchanged). */
  readonly filters: readonly AnalysisFilter[];
  readonly exportation: Exportation;
  readonly calendars: readonly Calendar[];
  /** The logic controller: gates, links and its built-in signals. */
  readonly controller: Controller;
  /** The alarm-monitoring receivers. */
  readonly alarms: readonly Monitor[];
  readonly ftpClients: readonly FtpClient[];
  readonly contacts: readonly Contact[];
  /** The SMTP servers. */
  readonly emails: readonly SmtpServer[];
  /** The SMS servers. */
  readonly messages: readonly SmsServer[];
  readonly accesses: readonly Access[];
}

/** An empty configuration: no store, group, device, gate or server yet. */
export function createConfiguration(fields: Partial<Configuration> = {}, newGuid: GuidGenerator = generateGuid): Configuration {
  return {
    application: createApplicationInfo(),
    parameters: fields.parameters ?? createParameters({}, newGuid),
    groups: [],
    devices: [],
    filters: [],
    exportation: '',
    calendars: [],
    controller: fields.controller ?? createController({}, newGuid),
    alarms: [],
    ftpClients: [],
    contacts: [],
    emails: [],
    messages: [],
    accesses: [],
    ...fields,
  };
}
