import type { Configuration } from '../../domain/configuration/configuration';
import { ItemNotInConfigurationError } from '../../domain/configuration/configuration-errors';
import { allowedStreamSettings, type AllowedStreamSettings } from '../../domain/configuration/device/allowed-settings';
import { findDevice } from '../../domain/configuration/device/device-list';
import type { Guid } from '../../domain/configuration/guid';
import { DomainError } from '../../domain/shared/domain-error';

/** Which stream of which device the console is editing. */
export interface StreamQuery {
  readonly deviceId: Guid;
  readonly channel: number;
  readonly stream: number;
  /** The codec chosen (or about to be): its resolutions, qualities, fps, gov and bitrates are answered too. */
  readonly codec?: string;
}

/**
 * The console's answer for a stream form: `allowed` lists what the device's
 * descriptor announces (an empty list means the device did not restrict that
 * setting); `unrestricted` when the device has no descriptor (offer every
 * value of section 9); `refused` for a device not in the configuration or a
 * channel it does not have ("this devices doesn't have a channel with id {n}").
 */
export type StreamSettingsAnswer =
  | { readonly kind: 'allowed'; readonly settings: AllowedStreamSettings }
  | { readonly kind: 'unrestricted' }
  | { readonly kind: 'refused'; readonly error: DomainError };

/** Which codecs, resolutions, fps and bitrates a device's stream accepts, so the console offers only those. Never throws. */
export class GetAllowedStreamSettings {
  execute(configuration: Configuration, query: StreamQuery): StreamSettingsAnswer {
    const device = findDevice(configuration, query.deviceId);
    if (!device) return { kind: 'refused', error: new ItemNotInConfigurationError('device', query.deviceId) };
    if (!device.descriptor) return { kind: 'unrestricted' };
    try {
      return { kind: 'allowed', settings: allowedStreamSettings(device.descriptor, query.channel, query.stream, query.codec) };
    } catch (error) {
      if (error instanceof DomainError) return { kind: 'refused', error };
      throw error;
    }
  }

  /** The answer for one of the device's video modules, with the codec it uses. */
  forModule(configuration: Configuration, deviceId: Guid, moduleId: Guid): StreamSettingsAnswer {
    const module = findDevice(configuration, deviceId)?.videos.find((video) => video.id === moduleId);
    if (!module) return { kind: 'refused', error: new ItemNotInConfigurationError('device', moduleId) };
    return this.execute(configuration, { deviceId, channel: module.channel, stream: module.stream, codec: module.codec });
  }
}
