/**
 * What a device can do, as the appliance reports it: read-only for the
 * console, which uses it to offer only the settings a stream accepts.
 * Codec names are kept as strings: a firmware may announce a codec this
 * version does not know, and it must survive a round trip.
 */

export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

export interface VideoCodecDescriptor {
  readonly name: string;
  readonly canReuse: boolean;
  /** `WIDTHxHEIGHT` strings, e.g. `1920x1080`. */
  readonly resolutions: readonly string[];
  readonly qualities: readonly number[];
  readonly fps: readonly number[];
  readonly gov: readonly number[];
  readonly maxBitrates: NumberRange;
  /** The stream may choose between VBR and CBR. */
  readonly vbrCbr: boolean;
  readonly vbrQualities: readonly number[];
  readonly cbrBitrates: NumberRange;
  /** CBR may favour the frame rate. */
  readonly cbrPriority: boolean;
}

export interface VideoStreamDescriptor {
  readonly codecs: readonly VideoCodecDescriptor[];
}

export interface PtzCapabilities {
  readonly relative: boolean;
  readonly continuous: boolean;
  readonly absolute: boolean;
  readonly preposition: boolean;
  readonly center: boolean;
  readonly zone: boolean;
}

export interface VideoChannelDescriptor {
  readonly nbStreams: 1 | 2;
  readonly rotations: readonly number[];
  readonly streams: readonly VideoStreamDescriptor[];
  readonly ptz?: PtzCapabilities;
}

export interface VideoDescriptor {
  /** One channel descriptor stands for every channel. */
  readonly shared: boolean;
  readonly displayModes: readonly number[];
  readonly nbChannels: number;
  readonly channels: readonly VideoChannelDescriptor[];
}

export interface AudioCodecDescriptor {
  readonly name: string;
  readonly frequencies: readonly number[];
  readonly bitrates: readonly number[];
}

export interface AudioChannelDescriptor {
  readonly codecs: readonly AudioCodecDescriptor[];
}

export interface AudioDescriptor {
  readonly shared: boolean;
  readonly nbChannels: number;
  readonly channels: readonly AudioChannelDescriptor[];
}

export interface IoDescriptor {
  readonly logicInputs: number;
  readonly logicOutputs: number;
  readonly analogInputs: number;
  readonly analogOutputs: number;
  readonly configurable: boolean;
}

export interface SipDescriptor {
  readonly audioIn: boolean;
  readonly audioOut: boolean;
}

/** Counts of the alarm panel's zones, areas and outputs. */
export interface ControlPanelDescriptor {
  readonly zones: number;
  readonly areas: number;
  readonly outputs: number;
}

export interface DeviceDescriptor {
  readonly video: VideoDescriptor;
  readonly audioIn: AudioDescriptor;
  readonly audioOut: AudioDescriptor;
  readonly io: IoDescriptor;
  readonly sip?: SipDescriptor;
  readonly controlPanel?: ControlPanelDescriptor;
}

export function createVideoCodecDescriptor(fields: Partial<VideoCodecDescriptor> & Pick<VideoCodecDescriptor, 'name'>): VideoCodecDescriptor {
  return {
    canReuse: false,
    resolutions: [],
    qualities: [],
    fps: [],
    gov: [],
    maxBitrates: { min: 0, max: 0 },
    vbrCbr: false,
    vbrQualities: [],
    cbrBitrates: { min: 0, max: 0 },
    cbrPriority: false,
    ...fields,
  };
}

export function createPtzCapabilities(fields: Partial<PtzCapabilities> = {}): PtzCapabilities {
  return { relative: false, continuous: false, absolute: false, preposition: false, center: false, zone: false, ...fields };
}

/** A channel with `nbStreams` streams, each offering the same codecs unless given. */
export function createVideoChannelDescriptor(fields: Partial<VideoChannelDescriptor> = {}): VideoChannelDescriptor {
  const nbStreams = fields.nbStreams ?? 1;
  return {
    nbStreams,
    rotations: [0],
    streams: Array.from({ length: nbStreams }, () => ({ codecs: [] })),
    ...fields,
  };
}

export function createVideoDescriptor(fields: Partial<VideoDescriptor> = {}): VideoDescriptor {
  const channels = fields.channels ?? [];
  return { shared: false, displayModes: [], nbChannels: channels.length, channels, ...fields };
}

export function createAudioCodecDescriptor(fields: Partial<AudioCodecDescriptor> & Pick<AudioCodecDescriptor, 'name'>): AudioCodecDescriptor {
  return { frequencies: [], bitrates: [], ...fields };
}

export function createAudioDescriptor(fields: Partial<AudioDescriptor> = {}): AudioDescriptor {
  const channels = fields.channels ?? [];
  return { shared: false, nbChannels: channels.length, channels, ...fields };
}

export function createIoDescriptor(fields: Partial<IoDescriptor> = {}): IoDescriptor {
  return { logicInputs: 0, logicOutputs: 0, analogInputs: 0, analogOutputs: 0, configurable: false, ...fields };
}

export function createDeviceDescriptor(fields: Partial<DeviceDescriptor> = {}): DeviceDescriptor {
  return {
    video: createVideoDescriptor(),
    audioIn: createAudioDescriptor(),
    audioOut: createAudioDescriptor(),
    io: createIoDescriptor(),
    ...fields,
  };
}
