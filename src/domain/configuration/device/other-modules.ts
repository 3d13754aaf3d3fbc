import { generateGuid, type GuidGenerator } from '../guid';
import type { Io } from '../io';
import { createModuleBase, type ModuleBase } from './module-base';

/** Fields of every audio module; `audio` is the generic kind that audio-in and audio-out refine. */
export interface AudioFields {
  readonly channel: number;
  /** One of MODULE_AUDIO_CODECS (`PCM`, `G.711mu`, …) for a known device. */
  readonly codec: string;
  readonly frequency: number;
  readonly bitrate: number;
  readonly channels: number;
}

export interface AudioModule extends ModuleBase, AudioFields {
  readonly type: 'audio' | 'audio-in' | 'audio-out';
}
export interface AudioInModule extends AudioModule {
  readonly type: 'audio-in';
}
export interface AudioOutModule extends AudioModule {
  readonly type: 'audio-out';
}

export interface IoModule extends ModuleBase {
  readonly type: 'io';
  readonly inputs: readonly Io[];
  readonly outputs: readonly Io[];
}

export const SIP_AUDIO_DEFAULT_PORT = 5060;

export interface SipAudioModule extends ModuleBase {
  readonly type: 'sip-audio';
  readonly port: number;
  readonly audioIn: boolean;
  readonly audioOut: boolean;
}

/** An alarm panel; its zones, areas and outputs are counted by the descriptor. */
export interface ControlPanelModule extends ModuleBase {
  readonly type: 'control-panel';
}

export interface PtzModule extends ModuleBase {
  readonly type: 'ptz';
  readonly channel: number;
  readonly timeRelease: number;
  readonly useRemotePreset: boolean;
  readonly useRemoteGuardtour: boolean;
}

const AUDIO_DEFAULTS: AudioFields = { channel: 0, codec: 'PCM', frequency: 8000, bitrate: 0, channels: 1 };

type Fields<T extends { type: unknown }> = Partial<Omit<T, 'type'>>;

function createAudioModule<K extends AudioModule['type']>(
  type: K,
  fields: Fields<AudioModule> = {},
  newGuid: GuidGenerator = generateGuid,
): AudioModule & { readonly type: K } {
  return { ...createModuleBase(fields, newGuid), ...AUDIO_DEFAULTS, ...fields, type };
}

export function createAudioInModule(fields: Fields<AudioInModule> = {}, newGuid: GuidGenerator = generateGuid): AudioInModule {
  return createAudioModule('audio-in', fields, newGuid);
}

export function createAudioOutModule(fields: Fields<AudioOutModule> = {}, newGuid: GuidGenerator = generateGuid): AudioOutModule {
  return createAudioModule('audio-out', fields, newGuid);
}

export function createIoModule(fields: Fields<IoModule> = {}, newGuid: GuidGenerator = generateGuid): IoModule {
  return { ...createModuleBase(fields, newGuid), inputs: [], outputs: [], ...fields, type: 'io' };
}

export function createSipAudioModule(fields: Fields<SipAudioModule> = {}, newGuid: GuidGenerator = generateGuid): SipAudioModule {
  return {
    ...createModuleBase(fields, newGuid),
    port: SIP_AUDIO_DEFAULT_PORT,
    audioIn: false,
    audioOut: false,
    ...fields,
    type: 'sip-audio',
  };
}

export function createControlPanelModule(fields: Fields<ControlPanelModule> = {}, newGuid: GuidGenerator = generateGuid): ControlPanelModule {
  return { ...createModuleBase(fields, newGuid), ...fields, type: 'control-panel' };
}

export function createPtzModule(fields: Fields<PtzModule> = {}, newGuid: GuidGenerator = generateGuid): PtzModule {
  return {
    ...createModuleBase(fields, newGuid),
    channel: 0,
    timeRelease: 30,
    useRemotePreset: false,
    useRemoteGuardtour: false,
    ...fields,
    type: 'ptz',
  };
}
