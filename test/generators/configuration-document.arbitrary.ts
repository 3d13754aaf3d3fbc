/**
 * Valid configuration documents, generated from the specification's field
 * lists (section 3, limits of sections 5 and 9) and configuration-xml.md
 * alone. The XML text is written here by a writer of its own (`xml-tree.ts`),
 * never by the project's codec, so that reading it tests the codec against an
 * independent writer; only the signature comes from the project
 * (`applySignature`).
 *
 * Each entity has an arbitrary of its choices (`storeChoices`,
 * `deviceChoices`, …) and a builder that writes it, giving it identifiers
 * from the document's own sequence and resolving its references (a store, a
 * video, a contact, a signal) among what the document already holds. The
 * builders are plain functions of the choices, so a shrunk counterexample is
 * still a valid document.
 *
 * What a generated document holds, for the tests: every entity of section 3;
 * every gate type; templates whose nested gates read the template's own
 * inputs (written `<identifier type="guid">`, `<name>`, `<link-id>`), a
 * template nested in a template, custom gates whose parameters name nested
 * gates, template outputs driven from inside (`<link-id>`); alerts naming
 * contacts, an FTP client, a receiver and a video; rights on devices, streams
 * and ios; fields with a default sometimes left out; an unknown element kept.
 */
import fc from 'fast-check';
import { applySignature, type Md5 } from '../../src/domain/configuration/signature';
import { element, guid, leaf, list, maybe, writeXml, type XmlNode } from './xml-tree';

// ---- constants of the specification (sections 3 and 9)

const NATIVE_DEVICE = 17235970;
const ONVIF_DEVICE = 18874369;
const VIDEO_CODECS = ['mjpeg', 'mxpeg', 'mpeg4', 'h263', 'h264', 'h265'] as const;
const DESCRIPTOR_AUDIO_CODECS = ['pcm', 'g711m', 'g711a', 'g726', 'aac'] as const;
/** The same codecs as modules spell them, position for position. */
const MODULE_AUDIO_CODECS = ['PCM', 'G.711mu', 'G.711a', 'G.726', 'AAC'] as const;
const ROTATIONS = [0, 90, 180, 270] as const;
const RESOLUTIONS = ['1920x1080', '1280x720', '704x576', '640x360', '320x240'] as const;
const PORT_DEFAULTS = { http: 80, https: 443, rtsp: 554, rtsps: 322, vision: 59999, mobile: 60001, sip: 5060, sips: 5061, dynamic: 16384 } as const;
const SERVICES = ['http', 'https', 'rtsp', 'rtsps', 'vision', 'mobile', 'sip', 'sips'] as const;
/** io flags: 1 virtual. */
const VIRTUAL = 1;

/** Gates of section 3 without references of their own, with their inputs and outputs (n-ary ones get 2 or 3 inputs). */
const SIMPLE_GATES = {
  and: [2, 1], or: [3, 1], xor: [2, 1], not: [1, 1], copy: [1, 1], edge: [1, 1], 'edge-down': [1, 1], 'edge-up': [1, 1], toogle: [1, 1],
  rs: [2, 1], mux: [3, 1], demux: [2, 2], clock: [0, 1], command: [1, 0], constant: [0, 1], time: [1, 1], ping: [0, 1], alarm: [1, 1],
  counter: [2, 1], operation: [2, 1], sampling: [1, 1], average: [1, 1], variation: [1, 1], max: [2, 1], min: [2, 1], 'copy-analogic': [1, 1],
  'counter-analogic': [1, 1], threshold: [1, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type SimpleGateType = keyof typeof SIMPLE_GATES;
export const SIMPLE_GATE_TYPES = Object.keys(SIMPLE_GATES) as SimpleGateType[];
const ANALOG_OUTPUTS = new Set<string>(['operation', 'sampling', 'average', 'variation', 'max', 'min', 'copy-analogic', 'counter-analogic']);

// ---- small arbitraries

/** A name: never blank, with characters that need escaping and one that is not ASCII. */
export const label = fc.stringMatching(/^[A-Z][a-zé&<>'" -]{0,10}[a-z0-9]$/);
const word = fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/);
const host = fc.oneof(word.map((name) => `${name}.example.net`), fc.tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map((parts) => parts.join('.')));
const ipv4 = fc.tuple(fc.constantFrom(10, 172, 192), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map((parts) => parts.join('.'));
const mail = fc.tuple(word, word).map(([user, domain]) => `${user}@${domain}.example`);
const phone = fc.stringMatching(/^\+33[1-9]\d{8}$/);
const storagePath = fc.array(word, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const base64 = fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => Buffer.from(bytes).toString('base64'));
const small = fc.integer({ min: 0, max: 100 });
const duration = fc.integer({ min: 0, max: 60_000 });
const port = fc.integer({ min: 1, max: 65535 });
const pick = fc.nat();
/** A sensitive string: in clear, or the server's ciphertext with `crypted="1"`. */
const secret = fc.record({ crypted: fc.boolean(), value: fc.oneof(word, base64) });

function pickFrom<T>(items: readonly T[], choice: number): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[choice % items.length]!;
}

function subset<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.subarray([...items], { minLength: 1 });
}

const numberList = (values: readonly number[]): string => values.join(',');

// ---- the document's identifiers and what it holds so far

/** Identifiers of one document: a random first number, then a sequence (unique however the choices shrink). */
class Identifiers {
  #next = 1;
  constructor(private readonly base: bigint) {}
  next(): string {
    return `${this.base.toString()}-${this.#next++}`;
  }
}

/** What the generated document holds, by kind: what references may name, and what the tests look for. */
interface Facts {
  stores: string[];
  defaultStore: string;
  devices: string[];
  /** Devices and their modules: what rights entries name. */
  resources: string[];
  /** Video modules: what filters and alerts name. */
  videos: string[];
  /** Ios outside the controller (devices, calendars, accesses). */
  externalIos: string[];
  /** The variant of section 3 each device and access io was written as, by its identifier. */
  ioVariants: Map<string, IoVariantName>;
  /** The controller's links, allocated first, so that an io may name one. */
  links: string[];
  /** The document path of each range of a type this version does not know (kept as a generic range), in order. */
  genericRanges: string[];
  /** Every io of the configuration: outside the controller, the controller's own, every gate output. */
  ios: string[];
  /** Every signal a top-level gate may read: the ios and the controller's links. */
  signals: string[];
  contacts: string[];
  ftpClients: string[];
  monitors: string[];
  users: string[];
  groups: number;
  calendars: number;
  /** Gates at the top of the controller. */
  gates: number;
  /** Inputs of templates and custom gates (their identifiers): signals only inside them. */
  templateInputs: string[];
  /** How many nested gate inputs read an enclosing template's own inputs. */
  scopedReads: number;
  /** How many template outputs are driven from inside (`<link-id>`). */
  drivenOutputs: number;
  emails: number;
  messages: number;
}

export type DocumentFacts = Readonly<Facts>;

// ---- application and parameters

export const applicationChoices = fc.record({ identifier: fc.nat(1000), brand: fc.nat(10), version: fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)) });
type ApplicationChoices = typeof applicationChoices extends fc.Arbitrary<infer T> ? T : never;

function applicationXml(choices: ApplicationChoices): XmlNode {
  const [major, minor, patch] = choices.version;
  return element('application', leaf('identifier', choices.identifier), leaf('brand', choices.brand), leaf('version', `${major + 1}.${minor}.${patch}`), leaf('minimal-version-update', `${major}.0.0`));
}

export const storeChoices = fc.record({
  name: label, rescue: fc.boolean(), path: storagePath,
  verifyPath: fc.option(fc.boolean(), { nil: undefined }), preserveSize: fc.option(small, { nil: undefined }),
  limitTime: fc.option(small, { nil: undefined }), limitSize: fc.option(fc.nat(10_000), { nil: undefined }),
});
type StoreChoices = typeof storeChoices extends fc.Arbitrary<infer T> ? T : never;

function storeXml(id: string, isDefault: boolean, choices: StoreChoices): XmlNode {
  return element(
    'store', guid(id), leaf('name', choices.name), leaf('default', isDefault), leaf('rescue', choices.rescue), leaf('path', choices.path),
    // Left out, they read as section 9's defaults (true, 10, 30, 0).
    choices.verifyPath !== undefined && leaf('verify-path', choices.verifyPath),
    choices.preserveSize !== undefined && leaf('preserve-size', choices.preserveSize),
    choices.limitTime !== undefined && leaf('limit-time', choices.limitTime),
    choices.limitSize !== undefined && leaf('limit-size', choices.limitSize),
  );
}

/** Network parameters: the services' ports all different (with the dynamic port), or section 9's defaults with some left out. */
export const networkChoices = fc.record({
  uses: fc.array(fc.option(fc.boolean(), { nil: undefined }), { minLength: 8, maxLength: 8 }),
  ports: fc.option(fc.uniqueArray(port, { minLength: 9, maxLength: 9 }), { nil: undefined }),
  writeDefaultPorts: fc.boolean(),
  httpsUseDefaultCertificate: fc.boolean(), domain: fc.option(word.map((name) => `${name}.example.net`), { nil: undefined }),
  certificate: fc.option(fc.option(base64, { nil: null }), { nil: undefined }),
  tcpNotification: fc.option(fc.boolean(), { nil: undefined }), httpNotification: fc.option(fc.boolean(), { nil: undefined }),
});
type NetworkChoices = typeof networkChoices extends fc.Arbitrary<infer T> ? T : never;

