import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../../test/mothers/device-configuration.mother';
import type { Configuration } from '../configuration';
import { isAlertGate, isCompositeGate, type Gate } from '../controller/gate';
import { createGate } from '../controller/gate-factory';
import { valueAt, type ModelPath } from '../model-path';
import { createRightsEntry } from '../user-group';
import { documentPath } from './configuration-problem';
import { validateConfiguration } from './validate-configuration';

const valid = aConfigurationWithDevices();

type Edit = (configuration: Configuration) => Configuration;
const at = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] => list.map((item, i) => (i === index ? change(item) : item));
const network = (change: Partial<Configuration['parameters']['network']>): Edit => (c) => ({ ...c, parameters: { ...c.parameters, network: { ...c.parameters.network, ...change } } });
const store = (index: number, change: object): Edit => (c) => ({ ...c, parameters: { ...c.parameters, stores: at(c.parameters.stores, index, (s) => ({ ...s, ...change })) } });
const gateOf = (type: string) => valid.controller.gates.findIndex((gate) => gate.type === type);
const gate = (type: string, change: (gate: Gate) => Gate): Edit => (c) => ({ ...c, controller: { ...c.controller, gates: at(c.controller.gates, gateOf(type), change) } });
const device = (index: number, change: (d: Configuration['devices'][number]) => Configuration['devices'][number]): Edit => (c) => ({ ...c, devices: at(c.devices, index, change) });

