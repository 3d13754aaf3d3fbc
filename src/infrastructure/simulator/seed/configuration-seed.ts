import { applySignature, type Md5 } from '../../../domain/configuration/signature';
import { encryptValue } from '../state/crypted-values';
import { io, seedDevices } from './seed-devices';
import { SEED_GUIDS as G } from './seed-guids';
import { el, formatConfigurationDate, identifier, renderXml, type XmlElement } from './xml-tree';

function crypted(name: string, plain: string): XmlElement {
  return plain === '' ? el(name) : el(name, encryptValue(plain), { crypted: '1' });
}

function storeEntry(guid: string, name: string, isDefault: boolean, rescue: boolean, path: string): XmlElement {
  return el('store', [identifier(guid), el('name', name), el('default', isDefault), el('rescue', rescue), el('path', path), el('verify-path', true), el('preserve-size', 10), el('limit-time', 30), el('limit-size', 0)]);
}

function network(): XmlElement {
  return el('network', [
    el('use-http', true), el('http-port', 80), el('use-https', true), el('https-port', 443), el('https-use-default-certificate', true), el('https-auto-certificate-domain'),
    el('https-certificate'), el('use-rtsp', true), el('rtsp-port', 554), el('use-rtsps', true), el('rtsps-port', 322), el('use-vision', true), el('vision-port', 59999),
    el('use-mobile', true), el('mobile-port', 60001), el('use-sip', true), el('sip-port', 5060), el('use-sips', false), el('sips-port', 5061), el('dynamic-port', 16384),
    el('use-tcp-notification', false), el('use-http-notification', false),
  ]);
}

function user(guid: string, name: string, password: string): XmlElement {
  return el('user', [identifier(guid), el('name', name), crypted('password', password), el('remote', false)]);
}

function right(resource: string, live: boolean, consultation: boolean, exportation: boolean, ptz: boolean): XmlElement {
  return el('right', [identifier(resource), el('live-read', live), el('consultation', consultation), el('exportation', exportation), el('ptz-write', ptz)]);
}

function administrators(adminPassword: string): XmlElement {
  return el('group', [identifier(G.administrators), el('name', 'Administrators'), el('root', true), el('users', [user(G.admin, 'admin', adminPassword)]), el('rights', [])]);
}

function groups(adminPassword: string): XmlElement {
  return el('groups', [
    administrators(adminPassword),
    el('group', [
      identifier(G.operators), el('name', 'Operators'), el('root', false), el('users', [user(G.operator, 'operator', 'operator')]),
      el('rights', [right(G.entranceVideo, true, true, false, false), right(G.parkingVideo1, true, true, true, true), right(G.parkingVideo2, true, false, false, false)]),
    ]),
  ]);
}

function calendars(): XmlElement {
  const time = (hour: number): XmlElement[] => [el('hour', hour), el('minute', 0), el('second', 0)];
  const weekdays = [false, true, true, true, true, true, false].map((on, day) => el(`weekday${day}`, on));
  return el('calendars', [
    el('calendar', [
      identifier(G.calendar), el('name', 'Opening hours'),
      el('ranges', [el('range', [el('type', 0), el('name', 'Weekdays'), el('begin', [...weekdays, ...time(8)]), el('end', time(18))])]),
      io('io', G.calendarIo, 'Opening hours', 'Opening hours', 0, 1),
    ]),
  ]);
}

/** The controller's own ios (always off, always on, zero) and its store, which every appliance has. */
function controllerElement(gates: XmlElement[], links: XmlElement[]): XmlElement {
  return el('controller', [
    identifier(G.controller),
    el('gates', gates),
    el('links', links),
    io('io0', G.io0, 'Always off', 'controller', 0, 1), io('io1', G.io1, 'Always on', 'controller', 0, 1), io('io0a', G.io0a, 'Zero', 'controller', 0, 1),
    el('store', [el('use', true), identifier(G.defaultStore)]),
  ]);
}

function controller(): XmlElement {
  const input = (link: string): XmlElement => el('input', [el('link-id', link)]);
  return controllerElement(
    [
      el('gate', [
        el('type', 'and'), identifier(G.gateAnd), el('name', 'Door forced out of hours'),
        el('inputs', [input(G.entranceInput), input(G.calendarIo)]), el('outputs', [io('output', G.gateOutput, 'Door alarm', 'Door forced out of hours', 1, 1)]),
      ]),
    ],
    [el('link', [identifier(G.link), el('link-id', G.gateOutput)])],
  );
}