function networkXml(choices: NetworkChoices): XmlNode {
  const portOf = (index: number, service: keyof typeof PORT_DEFAULTS): XmlNode | undefined =>
    choices.ports ? leaf(`${service}-port`, choices.ports[index]!) : maybe(choices.writeDefaultPorts, leaf(`${service}-port`, PORT_DEFAULTS[service]));
  const serviceFlag = (index: number): XmlNode | undefined => {
    const service = SERVICES[index]!;
    const use = choices.uses[index];
    return use === undefined ? undefined : leaf(`use-${service}`, use);
  };
  const certificate = choices.certificate === undefined ? undefined : leaf('https-certificate', choices.certificate ?? '');
  return element(
    'network',
    serviceFlag(0), portOf(0, 'http'), serviceFlag(1), portOf(1, 'https'),
    leaf('https-use-default-certificate', choices.httpsUseDefaultCertificate), leaf('https-auto-certificate-domain', choices.domain ?? ''), certificate,
    serviceFlag(2), portOf(2, 'rtsp'), serviceFlag(3), portOf(3, 'rtsps'), serviceFlag(4), portOf(4, 'vision'), serviceFlag(5), portOf(5, 'mobile'),
    serviceFlag(6), portOf(6, 'sip'), serviceFlag(7), portOf(7, 'sips'), portOf(8, 'dynamic'),
    choices.tcpNotification !== undefined && leaf('use-tcp-notification', choices.tcpNotification),
    choices.httpNotification !== undefined && leaf('use-http-notification', choices.httpNotification),
  );
}

export const parametersChoices = fc.record({
  title: label, stores: fc.uniqueArray(storeChoices, { minLength: 1, maxLength: 3, selector: (store) => nameKey(store.name) }), defaultStore: pick,
  useMonitor: fc.boolean(), checkUpdates: fc.boolean(), cpuPriority: fc.integer({ min: 0, max: 5 }), startup: fc.boolean(), ioStarted: fc.boolean(),
  network: networkChoices,
  wizard: fc.option(fc.record({ display: fc.boolean(), defineAddress: fc.boolean(), startAddress: ipv4, definePassword: fc.boolean() }), { nil: undefined }),
});
type ParametersChoices = typeof parametersChoices extends fc.Arbitrary<infer T> ? T : never;

function parametersXml(choices: ParametersChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  const storeIds = choices.stores.map(() => ids.next());
  const defaultIndex = choices.defaultStore % storeIds.length;
  facts.stores = storeIds;
  facts.defaultStore = storeIds[defaultIndex]!;
  const { wizard } = choices;
  return element(
    'parameters', guid(id), leaf('title', choices.title),
    list('stores', choices.stores.map((store, index) => storeXml(storeIds[index]!, index === defaultIndex, store))),
    leaf('use-monitor', choices.useMonitor), leaf('check-updates', choices.checkUpdates), leaf('cpu-priority', choices.cpuPriority), leaf('startup', choices.startup),
    networkXml(choices.network), leaf('io-started', choices.ioStarted),
    wizard && element('wizard', leaf('display', wizard.display), leaf('define-address', wizard.defineAddress), leaf('start-address', wizard.startAddress), leaf('define-password', wizard.definePassword)),
  );
}

// ---- ios

const IO_VARIANTS = ['io', 'with-is-input', 'with-link-id', 'with-link', 'virtual'] as const;
export type IoVariantName = (typeof IO_VARIANTS)[number];

/**
 * An io and the variant of section 3 it is written as: with `is-input`
 * (agreeing with its direction), with `link-id` (an io written before it),
 * with `link` (a controller link), or virtual (flag 1, `is-no` and
 * `bistable` each sometimes left out, then `link`, sometimes empty).
 */
export const ioChoices = fc.record({
  name: label, logic: fc.boolean(), flags: fc.nat(63),
  variant: fc.constantFrom(...IO_VARIANTS), isNo: fc.option(fc.boolean(), { nil: undefined }), bistable: fc.option(fc.boolean(), { nil: undefined }), target: fc.option(pick, { nil: undefined }),
});
type IoChoices = typeof ioChoices extends fc.Arbitrary<infer T> ? T : never;

/** An io of a device or an access, written as the variant chosen when what it names exists (else a plain io); recorded in the facts. */
function variantIoXml(elementName: string, id: string, typeName: string, ownerName: string, direction: 0 | 1, choices: IoChoices, facts: Facts): XmlNode {
  const { variant, target } = choices;
  const linkTo = (candidates: readonly string[]) => (target === undefined || candidates.length === 0 ? undefined : pickFrom(candidates, target));
  let written: IoVariantName = variant;
  let extra: (XmlNode | undefined)[] = [];
  let flags = choices.flags;
  if (variant === 'with-is-input') extra = [leaf('is-input', direction === 0)];
  else if (variant === 'with-link-id') {
    const driver = linkTo(facts.externalIos.filter((each) => each !== id));
    if (driver === undefined) written = 'io';
    else extra = [leaf('link-id', driver)];
  } else if (variant === 'with-link') {
    const link = linkTo(facts.links);
    if (link === undefined) written = 'io';
    else extra = [leaf('link', link)];
  } else if (variant === 'virtual') {
    flags |= VIRTUAL;
    const link = linkTo(facts.links);
    extra = [choices.isNo === undefined ? undefined : leaf('is-no', choices.isNo), choices.bistable === undefined ? undefined : leaf('bistable', choices.bistable), leaf('link', link ?? '')];
    // Neither is-no nor bistable: read by its link alone (an empty one is none).
    if (choices.isNo === undefined && choices.bistable === undefined) written = link === undefined ? 'io' : 'with-link';
  }
  facts.ioVariants.set(id, written);
  return ioXml(elementName, id, typeName, ownerName, direction, { ...choices, flags }, extra);
}

function ioXml(elementName: string, id: string, typeName: string, ownerName: string, direction: 0 | 1, choices: IoChoices, extra: readonly (XmlNode | undefined)[] = []): XmlNode {
  return element(
    elementName, guid(id), leaf('name', choices.name), leaf('type-name', typeName), leaf('owner-name', ownerName),
    leaf('logic', choices.logic), leaf('direction', direction), leaf('flags', choices.flags), ...extra,
  );
}

// ---- devices

const rangeChoices = fc.tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 8000 })).map(([min, span]) => ({ min, max: min + span }));

export const videoCodecDescriptorChoices = fc.record({
  name: fc.constantFrom(...VIDEO_CODECS), canReuse: fc.boolean(), resolutions: subset(RESOLUTIONS), qualities: subset([1, 2, 3, 4, 5]),
  fps: subset([1, 5, 10, 15, 25, 30]), gov: subset([1, 10, 25, 50]), maxBitrates: rangeChoices, vbrCbr: fc.boolean(),
  vbrQualities: subset([1, 2, 3, 4, 5]), cbrBitrates: rangeChoices, cbrPriority: fc.boolean(),
});
type VideoCodecDescriptorChoices = typeof videoCodecDescriptorChoices extends fc.Arbitrary<infer T> ? T : never;

const codecList = fc.uniqueArray(videoCodecDescriptorChoices, { minLength: 1, maxLength: 2, selector: (codec) => codec.name });

export const videoChannelDescriptorChoices = fc.record({
  nbStreams: fc.constantFrom(1, 2), rotations: subset(ROTATIONS), streams: fc.tuple(codecList, codecList),
  ptz: fc.option(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), { nil: undefined }),
});
type VideoChannelDescriptorChoices = typeof videoChannelDescriptorChoices extends fc.Arbitrary<infer T> ? T : never;

const audioCodecList = fc.uniqueArray(
  fc.record({ name: fc.constantFrom(...DESCRIPTOR_AUDIO_CODECS), frequencies: subset([8000, 16000, 44100]), bitrates: subset([32, 64, 128]) }),
  { minLength: 1, maxLength: 2, selector: (codec) => codec.name },
);
export const audioDescriptorChoices = fc.record({ shared: fc.boolean(), nbChannels: fc.integer({ min: 0, max: 2 }), channels: fc.tuple(audioCodecList, audioCodecList) });
type AudioDescriptorChoices = typeof audioDescriptorChoices extends fc.Arbitrary<infer T> ? T : never;

export const descriptorChoices = fc.record({
  video: fc.record({ shared: fc.boolean(), displayModes: subset([0, 1, 2]), nbChannels: fc.integer({ min: 1, max: 2 }), channels: fc.tuple(videoChannelDescriptorChoices, videoChannelDescriptorChoices) }),
  audioIn: audioDescriptorChoices, audioOut: audioDescriptorChoices,
  io: fc.tuple(fc.nat(4), fc.nat(4), fc.nat(2), fc.nat(2), fc.boolean()),
  sip: fc.option(fc.tuple(fc.boolean(), fc.boolean()), { nil: undefined }),
  controlPanel: fc.option(fc.tuple(fc.nat(8), fc.nat(4), fc.nat(4)), { nil: undefined }),
});
type DescriptorChoices = typeof descriptorChoices extends fc.Arbitrary<infer T> ? T : never;

/** The channel descriptors a descriptor writes: one for a shared device (it serves every channel), else one per channel. */
function channelDescriptors(descriptor: DescriptorChoices): VideoChannelDescriptorChoices[] {
  return descriptor.video.channels.slice(0, descriptor.video.shared ? 1 : descriptor.video.nbChannels);
}

function audioChannels(audio: AudioDescriptorChoices) {
  return audio.nbChannels === 0 ? [] : audio.channels.slice(0, audio.shared ? 1 : audio.nbChannels);
}