/** [rule, how to break it, the code, where it must point, what is found there]. */
const RULES: readonly [string, Edit, string, ModelPath, unknown][] = [
  ['no default store', store(0, { default: false }), 'CONFIG.NO_DEFAULT_STORE', ['parameters', 'stores'], valid.parameters.stores.map((s) => ({ ...s, default: false }))],
  ['two default stores', store(1, { default: true }), 'CONFIG.MANY_DEFAULT_STORES', ['parameters', 'stores', 1, 'default'], true],
  ['a store path', store(1, { path: 'relative' }), 'FIELD.INVALID_STORAGE_PATH', ['parameters', 'stores', 1, 'path'], 'relative'],
  ['a store name', store(2, { name: ' ' }), 'FIELD.REQUIRED', ['parameters', 'stores', 2, 'name'], ' '],
  ['a store limit', store(0, { limitTime: -1 }), 'FIELD.POSITIVE_INTEGER', ['parameters', 'stores', 0, 'limitTime'], -1],
  ['the exportation store', (c) => ({ ...c, exportation: '1-404' }), 'CONFIG.EXPORTATION_STORE', ['exportation'], '1-404'],
  ['a port out of range', network({ rtspPort: 70000 }), 'FIELD.INVALID_PORT', ['parameters', 'network', 'rtspPort'], 70000],
  ['two services on one port (first)', network({ httpsPort: 80 }), 'CONFIG.PORT_IN_USE', ['parameters', 'network', 'httpPort'], 80],
  ['two services on one port (second)', network({ httpsPort: 80 }), 'CONFIG.PORT_IN_USE', ['parameters', 'network', 'httpsPort'], 80],
  ['the dynamic port on a service’s', network({ dynamicPort: 554 }), 'CONFIG.PORT_IN_USE', ['parameters', 'network', 'dynamicPort'], 554],
  ['a group name', (c) => ({ ...c, groups: at(c.groups, 1, (g) => ({ ...g, name: '' })) }), 'FIELD.REQUIRED', ['groups', 1, 'name'], ''],
  ['a user name', (c) => ({ ...c, groups: at(c.groups, 0, (g) => ({ ...g, users: at(g.users, 0, (u) => ({ ...u, name: '' })) })) }), 'FIELD.USERNAME_REQUIRED',
    ['groups', 0, 'users', 0, 'name'], ''],
  ['a user in two groups', (c) => ({ ...c, groups: at(c.groups, 2, (g) => ({ ...g, users: [...g.users, c.groups[0]!.users[0]!] })) }), 'CONFIG.USER_ALREADY_IN_GROUP',
    ['groups', 2, 'users', valid.groups[2]!.users.length], valid.groups[0]!.users[0]],
  ['two default SMTP servers', (c) => ({ ...c, emails: c.emails.map((s) => ({ ...s, default: 1 })) }), 'CONFIG.MANY_DEFAULT_SMTP', ['emails', 1, 'default'], 1],
  ['two default SMS servers', (c) => ({ ...c, messages: c.messages.map((s) => ({ ...s, default: 1 })) }), 'CONFIG.MANY_DEFAULT_SMS', ['messages', 1, 'default'], 1],
  ['a contact mail', (c) => ({ ...c, contacts: at(c.contacts, 0, (x) => ({ ...x, mail: 'claire' })) }), 'FIELD.INVALID_EMAIL', ['contacts', 0, 'mail'], 'claire'],
  ['a contact phone', (c) => ({ ...c, contacts: at(c.contacts, 0, (x) => ({ ...x, phone: 'none' })) }), 'FIELD.INVALID_PHONE', ['contacts', 0, 'phone'], 'none'],
  ['an SMTP sender', (c) => ({ ...c, emails: at(c.emails, 0, (x) => ({ ...x, from: 'nobody' })) }), 'FIELD.INVALID_EMAIL', ['emails', 0, 'from'], 'nobody'],
  ['a right on nothing', (c) => ({ ...c, groups: at(c.groups, 1, (g) => ({ ...g, rights: [createRightsEntry('9-404', { liveRead: true })] })) }), 'CONFIG.UNKNOWN_RESOURCE',
    ['groups', 1, 'rights', 0, 'id'], '9-404'],
  ['streams out of order', device(1, (d) => ({ ...d, videos: [d.videos[0]!, { ...d.videos[2]!, stream: 1 }, { ...d.videos[1]!, stream: 0 }] })), 'DEVICE.STREAMS_ORDER',
    ['devices', 1, 'videos', 2, 'stream'], 0],
  ['a stream in another channel’s block', device(1, (d) => ({ ...d, videos: [d.videos[1]!, d.videos[0]!, d.videos[2]!] })), 'DEVICE.STREAMS_CHANNEL',
    ['devices', 1, 'videos', 2, 'channel'], valid.devices[1]!.videos[2]!.channel],
  ['a channel the device lacks', device(0, (d) => ({ ...d, videos: at(d.videos, 0, (v) => ({ ...v, channel: 4 })) })), 'DEVICE.CHANNEL_NOT_FOUND', ['devices', 0, 'videos', 0, 'channel'], 4],
  ['a video codec the device lacks', device(2, (d) => ({ ...d, videos: at(d.videos, 0, (v) => ({ ...v, codec: 'mxpeg' })) })), 'DEVICE.UNSUPPORTED_SETTING',
    ['devices', 2, 'videos', 0, 'codec'], 'mxpeg'],
  ['a resolution the codec lacks', device(0, (d) => ({ ...d, videos: at(d.videos, 0, (v) => ({ ...v, resolution: '1x1' })) })), 'DEVICE.UNSUPPORTED_SETTING',
    ['devices', 0, 'videos', 0, 'resolution'], '1x1'],
  ['a module on a store that is gone', device(0, (d) => ({ ...d, videos: at(d.videos, 0, (v) => ({ ...v, store: { use: true, id: '8-404' } })) })), 'CONFIG.UNKNOWN_STORE',
    ['devices', 0, 'videos', 0, 'store', 'id'], '8-404'],
  ['the controller on a store that is gone', (c) => ({ ...c, controller: { ...c.controller, store: { use: true, id: '8-404' } } }), 'CONFIG.UNKNOWN_STORE',
    ['controller', 'store', 'id'], '8-404'],
  ['a filter on a video that is gone', (c) => ({ ...c, filters: at(c.filters, 0, (f) => ({ ...f, streamId: '7-404' })) }), 'CONFIG.UNKNOWN_VIDEO', ['filters', 0, 'streamId'], '7-404'],
  ['a filter on an io that is gone', (c) => ({ ...c, filters: at(c.filters, 0, (f) => ({ ...f, detectionIO: '7-405' })) }), 'CONFIG.UNKNOWN_IO', ['filters', 0, 'detectionIO'], '7-405'],
  ['a filter mode', (c) => ({ ...c, filters: at(c.filters, 0, (f) => ({ ...f, mode: 5 } as typeof f)) }), 'CONFIG.FILTER_MODE', ['filters', 0, 'mode'], 5],
  ['a filter level', (c) => ({ ...c, filters: at(c.filters, 0, (f) => ({ ...f, level: 300 } as typeof f)) }), 'CONFIG.FILTER_LEVEL', ['filters', 0, 'level'], 300],
  ['a mask zone', (c) => ({ ...c, filters: at(c.filters, 0, (f) => ({ ...f, mask: { zones: [{ mask: 255, rectLeft: 0.3, rectTop: 0.3, rectRight: 1.5, rectBottom: 0.7 }] } } as typeof f)) }),
    'CONFIG.MASK_ZONE', ['filters', 0, 'mask', 'zones', 0, 'rectRight'], 1.5],
  ['a gate input on nothing', (c) => ({ ...c, controller: { ...c.controller, gates: at(c.controller.gates, 0, (g) => ({ ...g, inputs: [{ linkId: '6-404' }] })) } }), 'CONFIG.UNKNOWN_IO',
    ['controller', 'gates', 0, 'inputs', 0, 'linkId'], '6-404'],
  ['a link on nothing', (c) => ({ ...c, controller: { ...c.controller, links: [...c.controller.links, { id: '6-1', linkId: '6-405' }] } }), 'CONFIG.UNKNOWN_IO',
    ['controller', 'links', valid.controller.links.length, 'linkId'], '6-405'],
  ['a template parameter on a gate it lacks', gate('template', (g) => (isCompositeGate(g) ? { ...g, parameters: [{ gateIdentifier: '6-406', name: 'p', value: 1, optional: false }] } : g)),
    'CONFIG.UNKNOWN_GATE', ['controller', 'gates', gateOf('template'), 'parameters', 0, 'gateIdentifier'], '6-406'],
  ['a nested gate input on nothing', gate('template', (g) => (isCompositeGate(g) ? { ...g, gates: [...g.gates, createGate('not', { inputs: [{ linkId: '6-407' }] })] } : g)),
    'CONFIG.UNKNOWN_IO', ['controller', 'gates', gateOf('template'), 'gates', (valid.controller.gates[gateOf('template')] as unknown as { gates: unknown[] }).gates.length, 'inputs', 0, 'linkId'], '6-407'],
  ['an alert on a video that is gone', gate('alert-ftp', (g) => ({ ...g, videoIdentifier: '5-404' }) as Gate), 'CONFIG.UNKNOWN_VIDEO',
    ['controller', 'gates', gateOf('alert-ftp'), 'videoIdentifier'], '5-404'],
  ['an alert on an FTP client that is gone', gate('alert-ftp', (g) => ({ ...g, ftpIdentifier: '5-405' }) as Gate), 'CONFIG.UNKNOWN_FTP_CLIENT',
    ['controller', 'gates', gateOf('alert-ftp'), 'ftpIdentifier'], '5-405'],
  ['an alert on a monitor that is gone', gate('alert-monitoring', (g) => ({ ...g, monitoringIdentifier: '5-406' }) as Gate), 'CONFIG.UNKNOWN_MONITOR',
    ['controller', 'gates', gateOf('alert-monitoring'), 'monitoringIdentifier'], '5-406'],
  ['an alert to a contact that is gone', gate('alert-mail', (g) => (isAlertGate(g) && g.type === 'alert-mail' ? { ...g, message: { ...g.message, contacts: [{ id: '5-407', mail: true, sms: false }] } } : g)),
    'CONFIG.UNKNOWN_CONTACT', ['controller', 'gates', gateOf('alert-mail'), 'message', 'contacts', 0, 'id'], '5-407'],
  ['a part that cannot be checked', device(0, (d) => ({ ...d, videos: undefined }) as unknown as typeof d), 'CONFIG.UNCHECKABLE', ['devices', 0], expect.objectContaining({ id: valid.devices[0]!.id })],
];

