import type { LiveCamera, LiveVideoPort } from './live-video.port';

/** What the live panel shows for a device: its streams, or why there are none. */
export type DeviceCameras =
  | { readonly kind: 'cameras'; readonly cameras: readonly LiveCamera[] }
  /** The device is not in the appliance's saved configuration yet: no stream until it is saved. */
  | { readonly kind: 'not-saved' }
  /** Saved, but the appliance offers no video stream for it (no video module, or no right to watch). */
  | { readonly kind: 'no-stream' };

/**
 * The video streams of one device. The appliance only streams what its saved
 * configuration holds, so a device of the draft that is not in the loaded
 * (saved) document has none yet; `savedDeviceIds` are the ids of the
 * workspace's base.
 */
export class DeviceCamerasUseCase {
  constructor(private readonly live: LiveVideoPort) {}

  async execute(deviceId: string, savedDeviceIds: ReadonlySet<string>, signal?: AbortSignal): Promise<DeviceCameras> {
    if (!savedDeviceIds.has(deviceId)) return { kind: 'not-saved' };
    const cameras = (await this.live.cameras(signal)).filter((camera) => camera.deviceId === deviceId);
    return cameras.length === 0 ? { kind: 'no-stream' } : { kind: 'cameras', cameras };
  }
}