function videoCodecDescriptorXml(codec: VideoCodecDescriptorChoices): XmlNode {
  return element(
    'codec', leaf('name', codec.name), leaf('can-reuse', codec.canReuse), leaf('resolutions', codec.resolutions.join(',')),
    leaf('qualities', numberList(codec.qualities)), leaf('fps', numberList(codec.fps)), leaf('gov', numberList(codec.gov)),
    element('max-bitrates', leaf('min', codec.maxBitrates.min), leaf('max', codec.maxBitrates.max)), leaf('vbr-cbr', codec.vbrCbr),
    leaf('vbr-qualities', numberList(codec.vbrQualities)), element('cbr-bitrates', leaf('min', codec.cbrBitrates.min), leaf('max', codec.cbrBitrates.max)),
    leaf('cbr-priority', codec.cbrPriority),
  );
}

function audioDescriptorXml(name: string, audio: AudioDescriptorChoices): XmlNode {
  return element(
    name, leaf('shared', audio.shared), leaf('nb-channels', audio.nbChannels),
    list('channels', audioChannels(audio).map((codecs) => element('channel', list('codecs', codecs.map((codec) =>
      element('codec', leaf('name', codec.name), leaf('frequencies', numberList(codec.frequencies)), leaf('bitrates', numberList(codec.bitrates)))))))),
  );
}

function descriptorXml(descriptor: DescriptorChoices): XmlNode {
  const { video } = descriptor;
  const [logicInputs, logicOutputs, analogInputs, analogOutputs, configurable] = descriptor.io;
  const ptzNames = ['relative', 'continuous', 'absolute', 'preposition', 'center', 'zone'];
  return element(
    'descriptor',
    element('video', leaf('shared', video.shared), leaf('display-modes', numberList(video.displayModes)), leaf('nb-channels', video.nbChannels),
      list('channels', channelDescriptors(descriptor).map((channel) => element(
        'channel', leaf('nb-streams', channel.nbStreams), leaf('rotations', numberList(channel.rotations)),
        list('streams', channel.streams.slice(0, channel.nbStreams).map((codecs) => element('stream', list('codecs', codecs.map(videoCodecDescriptorXml))))),
        channel.ptz && element('ptz', ...channel.ptz.map((on, index) => leaf(ptzNames[index]!, on))),
      )))),
    audioDescriptorXml('audio-in', descriptor.audioIn), audioDescriptorXml('audio-out', descriptor.audioOut),
    element('io', leaf('logic-inputs', logicInputs), leaf('logic-outputs', logicOutputs), leaf('analog-inputs', analogInputs), leaf('analog-outputs', analogOutputs), leaf('configurable', configurable)),
    descriptor.sip && element('sip', leaf('audio-in', descriptor.sip[0]), leaf('audio-out', descriptor.sip[1])),
    descriptor.controlPanel && element('control-panel', leaf('zones', descriptor.controlPanel[0]), leaf('areas', descriptor.controlPanel[1]), leaf('outputs', descriptor.controlPanel[2])),
  );
}

/** Base fields of a module: a store reference (used: one of the document's stores) and an io connection (or none). */
export const moduleBaseChoices = fc.record({ name: label, useStore: fc.boolean(), store: pick, ioConnection: fc.option(ioChoices, { nil: undefined }) });
type ModuleBaseChoices = typeof moduleBaseChoices extends fc.Arbitrary<infer T> ? T : never;

function moduleBaseXml(type: string, id: string, choices: ModuleBaseChoices, ids: Identifiers, facts: Facts, owner: string): XmlNode[] {
  facts.resources.push(id);
  let connection: XmlNode = leaf('io-connection', '');
  if (choices.ioConnection) {
    const ioId = ids.next();
    connection = variantIoXml('io-connection', ioId, 'input', owner, 0, choices.ioConnection, facts);
    facts.externalIos.push(ioId);
  }
  const store = choices.useStore ? element('store', leaf('use', true), guid(pickFrom(facts.stores, choices.store))) : element('store', leaf('use', false));
  return [leaf('type', type), guid(id), leaf('name', choices.name), store, connection];
}

/** One video stream's own settings, as picks among what the descriptor announces (or free values without one). */
export const videoSettingsChoices = fc.record({
  base: moduleBaseChoices, network: fc.boolean(), port: port, codec: pick, resolution: pick, rotation: pick, quality: pick, fps: pick, gov: pick,
  maxBitrate: pick, vbr: fc.boolean(), vbrQuality: pick, cbrBitrate: pick, cbrFrameratePriority: fc.boolean(), referenceImage: fc.option(base64, { nil: undefined }),
  useSecondStream: fc.boolean(), rebuildSecondStream: fc.boolean(),
  protocol: fc.constantFrom(1, 2), request: word.map((name) => `/${name}`), rtspMode: fc.integer({ min: 0, max: 4 }), rtspWebsocket: fc.boolean(), rtspKeepalive: fc.boolean(),
});
type VideoSettingsChoices = typeof videoSettingsChoices extends fc.Arbitrary<infer T> ? T : never;

const inRange = (range: { min: number; max: number }, choice: number): number => range.min + (choice % (range.max - range.min + 1));

function videoXml(id: string, channel: number, stream: number, choices: VideoSettingsChoices, allowed: { rotations: readonly number[]; codec?: VideoCodecDescriptorChoices } | undefined, ids: Identifiers, facts: Facts, owner: string): XmlNode {
  facts.videos.push(id);
  const codec = allowed?.codec;
  const values = codec
    ? {
      codec: codec.name, resolution: pickFrom(codec.resolutions, choices.resolution), quality: pickFrom(codec.qualities, choices.quality),
      fps: pickFrom(codec.fps, choices.fps), gov: pickFrom(codec.gov, choices.gov), maxBitrate: inRange(codec.maxBitrates, choices.maxBitrate),
      vbrQuality: pickFrom(codec.vbrQualities, choices.vbrQuality), cbrBitrate: inRange(codec.cbrBitrates, choices.cbrBitrate),
    }
    : {
      codec: pickFrom(VIDEO_CODECS, choices.codec), resolution: pickFrom(RESOLUTIONS, choices.resolution), quality: 1 + (choices.quality % 5), fps: 1 + (choices.fps % 30),
      gov: 1 + (choices.gov % 50), maxBitrate: 256 + (choices.maxBitrate % 8000), vbrQuality: 1 + (choices.vbrQuality % 5), cbrBitrate: 256 + (choices.cbrBitrate % 8000),
    };
  const rotation = pickFrom(allowed?.rotations ?? ROTATIONS, choices.rotation);
  return element(
    'video', ...moduleBaseXml(choices.network ? 'network-video' : 'video', id, choices.base, ids, facts, owner),
    leaf('channel', channel), leaf('stream', stream), leaf('port', choices.port), leaf('codec', values.codec), leaf('resolution', values.resolution),
    leaf('rotation', rotation), leaf('quality', values.quality), leaf('fps', values.fps), leaf('gov', values.gov), leaf('max-bitrate', values.maxBitrate),
    leaf('vbr', choices.vbr), leaf('vbr-quality', values.vbrQuality), leaf('cbr-bitrate', values.cbrBitrate), leaf('cbr-framerate-priority', choices.cbrFrameratePriority),
    choices.referenceImage !== undefined && leaf('reference-image', choices.referenceImage),
    leaf('use-second-stream', choices.useSecondStream), leaf('rebuild-second-stream', choices.rebuildSecondStream),
    ...(choices.network
      ? [leaf('protocol', choices.protocol), leaf('request', choices.request), leaf('rtsp-mode', choices.rtspMode), leaf('rtsp-websocket', choices.rtspWebsocket), leaf('rtsp-keepalive', choices.rtspKeepalive)]
      : []),
  );
}

export const audioModuleChoices = fc.record({ base: moduleBaseChoices, channel: pick, codec: pick, frequency: fc.constantFrom(8000, 16000, 44100), bitrate: fc.constantFrom(32, 64, 128), channels: fc.option(fc.constantFrom(1, 2), { nil: undefined }) });
type AudioModuleChoices = typeof audioModuleChoices extends fc.Arbitrary<infer T> ? T : never;

function audioXml(elementName: 'audio-input' | 'audio-output', id: string, choices: AudioModuleChoices, descriptor: AudioDescriptorChoices | undefined, ids: Identifiers, facts: Facts, owner: string): XmlNode {
  // A channel the descriptor has, with one of the codecs it offers there (in the modules' spelling); any module codec otherwise.
  const offered = descriptor ? audioChannels(descriptor) : [];
  let channel = choices.channel % 2;
  let codec: string = pickFrom(MODULE_AUDIO_CODECS, choices.codec);
  if (descriptor && offered.length > 0) {
    channel = choices.channel % descriptor.nbChannels;
    const codecs = offered[descriptor.shared ? 0 : channel]!;
    codec = MODULE_AUDIO_CODECS[DESCRIPTOR_AUDIO_CODECS.indexOf(pickFrom(codecs, choices.codec).name)]!;
  }
  return element(
    elementName, ...moduleBaseXml(elementName === 'audio-input' ? 'audio-in' : 'audio-out', id, choices.base, ids, facts, owner),
    leaf('channel', channel), leaf('codec', codec), leaf('frequency', choices.frequency), leaf('bitrate', choices.bitrate),
    choices.channels !== undefined && leaf('channels', choices.channels),
  );
}