describe('where a problem points', () => {
  it.each(RULES)('%s: `at` finds the offending value in the model', (_, edit, code, place, offending) => {
    const configuration = edit(valid);
    const problems = validateConfiguration(configuration);
    const found = problems.find((problem) => problem.code === code && documentPath(problem.at) === documentPath(place));
    expect(found, `${code} at ${documentPath(place)} among ${problems.map((p) => `${p.code} ${p.path}`).join('; ')}`).toBeDefined();
    expect(found!.at).toEqual(place);
    expect(valueAt(configuration, found!.at)).toEqual(offending);
    for (const problem of problems) {
      // Every problem: the document path is the same place, from <configuration>.
      expect(problem.path).toBe(documentPath(['configuration', ...problem.at]));
    }
  });

  it('only counts the services that are turned on, the dynamic port always', () => {
    // The sample's range of a type this version does not know is the one warning left.
    const ports = (configuration: typeof valid) => validateConfiguration(configuration).filter((problem) => problem.code !== 'CONFIG.UNKNOWN_RANGE_TYPE');
    expect(ports(network({ useSips: false, sipsPort: 80 })(valid))).toEqual([]);
    expect(ports(network({ useHttps: false, httpsPort: 80, useSips: true, sipsPort: 5061 })(valid))).toEqual([]);
    const problems = ports(network({ useRtsp: false, dynamicPort: 80 })(valid));
    expect(problems.map((problem) => [problem.path, problem.code, problem.values])).toEqual([
      ['configuration/parameters/network/http-port', 'CONFIG.PORT_IN_USE', { port: 80 }],
      ['configuration/parameters/network/dynamic-port', 'CONFIG.PORT_IN_USE', { port: 80 }],
    ]);
  });

  it('names the values its message names', () => {
    const [problem] = validateConfiguration(RULES.find(([name]) => name === 'a right on nothing')![1](valid));
    expect(problem).toMatchObject({ message: "9-404 isn't a device or io of this configuration", values: { id: '9-404' } });
  });

});
