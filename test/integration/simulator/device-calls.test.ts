import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPersistentMultipart, Server } from '../../../src/client/index';
import { hasValidSignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { at, consoleHeaders, postJson } from './support/appliance-http';

const SALT = 'device-calls-salt';
const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
const admin = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);

async function call(method: string, path: string, body?: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(url(path), { method, headers: { ...admin, ...(body === undefined ? {} : { 'content-type': 'text/xml' }) }, body });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const tag = (xml: string, name: string): string | undefined => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];
const guidOf = (xml: string): string => tag(xml, 'identifier')!;

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, salt: SALT, initialised: true });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
});
afterAll(() => server.close());

describe('simulated appliance over HTTP: device calls', () => {
  it('lists the supported devices, native and ONVIF, for root accounts only', async () => {
    const answer = await call('GET', '/api/configuration/devices');
    expect(answer.status).toBe(200);
    const list = JSON.parse(answer.text) as Array<{ id: number; name: string; label: string }>;
    expect(list.length).toBeGreaterThanOrEqual(36);
    expect(list).toContainEqual({ id: 1, name: 'Generic ONVIF device', label: 'ONVIF' });
    expect(list).toContainEqual({ id: 203, name: 'Q6135-LE', label: 'Axis' });
    expect((await fetch(url('/api/configuration/devices'), { headers: consoleHeaders('operator', 'operator') })).status).toBe(403);
    expect((await fetch(url('/api/configuration/devices'))).status).toBe(401);
  });

  it('streams discovery data over the window: configured devices first, locked and late ones, then ends', async () => {
    await postJson(url('/__simulator/faults'), { devices: { discoveryMs: 2000 } });
    const started = Date.now();
    const parts: Array<{ data: Record<string, unknown>; after: number }> = [];
    for await (const part of readPersistentMultipart({ reconnect: false, open: (signal) => fetch(url('/api/discovery'), { headers: admin, signal }) })) {
      expect(part.contentType).toBe('application/json');
      parts.push({ data: JSON.parse(part.text()) as Record<string, unknown>, after: Date.now() - started });
    }
    const ended = Date.now() - started;
    const addresses = parts.map((part) => part.data['ip-address']);
    expect(addresses.slice(0, 3)).toEqual(['192.168.1.21', '192.168.1.22', '192.168.1.30']);
    expect(addresses.at(-1)).toBe('192.168.1.62');
    expect(new Set(addresses).size).toBe(parts.length);
    expect(parts[0]!.data).toEqual({ label: 'Vigil', name: 'NC-200', 'mac-address': expect.stringMatching(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/), 'ip-address': '192.168.1.21', 'link-address': expect.stringMatching(/^fe80::/), request: '/stream1', 'auth-required': false });
    expect(parts.filter((part) => part.data['auth-required']).map((part) => [part.data.label, part.data.name])).toEqual([['Hikvision', ''], ['Axis', '']]);
    // Spread over the window and ended with it (lower bounds only: a busy machine only delays).
    expect(parts.at(-1)!.after - parts[0]!.after).toBeGreaterThanOrEqual(500);
    expect(ended).toBeGreaterThanOrEqual(1900);
  });

  it('creates a device by numeric id: the model descriptor, a fresh guid, nothing stored yet', async () => {
    const before = (await call('GET', '/api/configuration')).text;
    const first = await call('POST', '/api/configuration/device/create?id=203&uncrypted');
    const second = await call('POST', '/api/configuration/device/create?id=203&uncrypted');
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/xml/);
    expect(first.text.startsWith('<device>\n\t<type>17235970</type>\n\t<identifier type="guid">')).toBe(true);
    expect(guidOf(first.text)).toMatch(/^\d+-\d+$/);
    expect(guidOf(first.text)).not.toBe(guidOf(second.text));
    expect(tag(first.text, 'typename')).toBe('Axis Q6135-LE');
    expect(tag(first.text, 'nb-channels')).toBe('1');
    expect(tag(first.text, 'nb-streams')).toBe('2');
    expect(first.text).toMatch(/<ptz>\s*<relative>1<\/relative>\s*<continuous>1<\/continuous>/);
    expect(first.text).toContain('<resolutions>1920x1080,1280x960,1280x720');
    expect(first.text).toContain('<logic-inputs>2</logic-inputs>');
    expect(first.text).toMatch(/<audio-inputs>\s*<audio-input>\s*<type>audio-in<\/type>/);
    expect((await call('GET', '/api/configuration')).text).toBe(before);
  });

  it('creates a device by label and name, an unknown ONVIF camera through the generic model', async () => {
    const bosch = await call('POST', '/api/configuration/device/create?label=Bosch&name=AUTODOME%20IP%205000i&uncrypted');
    expect(tag(bosch.text, 'typename')).toBe('Bosch AUTODOME IP 5000i');
    const onvif = await call('POST', '/api/configuration/device/create?label=ONVIF&name=IPC-B140H&uncrypted');
    expect(onvif.status).toBe(200);
    expect(tag(onvif.text, 'type')).toBe('18874369');
    expect(tag(onvif.text, 'typename')).toBe('ONVIF IPC-B140H');
    expect(tag(onvif.text, 'default-profile')).toBe('profile_1');
  });

  it.each([
    ['nothing', ''],
    ['a label alone', '?label=Axis'],
    ['a name alone', '?name=Q6135-LE'],
    ['an id that is not a number', '?id=axis'],
    ['a blank label and name', '?label=%20&name='],
  ])('refuses a creation from %s with the specification message', async (_case, query) => {
    const answer = await call('POST', `/api/configuration/device/create${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ result: false, detail: 'Creating a device needs either a numeric id or both a label and a name' });
  });

  it('says which devices it does not support', async () => {
    expect(JSON.parse((await call('POST', '/api/configuration/device/create?id=99999')).text)).toEqual({ result: false, detail: 'unsupported device id 99999' });
    expect((await call('POST', '/api/configuration/device/create?label=Axis&name=Z1')).status).toBe(404);
  });

  it('adds a posted device to the signed document, stores its password crypted, answers it, replaces it', async () => {
    const created = (await call('POST', '/api/configuration/device/create?id=201&uncrypted')).text;
    const guid = guidOf(created);
    const device = created.replace('<address/>', '<address>192.168.1.41</address>').replace('<user/>', '<user>root</user>').replace('<password/>', '<password>Pass&amp;word</password>');
    expect(JSON.parse((await call('POST', `/api/configuration/device?guid=${guid}`, device)).text)).toEqual({ result: true, detail: 'device added' });

    const stored = (await call('GET', `/api/configuration/device?guid=${guid}`)).text;
    expect(stored).toMatch(/<password crypted="1">[A-Za-z0-9+/=]+<\/password>/);
    expect((await call('GET', `/api/configuration/device?guid=${guid}&uncrypted`)).text).toBe(device);

    const document = (await call('GET', '/api/configuration')).text;
    expect(hasValidSignature(document, SALT, md5)).toBe(true);
    expect(document).toContain(`\t\t\t<device>\n\t\t\t\t<type>17235970</type>\n\t\t\t\t<identifier type="guid">${guid}</identifier>`);
    expect(document.match(/\t\t\t<device>\n/g)).toHaveLength(4);

    const renamed = device.replace('<name>Axis P3265-LVE</name>', '<name>Loading bay</name>');
    expect(JSON.parse((await call('POST', `/api/configuration/device?guid=${guid}`, renamed)).text)).toEqual({ result: true, detail: 'device replaced' });
    const after = (await call('GET', '/api/configuration?uncrypted')).text;
    expect(after).toContain('<name>Loading bay</name>');
    expect(after.match(/\t\t\t<device>\n/g)).toHaveLength(4);
  });

  it('refuses a device it cannot read, one posted under another guid, and answers 404 for an unknown guid', async () => {
    const created = (await call('POST', '/api/configuration/device/create?id=100')).text;
    const before = (await call('GET', '/api/configuration')).text;
    const notDevice = await call('POST', `/api/configuration/device?guid=${guidOf(created)}`, '<camera/>');
    expect(notDevice.status).toBe(400);
    expect(JSON.parse(notDevice.text).detail).toMatch(/^failed to convert from XML/);
    const noType = await call('POST', `/api/configuration/device?guid=${guidOf(created)}`, created.replace(/\t<type>17235970<\/type>\n/, ''));
    expect(JSON.parse(noType.text).detail).toMatch(/^MISSING_TAG_TYPE/);
    expect((await call('POST', '/api/configuration/device?guid=1-2', created)).status).toBe(400);
    expect((await call('POST', '/api/configuration/device', created)).status).toBe(400);
    expect((await call('GET', '/api/configuration')).text).toBe(before);
    expect(JSON.parse((await call('GET', '/api/configuration/device?guid=1-2')).text)).toEqual({ result: false, detail: 'no such device 1-2' });
  });

  it('shows a posted device in the streaming interface: rights, snapshot and live video', async () => {
    const created = (await call('POST', '/api/configuration/device/create?id=402&uncrypted')).text;
    const guid = guidOf(created);
    await call('POST', `/api/configuration/device?guid=${guid}`, created.replace('<address/>', '<address>192.168.1.42</address>'));
    const video = /<video>\s*<type>network-video<\/type>\s*<identifier type="guid">([^<]+)</.exec(created)![1]!;

    const client = await new Server(`http://admin:${INITIALISED_ADMIN_PASSWORD}@${new URL(server.url).host}/?name=Devices`).load();
    expect(client.stream(video)).toMatchObject({ type: 'video', parent: guid, camera: true, name: 'Hanwha Vision XNP-6400RW' });
    expect([...client.streams.values()].filter((stream) => stream.parent === guid && stream.type === 'input')).toHaveLength(3);
    const snapshot = await client.imageref(video);
    expect(snapshot.contentType).toBe('image/jpeg');
    let frames = 0;
    for await (const frame of client.live(video, { extras: { fps: 20 } })) {
      expect(frame.data.length).toBeGreaterThan(0);
      frames += 1;
      if (frames === 2) break;
    }
    expect(frames).toBe(2);
  });
});