export const deviceChoices = fc.record({
  onvif: fc.boolean(), dvr: fc.boolean(), typename: label, firmware: fc.tuple(fc.nat(9), fc.nat(9)).map(([a, b]) => `${a}.${b}`), address: ipv4, port: port,
  useAuth: fc.boolean(), user: word, password: secret, ssl: fc.boolean(), proxy: fc.boolean(), proxyAddress: fc.option(ipv4, { nil: '' }), proxyPort: fc.nat(65535),
  defaultParameters: fc.boolean(), displayMode: fc.nat(2), configured: fc.boolean(),
  descriptor: fc.option(descriptorChoices, { nil: undefined }),
  /** Channels without a descriptor, and how many streams each channel uses (the first at least one). */
  channels: fc.integer({ min: 1, max: 2 }), streams: fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 })),
  videos: fc.array(videoSettingsChoices, { minLength: 4, maxLength: 4 }),
  audioInputs: fc.array(audioModuleChoices, { maxLength: 2 }), audioOutputs: fc.array(audioModuleChoices, { maxLength: 1 }),
  ptz: fc.option(fc.record({ base: moduleBaseChoices, channel: pick, timeRelease: fc.nat(120), useRemotePreset: fc.boolean(), useRemoteGuardtour: fc.boolean() }), { nil: undefined }),
  sip: fc.option(fc.record({ base: moduleBaseChoices, port: fc.option(port, { nil: undefined }), audioIn: fc.boolean(), audioOut: fc.boolean() }), { nil: undefined }),
  io: fc.option(fc.record({ base: moduleBaseChoices, inputs: fc.array(ioChoices, { maxLength: 2 }), outputs: fc.array(ioChoices, { maxLength: 2 }) }), { nil: undefined }),
  controlPanel: fc.option(moduleBaseChoices, { nil: undefined }),
  connectionStateIo: fc.option(ioChoices, { nil: undefined }),
  unknownElement: fc.option(word, { nil: undefined }),
  onvifFields: fc.record({ defaultProfile: word, forceProfileS: fc.boolean(), onvifChannels: subset([0, 1, 2, 3]) }),
  // A proxy in use has an address and a port (FIELD_RULES.devices).
}).map((device) => (device.proxy ? { ...device, proxyAddress: device.proxyAddress || '10.9.9.11', proxyPort: device.proxyPort || 1 } : device));
type DeviceChoices = typeof deviceChoices extends fc.Arbitrary<infer T> ? T : never;

function deviceXml(choices: DeviceChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  facts.devices.push(id);
  facts.resources.push(id);
  const owner = choices.typename;
  const { descriptor } = choices;
  // Section 5: the streams of a channel start at 0, in order, one channel after the other; settings among those the descriptor announces.
  const videos: XmlNode[] = [];
  const channelCount = descriptor ? descriptor.video.nbChannels : choices.channels;
  let settings = 0;
  for (let channel = 0; channel < channelCount; channel++) {
    const channelDescriptor = descriptor ? channelDescriptors(descriptor)[descriptor.video.shared ? 0 : channel]! : undefined;
    const wanted = choices.streams[channel] ?? 0;
    const count = channelDescriptor ? Math.min(wanted, channelDescriptor.nbStreams) : wanted;
    for (let stream = 0; stream < count; stream++) {
      const video = choices.videos[settings++ % choices.videos.length]!;
      const allowed = channelDescriptor ? { rotations: channelDescriptor.rotations, codec: pickFrom(channelDescriptor.streams[stream]!, video.codec) } : undefined;
      videos.push(videoXml(ids.next(), channel, stream, video, allowed, ids, facts, owner));
    }
  }
  const module = (name: string, type: string, base: ModuleBaseChoices, ...own: (XmlNode | undefined)[]): XmlNode =>
    element(name, ...moduleBaseXml(type, ids.next(), base, ids, facts, owner), ...own);
  const ioModule = choices.io && (() => {
    const { io } = choices;
    const base = moduleBaseXml('io', ids.next(), io.base, ids, facts, owner);
    const ios = (direction: 0 | 1, entries: readonly IoChoices[]) => entries.map((entry) => {
      const ioId = ids.next();
      const written = variantIoXml(direction === 0 ? 'input' : 'output', ioId, direction === 0 ? 'input' : 'output', owner, direction, entry, facts);
      facts.externalIos.push(ioId);
      return written;
    });
    return element('io', ...base, list('inputs', ios(0, io.inputs)), list('outputs', ios(1, io.outputs)));
  })();
  let connectionState: XmlNode | undefined;
  if (choices.connectionStateIo) {
    const ioId = ids.next();
    connectionState = variantIoXml('connection-state-io', ioId, 'input', owner, 0, choices.connectionStateIo, facts);
    facts.externalIos.push(ioId);
  }
  const audioIn = choices.audioInputs.map((audio) => audioXml('audio-input', ids.next(), audio, descriptor?.audioIn, ids, facts, owner));
  const audioOut = choices.audioOutputs.map((audio) => audioXml('audio-output', ids.next(), audio, descriptor?.audioOut, ids, facts, owner));
  const { onvifFields } = choices;
  return element(
    'device', leaf('type', choices.onvif ? ONVIF_DEVICE : NATIVE_DEVICE), guid(id), leaf('dvr', choices.dvr), leaf('typename', choices.typename),
    leaf('firmware', choices.firmware), leaf('address', choices.address), leaf('port', choices.port), leaf('use-auth', choices.useAuth), leaf('user', choices.user),
    leaf('password', choices.password.value, choices.password.crypted ? { crypted: '1' } : undefined), leaf('ssl', choices.ssl), leaf('proxy', choices.proxy),
    leaf('proxy-address', choices.proxyAddress), leaf('proxy-port', choices.proxyPort), leaf('default-parameters', choices.defaultParameters),
    leaf('display-mode', choices.displayMode), leaf('configured', choices.configured),
    descriptor && descriptorXml(descriptor),
    list('videos', videos), list('audio-inputs', audioIn), list('audio-outputs', audioOut),
    choices.ptz && module('ptz', 'ptz', choices.ptz.base, leaf('channel', choices.ptz.channel % channelCount), leaf('time-release', choices.ptz.timeRelease),
      leaf('use-remote-preset', choices.ptz.useRemotePreset), leaf('use-remote-guardtour', choices.ptz.useRemoteGuardtour)),
    choices.sip && module('sip', 'sip-audio', choices.sip.base, choices.sip.port === undefined ? undefined : leaf('port', choices.sip.port), leaf('audio-in', choices.sip.audioIn), leaf('audio-out', choices.sip.audioOut)),
    ioModule,
    choices.controlPanel && module('control-panel', 'control-panel', choices.controlPanel),
    connectionState,
    // An element this version does not know: kept in place.
    choices.unknownElement !== undefined && leaf('vendor-extension', choices.unknownElement),
    ...(choices.onvif ? [leaf('default-profile', onvifFields.defaultProfile), leaf('force-profile-s', onvifFields.forceProfileS), leaf('onvif-channels', numberList(onvifFields.onvifChannels))] : []),
  );
}

// ---- groups and users

export const rightsChoices = fc.record({ resource: pick, flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()), writeFalse: fc.boolean() });

export const groupChoices = fc.record({
  name: label, root: fc.boolean(),
  users: fc.array(fc.record({ name: word, password: secret, remote: fc.boolean() }), { maxLength: 2 }),
  rights: fc.array(rightsChoices, { maxLength: 3 }),
});
type GroupChoices = typeof groupChoices extends fc.Arbitrary<infer T> ? T : never;

function groupXml(choices: GroupChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  // Rights on devices, streams and other modules, and on ios; one entry per resource, granting something (an entry granting nothing is not written).
  const targets = [...facts.resources, ...facts.externalIos];
  const seen = new Set<string>();
  const rights: XmlNode[] = [];
  for (const entry of choices.rights) {
    const target = pickFrom(targets, entry.resource);
    if (seen.has(target)) continue;
    seen.add(target);
    const flags = entry.flags.some(Boolean) ? entry.flags : [true, false, false, false];
    const names = ['live-read', 'consultation', 'exportation', 'ptz-write'];
    rights.push(element('right', guid(target), ...flags.map((on, index) => maybe(on || entry.writeFalse, leaf(names[index]!, on)))));
  }
  const users = choices.users.map((user) => {
    const userId = ids.next();
    facts.users.push(userId);
    return element('user', guid(userId), leaf('name', user.name), leaf('password', user.password.value, user.password.crypted ? { crypted: '1' } : undefined), leaf('remote', user.remote));
  });
  return element('group', guid(id), leaf('name', choices.name), leaf('root', choices.root), list('users', users), list('rights', rights));
}

// ---- calendars and ranges

const time = fc.record({ hour: fc.option(fc.nat(23), { nil: undefined }), minute: fc.option(fc.nat(59), { nil: undefined }), second: fc.option(fc.nat(59), { nil: undefined }) });
type TimeChoices = typeof time extends fc.Arbitrary<infer T> ? T : never;
const timeXml = (choices: TimeChoices): (XmlNode | undefined)[] => [
  choices.hour !== undefined ? leaf('hour', choices.hour) : undefined,
  choices.minute !== undefined ? leaf('minute', choices.minute) : undefined,
  choices.second !== undefined ? leaf('second', choices.second) : undefined,
];
const flagsXml = (prefix: string, flags: readonly boolean[]): XmlNode[] => flags.map((on, index) => leaf(`${prefix}${index}`, on));

