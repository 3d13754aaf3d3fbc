import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../../test/mothers/device-configuration.mother';
import { isAlertGate } from '../controller/gate';
import { createGate } from '../controller/gate-factory';
import { createRightsEntry } from '../user-group';
import { createFtpClient } from '../ftp-client';
import type { Configuration } from '../configuration';
import { validateConfiguration } from './validate-configuration';

/** The sample's calendar holds a range of a type this version does not know: one warning, always there. */
const UNKNOWN_RANGE = 'configuration/calendars/calendar[1]/ranges/range[5]/type';
const known = <T extends { code: string }>(problems: readonly T[]): T[] => problems.filter((problem) => problem.code !== 'CONFIG.UNKNOWN_RANGE_TYPE');

function gateIndex(configuration: Configuration, type: string): number {
  return configuration.controller.gates.findIndex((gate) => gate.type === type);
}

describe('validateConfiguration', () => {
  it('finds nothing wrong in a consistent configuration, but says once what it does not know', () => {
    expect(validateConfiguration(aConfigurationWithDevices()).map(({ code, path, severity }) => ({ code, path, severity }))).toEqual([
      { code: 'CONFIG.UNKNOWN_RANGE_TYPE', path: UNKNOWN_RANGE, severity: 'warning' },
    ]);
  });

  it('reports every problem at once with its path from configuration', () => {
    const valid = aConfigurationWithDevices();
    const [camera, dome, recorder] = valid.devices;
    const [group0, group1, ...groups] = valid.groups;
    const mail = gateIndex(valid, 'alert-mail');
    const ftp = gateIndex(valid, 'alert-ftp');
    const monitoring = gateIndex(valid, 'alert-monitoring');
    const gates = valid.controller.gates.map((gate, index) => {
      if (index === mail && isAlertGate(gate) && gate.type === 'alert-mail') return { ...gate, message: { ...gate.message, contacts: [{ id: 'gone-contact', mail: true, sms: false }] } };
      if (index === ftp && isAlertGate(gate) && gate.type === 'alert-ftp') return { ...gate, ftpIdentifier: 'gone-ftp', videoIdentifier: 'gone-video' };
      if (index === monitoring && isAlertGate(gate) && gate.type === 'alert-monitoring') return { ...gate, monitoringIdentifier: 'gone-monitor' };
      if (index === 0) return { ...gate, inputs: [{ linkId: 'gone-io' }, ...gate.inputs.slice(1)] };
      return gate;
    });
    const broken: Configuration = {
      ...valid,
      parameters: { ...valid.parameters, stores: valid.parameters.stores.map((store) => ({ ...store, default: false })) },
      groups: [group0!, { ...group1!, rights: [...group1!.rights, createRightsEntry('gone-device', { liveRead: true })] }, ...groups],
      emails: valid.emails.map((server) => ({ ...server, default: 1 })),
      devices: [camera!, { ...dome!, videos: [dome!.videos[0]!, { ...dome!.videos[2]!, stream: 1 }, { ...dome!.videos[1]!, stream: 0 }] }, { ...recorder!, videos: [{ ...recorder!.videos[0]!, codec: 'mxpeg' }, recorder!.videos[1]!] }],
      filters: valid.filters.map((filter) => ({ ...filter, streamId: 'gone-stream', detectionIO: 'gone-detection' })),
      controller: { ...valid.controller, gates, links: [...valid.controller.links, { id: 'l-1', linkId: 'gone-output' }] },
    };
    const problems = validateConfiguration(broken);
    expect(problems.map((problem) => `${problem.code} ${problem.path}`)).toEqual([
      'CONFIG.NO_DEFAULT_STORE configuration/parameters/stores',
      'CONFIG.MANY_DEFAULT_SMTP configuration/emails/email[2]/default',
      'CONFIG.UNKNOWN_RESOURCE configuration/groups/group[2]/rights/right[3]/identifier',
      'DEVICE.STREAMS_ORDER configuration/devices/device[2]/videos/video[2]/stream',
      'DEVICE.STREAMS_ORDER configuration/devices/device[2]/videos/video[3]/stream',
      'DEVICE.UNSUPPORTED_SETTING configuration/devices/device[3]/videos/video[1]/codec',
      'CONFIG.UNKNOWN_VIDEO configuration/filters/filter[1]/stream-id',
      'CONFIG.UNKNOWN_IO configuration/filters/filter[1]/detection-io',
      'CONFIG.UNKNOWN_IO configuration/controller/gates/gate[1]/inputs/input[1]/link-id',
      `CONFIG.UNKNOWN_IO configuration/controller/links/link[2]/link-id`,
      `CONFIG.UNKNOWN_CONTACT configuration/controller/gates/gate[${mail + 1}]/message/contacts/contact[1]/identifier`,
      `CONFIG.UNKNOWN_VIDEO configuration/controller/gates/gate[${ftp + 1}]/video-identifier`,
      `CONFIG.UNKNOWN_FTP_CLIENT configuration/controller/gates/gate[${ftp + 1}]/ftp-identifier`,
      `CONFIG.UNKNOWN_MONITOR configuration/controller/gates/gate[${monitoring + 1}]/monitoring-identifier`,
      `CONFIG.UNKNOWN_RANGE_TYPE ${UNKNOWN_RANGE}`,
    ]);
    expect(problems[0]!.message).toBe('no default store');
    expect(problems[3]!.message).toBe('streams are in wrong order');
    expect(problems[2]!.message).toBe("gone-device isn't a device or io of this configuration");
  });

  it("reports an SMS sender phone and an FTP address the forms would refuse, with the specification's messages", () => {
    const valid = aConfigurationWithDevices();
    const broken: Configuration = {
      ...valid,
      messages: valid.messages.map((server, index) => (index === 0 ? { ...server, senderPhone: 'call me' } : server)),
      ftpClients: [{ ...valid.ftpClients[0]!, address: '300.1.1.1' }, { ...createFtpClient(), address: 'ftp.example.org' }],
    };
    expect(known(validateConfiguration(broken)).map((problem) => `${problem.path} ${problem.message}`)).toEqual([
      'configuration/messages/message[1]/sender-phone invalid phone number',
      'configuration/ftp-clients/ftp-client[1]/address invalid ip address',
    ]);
  });

  it('reports stores a module or the controller records to that do not exist', () => {
    const valid = aConfigurationWithDevices();
    const [camera, ...rest] = valid.devices;
    const problems = validateConfiguration({
      ...valid,
      devices: [{ ...camera!, videos: camera!.videos.map((video) => ({ ...video, store: { use: true, id: 'gone-store' } })) }, ...rest],
      controller: { ...valid.controller, store: { use: true, id: 'gone-store' } },
    });
    expect(known(problems).map((problem) => problem.path)).toEqual([
      'configuration/devices/device[1]/videos/video[1]/store/identifier',
      'configuration/devices/device[1]/videos/video[2]/store/identifier',
      'configuration/controller/store/identifier',
    ]);
  });

  it('accepts a right on an io and an unconnected input', () => {
    const valid = aConfigurationWithDevices();
    const door = valid.devices[0]!.io!.inputs[0]!;
    const [group, ...groups] = valid.groups;
    const configuration = {
      ...valid,
      groups: [{ ...group!, rights: [createRightsEntry(door.id, { liveRead: true })] }, ...groups],
      controller: { ...valid.controller, gates: [...valid.controller.gates, createGate('or')] },
    };
    expect(known(validateConfiguration(configuration))).toEqual([]);
  });

  it('never throws, even on a half-loaded configuration', () => {
    const valid = aConfigurationWithDevices();
    const broken = { ...valid, devices: [{ ...valid.devices[0]!, videos: undefined }], controller: undefined } as unknown as Configuration;
    const problems = validateConfiguration(broken);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.path.startsWith('configuration'))).toBe(true);
    expect(problems.map((problem) => problem.code)).toContain('CONFIG.UNCHECKABLE');
  });
});
