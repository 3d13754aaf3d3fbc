import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { monthNames, weekdayNames } from './words/calendar-names';
import { RIGHT_LABELS } from './words/rights-labels';
import { ALERT_LABELS, GATE_FIELD_LABELS } from './words/gate-field-labels';
import { DEVICE_KEY_LABELS } from './device-key-labels';
import { listName } from './entity-kinds';
import type { PageEntry } from './page-entry';

/**
 * A label for every key of every entity of the configuration model (section
 * 3), so that the review never shows a model key: the pages' descriptors
 * name what the console edits, and a change to a field no page shows (an
 * appliance's identifier, a device's capabilities, an io's type name) is
 * named from this table, in the specification's words. One key, one label
 * whatever the entity: the review names the entity and the item beside it.
 * The configuration's lists an entity descriptor edits are named by the
 * descriptor's plural (`listName`, entity-kinds.ts), not here.
 * `codecFields()` (test/support) lists the keys; the test beside this file
 * checks that each has a label in English and French.
 */
export const MODEL_KEY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...GATE_FIELD_LABELS,
  ...ALERT_LABELS,
  ...RIGHT_LABELS,
  ...DEVICE_KEY_LABELS,
  // The configuration's blocks and lists.
  application: msg`Application`,
  parameters: msg`Parameters`,
  filters: msg`Video analysis`,
  exportation: msg`Exportation store`,
  controller: msg`Logic controller`,
  accesses: msg`Accesses`,
  // Shared by many entities.
  id: msg`Identifier`,
  identifier: msg`Identifier`,
  name: msg`Name`,
  type: msg`Type`,
  default: msg`Default`,
  address: msg`Address`,
  port: msg`Port`,
  user: msg`User`,
  password: msg`Password`,
  path: msg`Path`,
  value: msg`Value`,
  message: msg`Message`,
  zone: msg`Zone`,
  unsupported: msg`Unsupported content`,
  payload: msg`Content kept as read`,
  // The application (the appliance's model).
  brand: msg`Brand`,

  version: msg`Version`,
  minimalVersionUpdate: msg`Minimal version for an update`,
  // Parameters, stores, the first-run wizard, network services.
  title: msg`Title`,
  rescue: msg`Rescue store`,
  verifyPath: msg`Verify the path`,
  preserveSize: msg`Free space kept`,
  limitTime: msg`Keep recordings for`,
  limitSize: msg`Maximum size`,
  useMonitor: msg`Use the monitor (the server's health data)`,
  checkUpdates: msg`Check for updates`,
  cpuPriority: msg`CPU priority`,
  startup: msg`Start the server with the appliance`,
  network: msg`Network services`,
  ioStarted: msg`Start the inputs and outputs`,
  wizard: msg`First-run wizard`,
  display: msg`Show the wizard`,
  defineAddress: msg`Define the address`,
  startAddress: msg`Start address`,
  definePassword: msg`Define the password`,
  useHttp: msg`Use HTTP`,
  httpPort: msg`HTTP port`,
  useHttps: msg`Use HTTPS`,
  httpsPort: msg`HTTPS port`,
  httpsUseDefaultCertificate: msg`Use the appliance's own certificate`,
  httpsAutoCertificateDomain: msg`Domain of the automatic certificate`,
  httpsCertificate: msg`Uploaded certificate`,
  useRtsp: msg`Use RTSP`,
  rtspPort: msg`RTSP port`,
  useRtsps: msg`Use RTSPS`,
  rtspsPort: msg`RTSPS port`,
  useVision: msg`Use Vision`,
  visionPort: msg`Vision port`,
  useMobile: msg`Use Mobile`,
  mobilePort: msg`Mobile port`,
  useSip: msg`Use SIP`,
  sipPort: msg`SIP port`,
  useSips: msg`Use SIPS`,
  sipsPort: msg`SIPS port`,
  dynamicPort: msg`First dynamic port`,
  useTcpNotification: msg`Use TCP notifications`,
  useHttpNotification: msg`Use HTTP notifications`,
  // Users and groups.
  root: msg`Administrators group`,
  users: msg`Users`,
  remote: msg`Remote access`,
  group: msg`Group`,
  rights: msg`Rights`,
  // Calendars.
  ranges: msg`Ranges`,
  begin: msg`Begin`,
  end: msg`End`,
  hour: msg`Hour`,
  minute: msg`Minute`,
  second: msg`Second`,
  day: msg`Day`,
  month: msg`Month`,
  weekday: msg`Weekday`,
  // The logic controller.
  linkId: msg`Source`,
  io0: msg`Controller signal 0`,
  io1: msg`Controller signal 1`,
  io0a: msg`Controller analogue signal 0`,
  gateIdentifier: msg`Gate`,
  optional: msg`Optional`,
  content: msg`Text`,
  // Notifications: alarm receivers, FTP clients, contacts, SMTP and SMS servers.
  secondaryUse: msg`Use a secondary receiver`,
  secondaryAddress: msg`Secondary receiver address`,
  secondaryPort: msg`Secondary receiver port`,
  trid: msg`Transmitter identifier (TRID)`,
  account: msg`Account`,
  prefix: msg`Prefix`,
  receiver: msg`Receiver number`,
  format: msg`Message format`,
  cyclic: msg`Send periodic tests`,
  cyclicCode: msg`Periodic test code`,
  nbTest: msg`Attempts`,
  responseTime: msg`Response time`,
  snumber: msg`Sequence number (S)`,
  domain: msg`Monitoring domain`,
  keepaliveTime: msg`Keep-alive interval`,
  keepalivePort: msg`Keep-alive port`,
  connection: msg`Connection mode`,
  createPath: msg`Create the folder when it is missing`,
  firstname: msg`First name`,
  mail: msg`Mail address`,
  phone: msg`Phone number`,
  description: msg`Description`,
  from: msg`Sender address`,
  authentificationRequired: msg`The server requires authentication`,
  security: msg`Connection security`,
  provider: msg`Provider`,
  senderPhone: msg`Sender phone number`,
};

/**
 * A model key in words: a list's name (its kind's plural, from the page
 * table), its label, or for a calendar moment's day and month
 * flags the day's or month's name (`weekday0` is Sunday, `month0` January),
 * as the range form's boxes show them. Undefined for a key the model does
 * not have.
 */
export function modelKeyLabel(i18n: I18n, key: string, pages: readonly PageEntry[]): string | undefined {
  const label = listName(pages, key) ?? MODEL_KEY_LABELS[key];
  if (label) return i18n._(label);
  const flag = /^(weekday|month)(\d+)$/.exec(key);
  if (!flag) return undefined;
  const names = flag[1] === 'weekday' ? weekdayNames(i18n.locale, 'long') : monthNames(i18n.locale, 'long');
  return names[Number(flag[2])];
}