/** A range of each type of section 3 (0 daily, 1 weekly, 2 monthly, 3 yearly), or one of a type this version does not know. */
export const rangeChoices_ = fc.oneof(
  fc.record({ type: fc.constant(0 as const), name: fc.option(label, { nil: undefined }), weekdays: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), begin: time, end: time }),
  fc.record({ type: fc.constant(1 as const), name: fc.option(label, { nil: undefined }), begin: fc.tuple(fc.option(fc.nat(6), { nil: undefined }), time), end: fc.tuple(fc.option(fc.nat(6), { nil: undefined }), time) }),
  fc.record({
    type: fc.constant(2 as const), name: fc.option(label, { nil: undefined }), beginDay: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
    months: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), begin: time, endDay: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }), end: time,
  }),
  fc.record({
    type: fc.constant(3 as const), name: fc.option(label, { nil: undefined }),
    begin: fc.tuple(fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }), fc.integer({ min: 1, max: 28 }), time),
    end: fc.tuple(fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }), fc.integer({ min: 1, max: 28 }), time),
  }),
  fc.record({ type: fc.constant(9 as const), name: label, payload: word }),
);
type RangeChoices = typeof rangeChoices_ extends fc.Arbitrary<infer T> ? T : never;

function rangeXml(range: RangeChoices): XmlNode {
  const name = range.name === undefined ? undefined : leaf('name', range.name);
  switch (range.type) {
    case 0:
      return element('range', leaf('type', 0), name, element('begin', ...flagsXml('weekday', range.weekdays), ...timeXml(range.begin)), element('end', ...timeXml(range.end)));
    case 1: {
      const moment = (which: string, [weekday, at]: typeof range.begin) => element(which, weekday === undefined ? undefined : leaf('weekday', weekday), ...timeXml(at));
      return element('range', leaf('type', 1), name, moment('begin', range.begin), moment('end', range.end));
    }
    case 2:
      return element(
        'range', leaf('type', 2), name,
        element('begin', range.beginDay === undefined ? undefined : leaf('day', range.beginDay), ...flagsXml('month', range.months), ...timeXml(range.begin)),
        element('end', range.endDay === undefined ? undefined : leaf('day', range.endDay), ...timeXml(range.end)),
      );
    case 3: {
      const moment = (which: string, [month, day, at]: typeof range.begin) => element(which, month === undefined ? undefined : leaf('month', month), leaf('day', day), ...timeXml(at));
      return element('range', leaf('type', 3), name, moment('begin', range.begin), moment('end', range.end));
    }
    default:
      // Kept as a generic range: its other elements come back as they were.
      return element('range', leaf('type', range.type), leaf('name', range.name), element('rule', leaf('pattern', range.payload)));
  }
}

export const calendarChoices = fc.record({ name: fc.option(label, { nil: undefined }), ranges: fc.array(rangeChoices_, { maxLength: 3 }), everyType: fc.boolean(), io: ioChoices });
type CalendarChoices = typeof calendarChoices extends fc.Arbitrary<infer T> ? T : never;

const ONE_OF_EACH_RANGE: RangeChoices[] = [
  { type: 0, name: 'Weekdays', weekdays: [false, true, true, true, true, true, false], begin: { hour: 8, minute: 0, second: 0 }, end: { hour: 18, minute: undefined, second: undefined } },
  { type: 1, name: undefined, begin: [6, { hour: 8, minute: undefined, second: undefined }], end: [undefined, { hour: 20, minute: 0, second: 0 }] },
  { type: 2, name: 'Inventory', beginDay: undefined, months: Array.from({ length: 12 }, (_, index) => index % 3 === 0), begin: { hour: 7, minute: 30, second: 0 }, endDay: 2, end: { hour: undefined, minute: undefined, second: undefined } },
  { type: 3, name: 'Summer', begin: [8, 1, { hour: 0, minute: 0, second: 0 }], end: [undefined, 31, { hour: 23, minute: 59, second: 59 }] },
];

function calendarXml(choices: CalendarChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  const ioId = ids.next();
  facts.externalIos.push(ioId);
  facts.calendars++;
  const ranges = choices.everyType ? [...ONE_OF_EACH_RANGE, ...choices.ranges] : choices.ranges;
  ranges.forEach((range, index) => {
    if (range.type === 9) facts.genericRanges.push(`configuration/calendars/calendar[${facts.calendars}]/ranges/range[${index + 1}]/type`);
  });
  const owner = choices.name ?? 'New calendar';
  return element('calendar', guid(id), choices.name === undefined ? undefined : leaf('name', choices.name), list('ranges', ranges.map(rangeXml)), ioXml('io', ioId, 'calendar', owner, 0, { ...choices.io, flags: VIRTUAL }));
}

// ---- notifications, receivers, accesses

export const contactChoices = fc.record({
  name: fc.option(label, { nil: undefined }), firstname: label, mail: fc.option(mail, { nil: '' }), phone: fc.option(phone, { nil: '' }), description: fc.option(label, { nil: '' }),
  unknownElement: fc.option(word, { nil: undefined }),
});
type ContactChoices = typeof contactChoices extends fc.Arbitrary<infer T> ? T : never;

function contactXml(choices: ContactChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  facts.contacts.push(id);
  return element(
    'contact', guid(id), choices.name === undefined ? undefined : leaf('name', choices.name), leaf('firstname', choices.firstname), leaf('mail', choices.mail),
    leaf('phone', choices.phone), leaf('description', choices.description), choices.unknownElement !== undefined && leaf('nickname', choices.unknownElement),
  );
}

export const ftpClientChoices = fc.record({
  name: fc.option(label, { nil: undefined }), address: host, port: fc.option(port, { nil: undefined }), connection: fc.option(fc.nat(1), { nil: undefined }),
  user: word, password: secret, path: storagePath, createPath: fc.boolean(),
});
type FtpClientChoices = typeof ftpClientChoices extends fc.Arbitrary<infer T> ? T : never;

function ftpClientXml(choices: FtpClientChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  facts.ftpClients.push(id);
  return element(
    'ftp-client', guid(id), choices.name === undefined ? undefined : leaf('name', choices.name), leaf('address', choices.address),
    choices.port === undefined ? undefined : leaf('port', choices.port), choices.connection === undefined ? undefined : leaf('connection', choices.connection),
    leaf('user', choices.user), leaf('password', choices.password.value, choices.password.crypted ? { crypted: '1' } : undefined), leaf('path', choices.path), leaf('create-path', choices.createPath),
  );
}

export const monitorChoices = fc.record({
  name: fc.option(label, { nil: undefined }), type: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), address: fc.option(ipv4, { nil: undefined }), port: port,
  secondaryUse: fc.boolean(), secondaryAddress: fc.option(ipv4, { nil: '' }), secondaryPort: fc.nat(65535), trid: fc.stringMatching(/^\d{4}$/), account: fc.stringMatching(/^\d{4}$/),
  prefix: fc.option(word, { nil: '' }), receiver: fc.stringMatching(/^\d{1,2}$/), format: fc.nat(3), cyclic: fc.boolean(), cyclicCode: fc.stringMatching(/^\d{3}$/),
  nbTest: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }), responseTime: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }), snumber: fc.stringMatching(/^\d{1,4}$/),
  domain: fc.option(word.map((name) => `${name}.example.net`), { nil: undefined }), keepaliveTime: fc.nat(600), keepalivePort: fc.nat(65535),
}).map((monitor) => ({
  ...monitor,
  // A receiver in use has an address (not the `{ip}` placeholder), and each port in use is a port (FIELD_RULES.alarms).
  address: monitor.address ?? '10.9.9.9',
  ...(monitor.secondaryUse ? { secondaryAddress: monitor.secondaryAddress || '10.9.9.10', secondaryPort: monitor.secondaryPort || 1 } : {}),
  keepalivePort: monitor.keepaliveTime > 0 ? monitor.keepalivePort || 1 : monitor.keepalivePort,
}));
type MonitorChoices = typeof monitorChoices extends fc.Arbitrary<infer T> ? T : never;

function monitorXml(choices: MonitorChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  facts.monitors.push(id);
  const optional = (name: string, value: string | number | undefined) => (value === undefined ? undefined : leaf(name, value));
  return element(
    'monitor', guid(id), optional('name', choices.name), optional('type', choices.type), optional('address', choices.address), leaf('port', choices.port),
    leaf('secondary-use', choices.secondaryUse), leaf('secondary-address', choices.secondaryAddress), leaf('secondary-port', choices.secondaryPort), leaf('trid', choices.trid),
    leaf('account', choices.account), leaf('prefix', choices.prefix), leaf('receiver', choices.receiver), leaf('format', choices.format), leaf('cyclic', choices.cyclic),
    leaf('cyclic-code', choices.cyclicCode), optional('nb-test', choices.nbTest), optional('response-time', choices.responseTime), leaf('snumber', choices.snumber),
    optional('domain', choices.domain), leaf('keepalive-time', choices.keepaliveTime), leaf('keepalive-port', choices.keepalivePort),
  );
}

export const smtpServerChoices = fc.record({
  // A sender is required (FIELD_RULES.emails): mails need a From.
  name: fc.option(label, { nil: undefined }), from: mail, address: host, port: port, authentication: fc.boolean(), user: word, password: secret, security: fc.nat(2),
});
type SmtpServerChoices = typeof smtpServerChoices extends fc.Arbitrary<infer T> ? T : never;

/** A default SMTP server writes no connection fields (configuration-xml.md). */
export function smtpServerXml(choices: SmtpServerChoices, isDefault: boolean, id: string): XmlNode {
  return element(
    'email', guid(id), leaf('default', isDefault ? 1 : 0), choices.name === undefined ? undefined : leaf('name', choices.name), leaf('from', choices.from),
    ...(isDefault
      ? []
      : [leaf('address', choices.address), leaf('port', choices.port), leaf('authentification-required', choices.authentication), leaf('user', choices.user),
        leaf('password', choices.password.value, choices.password.crypted ? { crypted: '1' } : undefined), leaf('security', choices.security)]),
  );
}

