import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IoModulePlace, IoPlace } from '../../domain/configuration/device/io-place';
import type { ModuleType } from '../../domain/configuration/device/module-base';

/** "channel 1, stream 2": a stream's place on its device, counted from 1, as the rights matrix says it. */
export function streamPlaceText(i18n: I18n, channelIndex: number, streamIndex: number): string {
  const channel = channelIndex + 1;
  const stream = streamIndex + 1;
  return i18n._(msg`channel ${channel}, stream ${stream}`);
}

const MODULE_WORDS: Readonly<Record<ModuleType, ReturnType<typeof msg>>> = {
  video: msg`video`,
  'network-video': msg`video`,
  audio: msg`audio`,
  'audio-in': msg`audio input`,
  'audio-out': msg`audio output`,
  io: msg`inputs and outputs`,
  'sip-audio': msg`SIP audio`,
  'control-panel': msg`alarm panel`,
  ptz: msg`pan, tilt and zoom`,
};

/** A module as the device editor finds it: "Parking (channel 1, stream 2)", "audio input (channel 1)". */
export function modulePlaceText(i18n: I18n, module: IoModulePlace): string {
  const name = module.name.trim() === '' ? i18n._(MODULE_WORDS[module.type]) : module.name.trim();
  if (module.stream !== undefined && module.channel !== undefined) {
    const where = streamPlaceText(i18n, module.channel, module.stream);
    return i18n._(msg`${name} (${where})`);
  }
  if (module.channel !== undefined) {
    const channel = module.channel + 1;
    return i18n._(msg`${name} (channel ${channel})`);
  }
  return name;
}

/** Where an io is on its device, in words: "input", "connection of Parking (channel 1, stream 2)", "device connection state". */
export function ioPlaceText(i18n: I18n, place: IoPlace): string {
  switch (place.role) {
    case 'input':
      return i18n._(msg`input`);
    case 'output':
      return i18n._(msg`output`);
    case 'device-connection':
      return i18n._(msg`device connection state`);
    case 'module-connection': {
      const module = modulePlaceText(i18n, place.module);
      return i18n._(msg`connection of ${module}`);
    }
  }
}

/** "Entrée nord › connection of Parking (channel 1, stream 2)": an io named with its device and place. */
export function ioWhereText(i18n: I18n, device: string, place: IoPlace): string {
  const where = ioPlaceText(i18n, place);
  return device.trim() === '' ? where : i18n._(msg`${device} › ${where}`);
}