function notifications(): XmlElement[] {
  return [
    el('alarms', [
      el('monitor', [
        identifier(G.monitor), el('name', 'Central station'), el('type', 1), el('address', '203.0.113.10'), el('port', 5001), el('secondary-use', true),
        el('secondary-address', '203.0.113.11'), el('secondary-port', 5001), el('trid', 'VIG01'), el('account', '4821'), el('prefix', '01'), el('receiver', '1'),
        el('format', 0), el('cyclic', true), el('cyclic-code', '602'), el('nb-test', 5), el('response-time', 10), el('snumber', '1'),
        el('domain', 'alarms.example.net'), el('keepalive-time', 60), el('keepalive-port', 5002),
      ]),
    ]),
    el('ftp-clients', [
      el('ftp-client', [
        identifier(G.ftpClient), el('name', 'Evidence archive'), el('address', 'ftp.example.net'), el('port', 21), el('connection', 0), el('user', 'vigil'),
        crypted('password', 'Ftp-Arch1ve'), el('path', '/evidence'), el('create-path', true),
      ]),
    ]),
    el('contacts', [
      el('contact', [identifier(G.contactSecurity), el('name', 'Martin'), el('firstname', 'Claire'), el('mail', 'claire.martin@example.com'), el('phone', '+33612345678'), el('description', 'Security manager')]),
      el('contact', [identifier(G.contactManager), el('name', 'Okafor'), el('firstname', 'Daniel'), el('mail', 'daniel.okafor@example.com'), el('phone', '+447700900123'), el('description', 'Site manager')]),
    ]),
    el('emails', [
      el('email', [identifier(G.smtpDefault), el('default', 1), el('name', 'Appliance mail relay'), el('from', 'vigil@example.com')]),
      el('email', [
        identifier(G.smtpCompany), el('default', 0), el('name', 'Company SMTP'), el('from', 'alerts@example.com'), el('address', 'smtp.example.com'), el('port', 587),
        el('authentification-required', true), el('user', 'alerts@example.com'), crypted('password', 'Smtp-Pa55'), el('security', 2),
      ]),
    ]),
    el('messages', [
      el('message', [identifier(G.smsDefault), el('default', 1), el('name', 'Appliance SMS gateway'), el('provider', 0), el('account'), el('user'), el('password'), el('sender-phone')]),
      el('message', [identifier(G.smsProvider), el('default', 0), el('name', 'SMS provider'), el('provider', 2), el('account', 'ACME-4471'), el('user', 'vigil'), crypted('password', 'Sms-Pa55'), el('sender-phone', '+33700000000')]),
    ]),
    el('accesses', []),
  ];
}

/**
 * What the seeded appliance holds: `sample`, the demonstration site (devices,
 * groups, gates, notifications); `empty`, a freshly installed appliance with
 * only what it needs to run: the Administrators root group (user admin), one
 * default store, the network services and the controller's own ios.
 */
export type SeedSite = 'sample' | 'empty';

export const SEED_SITES: readonly SeedSite[] = ['sample', 'empty'];

export interface ConfigurationSeedOptions {
  /** The administrator's password as the document records it ('' on a fresh appliance). */
  readonly adminPassword: string;
  /** The demonstration site (default) or an empty appliance. */
  readonly site?: SeedSite;
  readonly date: Date;
  readonly salt: string;
  readonly md5: Md5;
}

function emptySite(adminPassword: string): XmlElement[] {
  return [
    el('groups', [administrators(adminPassword)]),
    el('devices', []),
    el('filters', []),
    el('exportation', G.defaultStore),
    el('calendars', []),
    controllerElement([], []),
    el('alarms', []),
    el('ftp-clients', []),
    el('contacts', []),
    el('emails', []),
    el('messages', []),
    el('accesses', []),
  ];
}

function sampleSite(adminPassword: string): XmlElement[] {
  return [groups(adminPassword), seedDevices(), el('filters', []), el('exportation', G.defaultStore), calendars(), controller(), ...notifications()];
}

/**
 * The configuration document of a freshly installed appliance, with the
 * demonstration site or empty, spelled as configuration-xml.md fixes it and
 * signed with the given salt.
 */
export function seedConfiguration(options: ConfigurationSeedOptions): string {
  const empty = options.site === 'empty';
  const stores = [storeEntry(G.defaultStore, 'Main storage', true, false, '/var/lib/vigil/records'), ...(empty ? [] : [storeEntry(G.rescueStore, 'Rescue storage', false, true, '/mnt/rescue')])];
  const configuration = el('configuration', [
    el('application', [el('identifier', 1), el('brand', 0), el('version', '7.2.0'), el('minimal-version-update', '6.0.0')]),
    el('parameters', [
      identifier(G.parameters), el('title', 'Vigil Appliance'),
      el('stores', stores),
      el('use-monitor', true), el('check-updates', true), el('cpu-priority', 0), el('startup', true), network(), el('io-started', true),
    ]),
    ...(empty ? emptySite(options.adminPassword) : sampleSite(options.adminPassword)),
  ]);
  const file = el('configuration-file', [el('version', 3), el('date', formatConfigurationDate(options.date)), el('signature'), configuration]);
  return applySignature(`<?xml version="1.0" encoding="utf-8"?>\n${renderXml(file)}`, options.salt, options.md5);
}