export const smsServerChoices = fc.record({ name: fc.option(label, { nil: undefined }), provider: fc.nat(3), account: word, user: word, password: secret, senderPhone: fc.option(phone, { nil: '' }) });
type SmsServerChoices = typeof smsServerChoices extends fc.Arbitrary<infer T> ? T : never;

export function smsServerXml(choices: SmsServerChoices, isDefault: boolean, id: string): XmlNode {
  return element(
    'message', guid(id), leaf('default', isDefault ? 1 : 0), choices.name === undefined ? undefined : leaf('name', choices.name), leaf('provider', choices.provider),
    leaf('account', choices.account), leaf('user', choices.user), leaf('password', choices.password.value, choices.password.crypted ? { crypted: '1' } : undefined),
    leaf('sender-phone', choices.senderPhone),
  );
}

/** At most one default server in a list: the one at `choice`, or none. */
const defaultIndex = fc.option(pick, { nil: undefined });

export const accessChoices = ioChoices;

function accessXml(choices: IoChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  const ioId = ids.next();
  const io = variantIoXml('io', ioId, 'input', 'access', 0, choices, facts);
  facts.externalIos.push(ioId);
  return element('access', guid(id), io);
}

// ---- analysis filters

export const filterChoices = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('video-analysis' as const), name: label, stream: pick, mode: fc.constantFrom(0, 1, 2), level: fc.option(fc.nat(255), { nil: undefined }),
    zones: fc.array(fc.record({
      mask: fc.option(fc.nat(255), { nil: undefined }),
      // Thousandths: a rectangle inside the picture, left of its right side and above its bottom.
      x: fc.tuple(fc.nat(1000), fc.nat(1000)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
      y: fc.tuple(fc.nat(1000), fc.nat(1000)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    }), { maxLength: 3 }),
    detection: fc.option(pick, { nil: undefined }), loss: fc.option(pick, { nil: undefined }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('other' as const), type: fc.integer({ min: 2, max: 9 }), name: label, stream: pick, payload: word }) },
);
type FilterChoices = typeof filterChoices extends fc.Arbitrary<infer T> ? T : never;

const thousandths = (value: number): string => (value / 1000).toFixed(3);

function filterXml(choices: FilterChoices, ids: Identifiers, facts: Facts, ios: readonly string[]): XmlNode {
  const id = ids.next();
  const stream = pickFrom(facts.videos, choices.stream);
  if (choices.kind === 'other') {
    // Another type: kept as unsupported, its own elements come back as they were.
    return element('filter', leaf('type', choices.type), guid(id), leaf('name', choices.name), leaf('stream-id', stream), leaf('sensitivity', choices.payload));
  }
  const zones = choices.zones.map((zone) => element(
    'zone', zone.mask === undefined ? undefined : leaf('mask', zone.mask),
    leaf('rect-left', thousandths(zone.x[0])), leaf('rect-top', thousandths(zone.y[0])), leaf('rect-right', thousandths(zone.x[1])), leaf('rect-bottom', thousandths(zone.y[1])),
  ));
  const reference = (choice: number | undefined) => (choice === undefined ? '' : pickFrom(ios, choice));
  return element(
    'filter', leaf('type', 1), guid(id), leaf('name', choices.name), leaf('stream-id', stream), leaf('mode', choices.mode),
    choices.level === undefined ? undefined : leaf('level', choices.level), element('mask', list('zones', zones)),
    leaf('detection-io', reference(choices.detection)), leaf('loss-io', reference(choices.loss)),
  );
}

// ---- the controller

/** A gate's own fields (after its inputs and outputs), by type. */
const ownFields: Record<SimpleGateType, fc.Arbitrary<XmlNode[]>> = {
  and: fc.constant([]), or: fc.constant([]), xor: fc.constant([]), not: fc.constant([]), copy: fc.constant([]), edge: fc.constant([]), 'edge-down': fc.constant([]),
  'edge-up': fc.constant([]), toogle: fc.constant([]), rs: fc.constant([]), mux: fc.constant([]), demux: fc.constant([]),
  clock: fc.tuple(fc.integer({ min: 100, max: 10_000 }), duration).map(([period, time]) => [leaf('period', period), leaf('time', time)]),
  command: fc.tuple(word, label).map(([command, args]) => [leaf('command', command), leaf('arguments', args)]),
  constant: fc.integer({ min: -100, max: 100 }).map((value) => [leaf('value', value)]),
  time: fc.tuple(duration, duration, duration).map(([time, between, keep]) => [leaf('time', time), leaf('time-between-alert', between), leaf('time-keep-alert', keep)]),
  ping: fc.tuple(host, fc.integer({ min: 1000, max: 60_000 })).map(([address, period]) => [leaf('address', address), leaf('period', period)]),
  alarm: fc.tuple(duration, duration, fc.boolean(), label).map(([activation, trigger, bistables, message]) => [leaf('time-activation', activation), leaf('time-trigger', trigger), leaf('bistables', bistables), leaf('message', message)]),
  counter: fc.boolean().map((logical) => [leaf('logical', logical)]),
  operation: fc.array(fc.constantFrom('+', '-', '*', '/'), { minLength: 1, maxLength: 2 }).map((operators) => [leaf('operators', operators.join(','))]),
  sampling: duration.map((period) => [leaf('period', period)]), average: duration.map((period) => [leaf('period', period)]), variation: duration.map((period) => [leaf('period', period)]),
  max: fc.constant([]), min: fc.constant([]), 'copy-analogic': fc.constant([]),
  'counter-analogic': fc.boolean().map((useNegative) => [leaf('use-negative', useNegative)]),
  threshold: fc.tuple(fc.nat(5), fc.integer({ min: -100, max: 100 })).map(([operator, threshold]) => [leaf('operator', operator), leaf('threshold', threshold)]),
};

/** How a gate is written: identifier and name (not in section 3) sometimes left out, each input a pick among the signals it may read, or unconnected. */
const gateHead = fc.record({ identifier: fc.boolean(), name: fc.option(label, { nil: undefined }), inputs: fc.array(fc.option(pick, { nil: undefined, freq: 8 }), { minLength: 3, maxLength: 3 }) });

export const simpleGateChoices = (type: SimpleGateType) => fc.record({ type: fc.constant(type), head: gateHead, own: ownFields[type], outputs: fc.array(ioChoices, { minLength: 2, maxLength: 2 }) });
type SimpleGateChoices = ReturnType<typeof simpleGateChoices> extends fc.Arbitrary<infer T> ? T : never;

const anySimpleGate = fc.constantFrom(...SIMPLE_GATE_TYPES).chain(simpleGateChoices);

const parameterChoices = fc.record({ gate: pick, name: word, value: fc.oneof(fc.integer({ min: 0, max: 10_000 }), label), optional: fc.option(fc.boolean(), { nil: undefined }) });
type ParameterChoices = typeof parameterChoices extends fc.Arbitrary<infer T> ? T : never;
type GateHead = typeof gateHead extends fc.Arbitrary<infer T> ? T : never;

/** A template (or custom gate): its own inputs, nested gates reading them, outputs driven from inside, parameters naming nested gates. */
export interface TemplateChoices {
  readonly type: 'template' | 'custom';
  readonly head: GateHead;
  readonly inputs: readonly { readonly name: string; readonly source: number | undefined; readonly io: IoChoices | undefined }[];
  readonly gates: readonly SimpleGateChoices[];
  readonly nested: readonly TemplateChoices[];
  /** Alert gates inside the template, reading its inputs like any nested gate. */
  readonly alerts: readonly AlertChoices[];
  readonly outputs: readonly { readonly io: IoChoices; readonly driver: number }[];
  readonly parameters: readonly ParameterChoices[];
}

/** A template or custom gate (a custom gate has at least one parameter), with `depth` more levels of templates nested in it. */
export function templateChoices(type: 'template' | 'custom', depth: number): fc.Arbitrary<TemplateChoices> {
  const nested: fc.Arbitrary<TemplateChoices[]> = depth > 0 ? fc.array(templateChoices('template', depth - 1), { maxLength: 1 }) : fc.constant([]);
  return fc.record({
    type: fc.constant(type), head: gateHead,
    inputs: fc.array(fc.record({ name: label, source: fc.option(pick, { nil: undefined, freq: 6 }), io: fc.option(ioChoices, { nil: undefined }) }), { minLength: 1, maxLength: 3 }),
    gates: fc.array(anySimpleGate, { minLength: 1, maxLength: 3 }),
    nested,
    alerts: fc.array(fc.constantFrom<AlertType>('alert-mail', 'alert-ftp', 'alert-monitoring').chain(alertChoices), { maxLength: 1 }),
    outputs: fc.array(fc.record({ io: ioChoices, driver: pick }), { maxLength: 2 }),
    parameters: fc.array(parameterChoices, { minLength: type === 'custom' ? 1 : 0, maxLength: 2 }),
  });
}

type AlertType = 'alert-mail' | 'alert-ftp' | 'alert-monitoring';

