import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATE_TYPES } from '../../../domain/configuration/controller/gate';
import { CodecSession, childPath, type Codec } from '../codec';
import { textOf, type SourceElement } from '../source-tree';
import { parseXml } from '../xml-parser';
import { configurationCodec } from './configuration.codec';
import { controllerCodec } from './controller.codec';
import { ioCodec } from './io.codec';

// Every entity of section 3, read from a document that carries only the fields the
// specification lists (spelled per configuration-xml.md): none may come out corrupted.
const text = readFileSync(new URL('../../../../test/fixtures/configuration/spec-only.xml', import.meta.url), 'utf8');
const parsed = parseXml(text);

/** The element at an XPath-like, 1-based path (`configuration/devices/device[2]/videos/video[1]`). */
function elementAt(path: string): SourceElement {
  let current = parsed.root.children.find((child) => child.name === 'configuration')!;
  for (const segment of path.split('/').slice(1)) {
    const [, name, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(segment)!;
    const found = current.children.filter((child) => child.name === name)[Number(index ?? 1) - 1];
    if (!found) throw new Error(`no ${path} in the fixture`);
    current = found;
  }
  return current;
}

/** The codec that reads the element at `path`, found by walking the codecs' shapes from the root. */
function codecAt(path: string): Codec<unknown> {
  let codec = configurationCodec as Codec<unknown>;
  let element = elementAt('configuration');
  const resolve = (candidate: Codec<unknown>, at: SourceElement): Codec<unknown> => {
    let resolved = candidate;
    while (resolved.shape?.kind === 'choice') {
      const type = at.children.find((child) => child.name === 'type');
      resolved = resolved.shape.choose({ type: textOf(parsed, type!).trim() });
    }
    return resolved;
  };
  let walked = 'configuration';
  for (const segment of path.split('/').slice(1)) {
    walked = `${walked}/${segment}`;
    const name = segment.replace(/\[\d+\]$/, '');
    const shape = resolve(codec, element).shape;
    if (shape?.kind === 'list') codec = shape.codec;
    else if (shape?.kind === 'entity') codec = shape.fields.find((field) => field.name === name)!.codec;
    else throw new Error(`no codec for ${walked}`);
    element = elementAt(walked);
  }
  return resolve(codec, element);
}

function readAlone(path: string): { corrupted: readonly unknown[] } {
  const session = new CodecSession(parsed);
  codecAt(path).read(elementAt(path), { session, path: childPath(undefined, path) });
  return { corrupted: session.corrupted };
}

const io = ['identifier', 'name', 'type-name', 'owner-name', 'logic', 'direction', 'flags'];
const moduleBase = ['type', 'identifier', 'name', 'store', 'io-connection'];
const video = ['channel', 'stream', 'port', 'codec', 'resolution', 'rotation', 'quality', 'fps', 'gov', 'max-bitrate', 'vbr', 'vbr-quality', 'cbr-bitrate',
  'cbr-framerate-priority', 'reference-image', 'use-second-stream', 'rebuild-second-stream'];
const audio = [...moduleBase, 'channel', 'codec', 'frequency', 'bitrate', 'channels'];
const device = ['type', 'identifier', 'dvr', 'typename', 'firmware', 'address', 'port', 'use-auth', 'user', 'password', 'ssl', 'proxy', 'proxy-address', 'proxy-port',
  'default-parameters', 'display-mode', 'configured', 'descriptor', 'videos', 'audio-inputs', 'audio-outputs', 'ptz', 'sip', 'io', 'control-panel', 'connection-state-io'];
const gate = ['type', 'inputs', 'outputs'];
const alert = [...gate, 'time', 'time-between-alert', 'time-keep-alert', 'video-identifier', 'monitoring-identifier', 'pre-buffer', 'post-buffer', 'frequency', 'make-video', 'type-stream'];
const time = ['hour', 'minute', 'second'];
const gates = 'configuration/controller/gates';

/** [entity, where the fixture holds one, the element names section 3 lists for it]. */
const ENTITIES: readonly [string, string, readonly string[]][] = [
  ['configuration', 'configuration', ['application', 'parameters', 'groups', 'devices', 'filters', 'exportation', 'calendars', 'controller', 'alarms', 'ftp-clients', 'contacts', 'emails', 'messages', 'accesses']],
  ['application info', 'configuration/application', ['identifier', 'brand', 'version', 'minimal-version-update']],
  ['parameters', 'configuration/parameters', ['identifier', 'title', 'stores', 'use-monitor', 'check-updates', 'cpu-priority', 'startup', 'network', 'io-started']],
  ['store', 'configuration/parameters/stores/store[1]', ['identifier', 'name', 'default', 'rescue', 'path', 'verify-path', 'preserve-size', 'limit-time', 'limit-size']],
  ['network parameters', 'configuration/parameters/network', ['use-http', 'http-port', 'use-https', 'https-port', 'https-use-default-certificate', 'https-auto-certificate-domain',
    'https-certificate', 'use-rtsp', 'rtsp-port', 'use-rtsps', 'rtsps-port', 'use-vision', 'vision-port', 'use-mobile', 'mobile-port', 'use-sip', 'sip-port', 'use-sips', 'sips-port',
    'dynamic-port', 'use-tcp-notification', 'use-http-notification']],
  ['user group', 'configuration/groups/group[2]', ['identifier', 'name', 'root', 'users', 'rights']],
  ['user', 'configuration/groups/group[2]/users/user[1]', ['identifier', 'name', 'password', 'remote']],
  ['rights entry', 'configuration/groups/group[2]/rights/right[1]', ['identifier', 'live-read', 'consultation', 'exportation', 'ptz-write']],
  ['native device', 'configuration/devices/device[1]', device],
  ['ONVIF device', 'configuration/devices/device[2]', [...device, 'default-profile', 'force-profile-s', 'onvif-channels']],
  ['device descriptor', 'configuration/devices/device[1]/descriptor', ['video', 'audio-in', 'audio-out', 'io', 'sip', 'control-panel']],
  ['video descriptor', 'configuration/devices/device[1]/descriptor/video', ['shared', 'display-modes', 'nb-channels', 'channels']],
  ['video channel descriptor', 'configuration/devices/device[1]/descriptor/video/channels/channel[1]', ['nb-streams', 'rotations', 'streams', 'ptz']],
  ['ptz capabilities', 'configuration/devices/device[1]/descriptor/video/channels/channel[1]/ptz', ['relative', 'continuous', 'absolute', 'preposition', 'center', 'zone']],
  ['video codec descriptor', 'configuration/devices/device[1]/descriptor/video/channels/channel[1]/streams/stream[1]/codecs/codec[1]', ['name', 'can-reuse', 'resolutions',
    'qualities', 'fps', 'gov', 'max-bitrates', 'vbr-cbr', 'vbr-qualities', 'cbr-bitrates', 'cbr-priority']],
  ['audio descriptor', 'configuration/devices/device[1]/descriptor/audio-in', ['shared', 'nb-channels', 'channels']],
  ['audio codec descriptor', 'configuration/devices/device[1]/descriptor/audio-out/channels/channel[1]/codecs/codec[1]', ['name', 'frequencies', 'bitrates']],
  ['io descriptor', 'configuration/devices/device[1]/descriptor/io', ['logic-inputs', 'logic-outputs', 'analog-inputs', 'analog-outputs', 'configurable']],
  ['sip descriptor', 'configuration/devices/device[1]/descriptor/sip', ['audio-in', 'audio-out']],
  ['control panel descriptor', 'configuration/devices/device[1]/descriptor/control-panel', ['zones', 'areas', 'outputs']],
  ['video module', 'configuration/devices/device[1]/videos/video[1]', [...moduleBase, ...video]],
  ['network video module', 'configuration/devices/device[1]/videos/video[2]', [...moduleBase, ...video, 'protocol', 'request', 'rtsp-mode', 'rtsp-websocket', 'rtsp-keepalive']],
  ['store reference', 'configuration/devices/device[1]/videos/video[1]/store', ['use', 'identifier']],
  ['audio-in module', 'configuration/devices/device[1]/audio-inputs/audio-input[1]', audio],
  ['audio-out module', 'configuration/devices/device[1]/audio-outputs/audio-output[1]', audio],
  ['ptz module', 'configuration/devices/device[1]/ptz', [...moduleBase, 'channel', 'time-release', 'use-remote-preset', 'use-remote-guardtour']],
  ['SIP audio module', 'configuration/devices/device[1]/sip', [...moduleBase, 'port', 'audio-in', 'audio-out']],
  ['io module', 'configuration/devices/device[1]/io', moduleBase],
  ['control panel module', 'configuration/devices/device[1]/control-panel', moduleBase],
  ['io', 'configuration/devices/device[1]/connection-state-io', io],
  ['analysis filter', 'configuration/filters/filter[1]', ['type', 'identifier', 'name', 'stream-id', 'mode', 'level', 'mask', 'detection-io', 'loss-io']],
  ['mask', 'configuration/filters/filter[1]/mask', ['zones']],
  ['mask zone', 'configuration/filters/filter[1]/mask/zones/zone[1]', ['mask', 'rect-left', 'rect-top', 'rect-right', 'rect-bottom']],
  ['calendar', 'configuration/calendars/calendar[1]', ['identifier', 'name', 'ranges', 'io']],
  ['daily range', 'configuration/calendars/calendar[1]/ranges/range[1]', ['type', 'name', 'begin', 'end']],
  ['daily begin', 'configuration/calendars/calendar[1]/ranges/range[1]/begin', [...[0, 1, 2, 3, 4, 5, 6].map((day) => `weekday${day}`), ...time]],
  ['daily end', 'configuration/calendars/calendar[1]/ranges/range[1]/end', time],
  ['weekly range', 'configuration/calendars/calendar[1]/ranges/range[2]', ['type', 'name', 'begin', 'end']],
  ['weekly moment', 'configuration/calendars/calendar[1]/ranges/range[2]/end', ['weekday', ...time]],
  ['monthly range', 'configuration/calendars/calendar[1]/ranges/range[3]', ['type', 'name', 'begin', 'end']],
  ['monthly begin', 'configuration/calendars/calendar[1]/ranges/range[3]/begin', ['day', ...Array.from({ length: 12 }, (_, month) => `month${month}`), ...time]],
  ['monthly end', 'configuration/calendars/calendar[1]/ranges/range[3]/end', ['day', ...time]],
  ['yearly range', 'configuration/calendars/calendar[1]/ranges/range[4]', ['type', 'name', 'begin', 'end']],
  ['yearly moment', 'configuration/calendars/calendar[1]/ranges/range[4]/begin', ['month', 'day', ...time]],
  ['controller', 'configuration/controller', ['identifier', 'gates', 'links', 'io0', 'io1', 'io0a', 'store']],
  ['gate input', `${gates}/gate[1]/inputs/input[1]`, ['link-id']],
  ...['and', 'or', 'xor', 'rs', 'not', 'copy', 'edge', 'edge-down', 'edge-up', 'toogle', 'mux', 'demux'].map(
    (type, index) => [`${type} gate`, `${gates}/gate[${index + 1}]`, gate] as [string, string, string[]],
  ),
  ['clock gate', `${gates}/gate[13]`, [...gate, 'period', 'time']],
  ['command gate', `${gates}/gate[14]`, [...gate, 'command', 'arguments']],
  ['constant gate', `${gates}/gate[15]`, [...gate, 'value']],
  ['time gate', `${gates}/gate[16]`, [...gate, 'time', 'time-between-alert', 'time-keep-alert']],
  ['ping gate', `${gates}/gate[17]`, [...gate, 'address', 'period']],
  ['alarm gate', `${gates}/gate[18]`, [...gate, 'time-activation', 'time-trigger', 'bistables', 'message']],
  ['counter gate', `${gates}/gate[19]`, [...gate, 'logical']],
  ['operation gate', `${gates}/gate[21]`, [...gate, 'operators']],
  ...['sampling', 'average', 'variation'].map((type, index) => [`${type} gate`, `${gates}/gate[${22 + index}]`, [...gate, 'period']] as [string, string, string[]]),
  ...['max', 'min', 'copy-analogic'].map((type, index) => [`${type} gate`, `${gates}/gate[${25 + index}]`, gate] as [string, string, string[]]),
  ['counter-analogic gate', `${gates}/gate[28]`, [...gate, 'use-negative']],
  ['threshold gate', `${gates}/gate[29]`, [...gate, 'operator', 'threshold']],
  ['template gate', `${gates}/gate[30]`, [...gate, 'gates', 'parameters']],
  ['custom gate', `${gates}/gate[31]`, [...gate, 'gates', 'parameters']],
  ['alert-mail gate', `${gates}/gate[32]`, [...alert, 'use-url', 'message']],
  ['alert message', `${gates}/gate[32]/message`, ['subject', 'message', 'contacts']],
  ['message contact', `${gates}/gate[32]/message/contacts/contact[1]`, ['identifier', 'mail', 'sms', 'notification']],
  ['alert-ftp gate', `${gates}/gate[33]`, [...alert, 'ftp-identifier', 'directory', 'filename']],
  ['alert-monitoring gate', `${gates}/gate[34]`, [...alert, 'use-url', 'zone', 'set', 'reset', 'extensions']],
  ['extension', `${gates}/gate[34]/extensions/extension[1]`, ['identifier', 'content']],
  ['link', 'configuration/controller/links/link[1]', ['identifier', 'link-id']],
  ['monitor', 'configuration/alarms/monitor[1]', ['identifier', 'name', 'type', 'address', 'port', 'secondary-use', 'secondary-address', 'secondary-port', 'trid', 'account',
    'prefix', 'receiver', 'format', 'cyclic', 'cyclic-code', 'nb-test', 'response-time', 'snumber', 'domain', 'keepalive-time', 'keepalive-port']],
  ['FTP client', 'configuration/ftp-clients/ftp-client[1]', ['identifier', 'name', 'address', 'port', 'connection', 'user', 'password', 'path', 'create-path']],
  ['contact', 'configuration/contacts/contact[1]', ['identifier', 'name', 'firstname', 'mail', 'phone', 'description']],
  ['default SMTP server', 'configuration/emails/email[1]', ['identifier', 'default', 'name', 'from']],
  ['SMTP server', 'configuration/emails/email[2]', ['identifier', 'default', 'name', 'from', 'address', 'port', 'authentification-required', 'user', 'password', 'security']],
  ['SMS server', 'configuration/messages/message[1]', ['identifier', 'default', 'name', 'provider', 'account', 'user', 'password', 'sender-phone']],
  ['access', 'configuration/accesses/access[1]', ['identifier', 'io']],
];

describe('a document with only the specification’s fields', () => {
  it.each(ENTITIES)('reads a %s with nothing corrupted', (_, path, fields) => {
    const element = elementAt(path);
    // The fixture holds nothing the specification does not list for the entity, in its order.
    const names = element.children.map((child) => child.name);
    expect(names.every((name) => fields.includes(name)), `${path}: ${names.join(', ')}`).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => fields.indexOf(a) - fields.indexOf(b)));
    expect(readAlone(path).corrupted).toEqual([]);
  });

  it('covers every gate type the controller registers', () => {
    const types = elementAt(gates).children.map((child) => textOf(parsed, child.children.find((field) => field.name === 'type')!).trim());
    expect(new Set(types)).toEqual(new Set(GATE_TYPES));
  });

  it('reads a template parameter and the io variants with only their listed fields', () => {
    const read = (codec: Codec<unknown>, xml: string): unknown => {
      const session = new CodecSession(parseXml(xml));
      const value = codec.read(session.source.root, { session, path: childPath(undefined, session.source.root.name) });
      expect(session.corrupted).toEqual([]);
      return value;
    };
    const controller = read(controllerCodec, `<controller><identifier type="guid">1-1</identifier><gates><gate><type>template</type><inputs/><outputs/>
      <gates><gate><type>clock</type><identifier type="guid">2-2</identifier><inputs/><outputs/><period>5</period><time>1</time></gate></gates>
      <parameters><parameter><gate-identifier>2-2</gate-identifier><name>Period</name><value>500</value><optional>1</optional></parameter></parameters></gate></gates>
      <links/><io0>${ioXml('3-0')}</io0><io1>${ioXml('3-1')}</io1><io0a>${ioXml('3-2')}</io0a><store><use>0</use></store></controller>`) as { gates: { parameters: unknown[] }[] };
    expect(controller.gates[0]!.parameters).toEqual([{ gateIdentifier: '2-2', name: 'Period', value: 500, optional: true }]);
    const base = ioXml('4-4');
    expect(read(ioCodec, `<io>${base}<is-input>1</is-input></io>`)).toMatchObject({ isInput: true });
    expect(read(ioCodec, `<io>${base}<link-id>5-5</link-id></io>`)).toMatchObject({ linkId: '5-5' });
    expect(read(ioCodec, `<io>${base}<link>5-5</link></io>`)).toMatchObject({ link: '5-5' });
    expect(read(ioCodec, `<io>${base}<is-no>0</is-no><bistable>1</bistable><link>5-5</link></io>`)).toMatchObject({ isNo: false, bistable: true, link: '5-5' });
  });
});

function ioXml(id: string): string {
  return `<identifier type="guid">${id}</identifier><name>Io</name><type-name>output</type-name><owner-name>controller</owner-name><logic>1</logic><direction>1</direction><flags>1</flags>`;
}