export const alertChoices = (type: AlertType) => fc.record({
  type: fc.constant(type), head: gateHead,
  time: fc.option(duration, { nil: undefined }), timeBetweenAlert: fc.option(duration, { nil: undefined }), timeKeepAlert: fc.option(duration, { nil: undefined }),
  video: fc.option(pick, { nil: undefined, freq: 5 }), monitor: fc.option(pick, { nil: undefined }), preBuffer: fc.option(duration, { nil: undefined }),
  postBuffer: fc.option(duration, { nil: undefined }), frequency: fc.option(fc.integer({ min: 1, max: 25 }), { nil: undefined }), makeVideo: fc.boolean(), typeStream: fc.nat(1),
  useUrl: fc.boolean(), subject: label, message: label,
  contacts: fc.array(fc.record({ contact: pick, mail: fc.boolean(), sms: fc.boolean(), notification: fc.option(fc.boolean(), { nil: undefined }) }), { minLength: 1, maxLength: 2 }),
  ftp: pick, directory: storagePath, filename: word.map((name) => `${name}.jpg`),
  zone: fc.nat(99).map(String), set: fc.stringMatching(/^E\d{3}$/), reset: fc.stringMatching(/^R\d{3}$/),
  extensions: fc.array(fc.record({ id: fc.nat(20), content: label }), { maxLength: 2 }),
});
type AlertChoices = ReturnType<typeof alertChoices> extends fc.Arbitrary<infer T> ? T : never;

export const controllerChoices = fc.record({
  /** One gate of every simple type, in a shuffled order, then a few more. */
  everyType: fc.shuffledSubarray(SIMPLE_GATE_TYPES, { minLength: SIMPLE_GATE_TYPES.length }).chain((types) => fc.tuple(...types.map(simpleGateChoices))),
  more: fc.array(anySimpleGate, { maxLength: 2 }),
  templates: fc.tuple(templateChoices('template', 1), templateChoices('custom', 0)),
  alerts: fc.tuple(alertChoices('alert-mail'), alertChoices('alert-ftp'), alertChoices('alert-monitoring')),
  links: fc.array(pick, { maxLength: 2 }),
  ios: fc.tuple(ioChoices, ioChoices, ioChoices),
  useStore: fc.boolean(), store: pick,
});
type ControllerChoices = typeof controllerChoices extends fc.Arbitrary<infer T> ? T : never;

/** A gate being written: its planned identifier and outputs, so that every signal is known before any input is resolved. */
interface PlannedGate {
  readonly id: string;
  readonly outputs: string[];
}

function plan(ids: Identifiers, outputs: number): PlannedGate {
  return { id: ids.next(), outputs: Array.from({ length: outputs }, () => ids.next()) };
}

interface Scope {
  /** The own inputs of the enclosing templates, innermost first. */
  readonly inputs: string[];
}

/** An input's source: from the enclosing templates' own inputs when there are some (every other pick), else from the controller's signals. */
function resolveInput(choice: number | undefined, scope: Scope, facts: Facts, counted: boolean): string {
  if (choice === undefined) return '';
  if (scope.inputs.length > 0 && choice % 2 === 0) {
    if (counted) facts.scopedReads++;
    return pickFrom(scope.inputs, choice >> 1);
  }
  return pickFrom(facts.signals, choice);
}

function gateHeadXml(type: string, planned: PlannedGate, head: GateHead, forceIdentifier: boolean): XmlNode[] {
  return [leaf('type', type), maybe(head.identifier || forceIdentifier, guid(planned.id)), head.name === undefined ? undefined : leaf('name', head.name)].filter((node): node is XmlNode => node !== undefined);
}

function gateOutputsXml(type: string, planned: PlannedGate, choices: readonly IoChoices[], owner: string, analog: boolean): XmlNode {
  return list('outputs', planned.outputs.map((id, index) => ioXml('output', id, 'output', owner, 1, { ...choices[index % choices.length]!, logic: !analog, flags: VIRTUAL })));
}

function simpleGateXml(choices: SimpleGateChoices, planned: PlannedGate, scope: Scope, facts: Facts, nested: boolean): XmlNode {
  const [inputCount] = SIMPLE_GATES[choices.type];
  const inputs = Array.from({ length: inputCount }, (_, index) => element('input', leaf('link-id', resolveInput(choices.head.inputs[index], scope, facts, true))));
  return element(
    'gate', ...gateHeadXml(choices.type, planned, choices.head, nested), list('inputs', inputs),
    gateOutputsXml(choices.type, planned, choices.outputs, choices.head.name ?? choices.type, ANALOG_OUTPUTS.has(choices.type)), ...choices.own,
  );
}

interface PlannedTemplate extends PlannedGate {
  readonly inputIds: string[];
  readonly gates: PlannedGate[];
  readonly nested: PlannedTemplate[];
  readonly alerts: PlannedGate[];
}

function planTemplate(choices: TemplateChoices, ids: Identifiers, facts: Facts): PlannedTemplate {
  const planned = plan(ids, choices.outputs.length);
  const inputIds = choices.inputs.map(() => ids.next());
  facts.templateInputs.push(...inputIds);
  const gates = choices.gates.map((gate) => plan(ids, SIMPLE_GATES[gate.type][1]));
  const nested = choices.nested.map((inner) => planTemplate(inner, ids, facts));
  const alerts = choices.alerts.map(() => plan(ids, 0));
  return { ...planned, inputIds, gates, nested, alerts };
}

function templateOutputs(planned: PlannedTemplate): string[] {
  return [...planned.outputs, ...planned.gates.flatMap((gate) => gate.outputs), ...planned.nested.flatMap(templateOutputs)];
}

function nestedGateIds(planned: PlannedTemplate): string[] {
  return [...planned.gates.map((gate) => gate.id), ...planned.nested.flatMap((inner) => [inner.id, ...nestedGateIds(inner)]), ...planned.alerts.map((alert) => alert.id)];
}

function templateXml(choices: TemplateChoices, planned: PlannedTemplate, scope: Scope, facts: Facts, nested: boolean): XmlNode {
  // Its own inputs: written as ios (identifier, name) that its nested gates read, each fed from the enclosing scope.
  // Sometimes with every field of an io ("with linkId" in section 3), which the codec keeps as written.
  const owner = choices.head.name ?? choices.type;
  const inputs = choices.inputs.map((input, index) => {
    const linkId = leaf('link-id', resolveInput(input.source, scope, facts, nested));
    return input.io
      ? ioXml('input', planned.inputIds[index]!, 'input', owner, 0, { ...input.io, name: input.name, flags: VIRTUAL }, [linkId])
      : element('input', guid(planned.inputIds[index]!), leaf('name', input.name), linkId);
  });
  const inner: Scope = { inputs: [...planned.inputIds, ...scope.inputs] };
  // Its outputs are driven from inside: by a nested gate's output or one of its own inputs.
  const drivers = [...planned.gates.flatMap((gate) => gate.outputs), ...planned.inputIds];
  facts.drivenOutputs += choices.outputs.length;
  const outputs = choices.outputs.map((output, index) =>
    ioXml('output', planned.outputs[index]!, 'output', owner, 1, { ...output.io, flags: VIRTUAL }, [leaf('link-id', pickFrom(drivers, output.driver))]));
  const nestedGates = [
    ...choices.gates.map((gate, index) => simpleGateXml(gate, planned.gates[index]!, inner, facts, true)),
    ...choices.nested.map((template, index) => templateXml(template, planned.nested[index]!, inner, facts, true)),
    ...choices.alerts.map((alert, index) => alertXml(alert, planned.alerts[index]!, inner, facts, true)),
  ];
  // Parameters name gates the template holds, at any depth.
  const targets = nestedGateIds(planned);
  const parameters = choices.parameters.map((parameter) => element(
    'parameter', leaf('gate-identifier', pickFrom(targets, parameter.gate)), leaf('name', parameter.name), leaf('value', parameter.value),
    parameter.optional === undefined ? undefined : leaf('optional', parameter.optional),
  ));
  return element(
    'gate', ...gateHeadXml(choices.type, planned, choices.head, nested), list('inputs', inputs), list('outputs', outputs),
    list('gates', nestedGates), list('parameters', parameters),
  );
}

function alertXml(choices: AlertChoices, planned: PlannedGate, scope: Scope, facts: Facts, nested = false): XmlNode {
  const optional = (name: string, value: number | undefined) => (value === undefined ? undefined : leaf(name, value));
  // A receiver is named by every alert-monitoring gate, and sometimes by the others.
  const monitor = choices.type === 'alert-monitoring' || choices.monitor !== undefined ? leaf('monitoring-identifier', pickFrom(facts.monitors, choices.monitor ?? 0)) : undefined;
  const common = [
    optional('time', choices.time), optional('time-between-alert', choices.timeBetweenAlert), optional('time-keep-alert', choices.timeKeepAlert),
    leaf('video-identifier', choices.video === undefined ? '' : pickFrom(facts.videos, choices.video)), monitor,
    optional('pre-buffer', choices.preBuffer), optional('post-buffer', choices.postBuffer), optional('frequency', choices.frequency),
    leaf('make-video', choices.makeVideo), leaf('type-stream', choices.typeStream),
  ];
  let own: (XmlNode | undefined)[];
  if (choices.type === 'alert-mail') {
    const seen = new Set<string>();
    const contacts = choices.contacts.flatMap((entry) => {
      const id = pickFrom(facts.contacts, entry.contact);
      if (seen.has(id)) return [];
      seen.add(id);
      return [element('contact', guid(id), leaf('mail', entry.mail), leaf('sms', entry.sms), entry.notification === undefined ? undefined : leaf('notification', entry.notification))];
    });
    own = [leaf('use-url', choices.useUrl), element('message', leaf('subject', choices.subject), leaf('message', choices.message), list('contacts', contacts))];
  } else if (choices.type === 'alert-ftp') {
    own = [leaf('ftp-identifier', pickFrom(facts.ftpClients, choices.ftp)), leaf('directory', choices.directory), leaf('filename', choices.filename)];
  } else {
    own = [
      leaf('use-url', choices.useUrl), leaf('zone', choices.zone), leaf('set', choices.set), leaf('reset', choices.reset),
      list('extensions', choices.extensions.map((extension) => element('extension', leaf('identifier', extension.id), leaf('content', extension.content)))),
    ];
  }
  return element(
    'gate', ...gateHeadXml(choices.type, planned, choices.head, nested), list('inputs', [element('input', leaf('link-id', resolveInput(choices.head.inputs[0], scope, facts, nested)))]),
    leaf('outputs', ''), ...common, ...own,
  );
}

function controllerXml(choices: ControllerChoices, ids: Identifiers, facts: Facts): XmlNode {
  const id = ids.next();
  const simple = [...choices.everyType, ...choices.more];
  const simplePlans = simple.map((gate) => plan(ids, SIMPLE_GATES[gate.type][1]));
  const templatePlans = choices.templates.map((template) => planTemplate(template, ids, facts));
  const alertPlans = choices.alerts.map(() => plan(ids, 0));
  const linkIds = facts.links;
  const controllerIos = choices.ios.map(() => ids.next());
  // Every signal a top-level gate may read: ios outside, the controller's own, links, every gate output (nested ones too).
  facts.ios = [...facts.externalIos, ...controllerIos, ...simplePlans.flatMap((gate) => gate.outputs), ...templatePlans.flatMap(templateOutputs)];
  facts.signals = [...facts.ios, ...linkIds];
  facts.gates = simple.length + templatePlans.length + alertPlans.length;
  const root: Scope = { inputs: [] };
  const gates = [
    ...simple.map((gate, index) => simpleGateXml(gate, simplePlans[index]!, root, facts, false)),
    ...choices.templates.map((template, index) => templateXml(template, templatePlans[index]!, root, facts, false)),
    ...choices.alerts.map((alert, index) => alertXml(alert, alertPlans[index]!, root, facts)),
  ];
  // A link names a signal outside the controller, the controller's own or a gate output.
  const links = choices.links.map((target, index) => element('link', guid(linkIds[index]!), leaf('link-id', pickFrom(facts.ios, target))));
  const [io0, io1, io0a] = choices.ios;
  const store = choices.useStore ? element('store', leaf('use', true), guid(pickFrom(facts.stores, choices.store))) : element('store', leaf('use', false));
  return element(
    'controller', guid(id), list('gates', gates), list('links', links),
    ioXml('io0', controllerIos[0]!, 'output', 'controller', 1, { ...io0, logic: true, flags: VIRTUAL }),
    ioXml('io1', controllerIos[1]!, 'output', 'controller', 1, { ...io1, logic: true, flags: VIRTUAL }),
    ioXml('io0a', controllerIos[2]!, 'output', 'controller', 1, { ...io0a, logic: false, flags: VIRTUAL }),
    store,
  );
}

// ---- the whole document

/** A name as people tell names apart (validation/name-rules.ts): spaces around it and letter case do not count. */
function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('en');
}

/** No two users of one name in the whole document: a user signs in by name. */
function uniqueUserNames(groups: readonly { readonly users: readonly { readonly name: string }[] }[]): boolean {
  const names = groups.flatMap((group) => group.users.map((user) => user.name.trim()));
  return new Set(names).size === names.length;
}

export interface SiteOptions {
  /** Most items per list (a few by default, so that a property runs in seconds). */
  readonly maxItems?: number;
}

export function siteChoices(options: SiteOptions = {}) {
  const max = options.maxItems ?? 3;
  return fc.record({
    base: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
    application: applicationChoices,
    parameters: parametersChoices,
    // Names people tell items apart by are unique in each list, and user names in the whole document (docs/configuration-problems.md, "Names").
    groups: fc.uniqueArray(groupChoices, { minLength: 1, maxLength: max, selector: (group) => nameKey(group.name) }).filter(uniqueUserNames),
    devices: fc.array(deviceChoices, { minLength: 1, maxLength: max }),
    filters: fc.array(filterChoices, { maxLength: max }),
    exportation: fc.option(pick, { nil: undefined }),
    calendars: fc.uniqueArray(calendarChoices, { maxLength: max, selector: (calendar) => nameKey(calendar.name ?? 'New calendar') }),
    controller: controllerChoices,
    monitors: fc.uniqueArray(monitorChoices, { minLength: 1, maxLength: max, selector: (monitor) => nameKey(monitor.name ?? 'New Monitor') }),
    ftpClients: fc.uniqueArray(ftpClientChoices, { minLength: 1, maxLength: max, selector: (client) => nameKey(client.name ?? 'New FtpClient') }),
    contacts: fc.uniqueArray(contactChoices, { minLength: 1, maxLength: max, selector: (contact) => `${nameKey(contact.name ?? 'New Contact')}\u0000${nameKey(contact.firstname)}` }),
    emails: fc.uniqueArray(smtpServerChoices, { maxLength: max, selector: (server) => nameKey(server.name ?? 'New SMTP Server') }), defaultEmail: defaultIndex,
    messages: fc.uniqueArray(smsServerChoices, { maxLength: max, selector: (server) => nameKey(server.name ?? 'New SMS Server') }), defaultMessage: defaultIndex,
    accesses: fc.array(accessChoices, { maxLength: max }),
    date: fc.date({ min: new Date(2020, 0, 1), max: new Date(2029, 11, 31), noInvalidDate: true }),
  });
}
export type SiteChoices = ReturnType<typeof siteChoices> extends fc.Arbitrary<infer T> ? T : never;

/** A generated document: its `<configuration>` element (to mutate and write again) and what it holds. */
export interface GeneratedConfiguration {
  readonly configuration: XmlNode;
  readonly facts: DocumentFacts;
  readonly date: Date;
}

/** Writes the `<configuration>` element of a site from its choices, in the specification's order. */
export function buildConfiguration(choices: SiteChoices): GeneratedConfiguration {
  const ids = new Identifiers(choices.base);
  const facts: Facts = {
    stores: [], defaultStore: '', devices: [], resources: [], videos: [], externalIos: [], ioVariants: new Map(), links: [], genericRanges: [], ios: [], signals: [], contacts: [], ftpClients: [], monitors: [], users: [],
    groups: choices.groups.length, calendars: 0, gates: 0, templateInputs: [], scopedReads: 0, drivenOutputs: 0, emails: choices.emails.length, messages: choices.messages.length,
  };
  // Built in the order references need (stores before the modules naming them, ios before the gates reading them), written in the document's.
  const application = applicationXml(choices.application);
  facts.links = choices.controller.links.map(() => ids.next());
  const parameters = parametersXml(choices.parameters, ids, facts);
  const devices = choices.devices.map((device) => deviceXml(device, ids, facts));
  const calendars = choices.calendars.map((calendar, index) => calendarXml(index === 0 ? { ...calendar, everyType: true } : calendar, ids, facts));
  const accesses = choices.accesses.map((access) => accessXml(access, ids, facts));
  const groups = choices.groups.map((group) => groupXml(group, ids, facts));
  const monitors = choices.monitors.map((monitor) => monitorXml(monitor, ids, facts));
  const ftpClients = choices.ftpClients.map((client) => ftpClientXml(client, ids, facts));
  const contacts = choices.contacts.map((contact) => contactXml(contact, ids, facts));
  const defaultOf = (choice: number | undefined, count: number) => (choice === undefined || count === 0 ? -1 : choice % count);
  const defaultEmail = defaultOf(choices.defaultEmail, choices.emails.length);
  const emails = choices.emails.map((server, index) => smtpServerXml(server, index === defaultEmail, ids.next()));
  const defaultMessage = defaultOf(choices.defaultMessage, choices.messages.length);
  const messages = choices.messages.map((server, index) => smsServerXml(server, index === defaultMessage, ids.next()));
  const controller = controllerXml(choices.controller, ids, facts);
  // Filters name a video and any io of the configuration (gate outputs and the controller's own included).
  const filters = choices.filters.map((filter) => filterXml(filter, ids, facts, facts.ios));
  const exportation = choices.exportation === undefined ? '' : pickFrom(facts.stores, choices.exportation);
  const configuration = element(
    'configuration', application, parameters, list('groups', groups), list('devices', devices), list('filters', filters), leaf('exportation', exportation),
    list('calendars', calendars), controller, list('alarms', monitors), list('ftp-clients', ftpClients), list('contacts', contacts), list('emails', emails),
    list('messages', messages), list('accesses', accesses),
  );
  return { configuration, facts, date: choices.date };
}

const pad = (value: number, size = 2): string => String(value).padStart(size, '0');

/** `dd/MM/yyyy HH:mm:ss.SSS` (configuration-xml.md), local time. */
export function documentDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** The whole signed document around a `<configuration>` element: version 3, the date, the signature of the project's signing function. */
export function signedDocument(configuration: XmlNode, date: Date, salt: string, md5: Md5): string {
  const text = [
    '<?xml version="1.0" encoding="utf-8"?>', '<configuration-file>', '\t<version>3</version>', `\t<date>${documentDate(date)}</date>`, '\t<signature/>',
    writeXml(configuration, 1), '</configuration-file>', '',
  ].join('\n');
  return applySignature(text, salt, md5);
}

/** Valid documents (choices, built configuration) with a few items per list. */
export function generatedConfiguration(options: SiteOptions = {}): fc.Arbitrary<GeneratedConfiguration> {
  return siteChoices(options).map(buildConfiguration);
}

/**
 * The warnings a generated document gives for what this version does not
 * know: its generic ranges (all of type 9), said once, at the first one.
 */
export function unknownPartWarnings(facts: DocumentFacts): { code: string; path: string; severity: 'warning' }[] {
  return facts.genericRanges.length === 0 ? [] : [{ code: 'CONFIG.UNKNOWN_RANGE_TYPE', path: facts.genericRanges[0]!, severity: 'warning' }];
}
