import { describe, expect, it } from 'vitest';
import { DeviceCamerasUseCase } from './device-cameras.use-case';
import type { LiveCamera, LiveVideoPort } from './live-video.port';

const camera = (guid: string, deviceId: string): LiveCamera => ({ guid, name: guid, deviceId, movable: false, canWrite: true });

function port(cameras: readonly LiveCamera[]): LiveVideoPort & { asked: number } {
  const live = {
    asked: 0,
    cameras: async () => {
      live.asked += 1;
      return cameras;
    },
    frames: async function* () {},
    snapshot: async () => ({ bytes: new Uint8Array(), contentType: 'image/jpeg' }),
    move: async () => 'moved' as const,
    disconnect: () => undefined,
  };
  return live;
}

describe('DeviceCamerasUseCase', () => {
  it("lists the streams of the device, in the appliance's order", async () => {
    const live = port([camera('a', 'd1'), camera('b', 'd2'), camera('c', 'd1')]);
    expect(await new DeviceCamerasUseCase(live).execute('d1', new Set(['d1', 'd2']))).toEqual({ kind: 'cameras', cameras: [camera('a', 'd1'), camera('c', 'd1')] });
  });

  it('says a device not in the saved document is not saved yet, without asking the appliance', async () => {
    const live = port([]);
    expect(await new DeviceCamerasUseCase(live).execute('new', new Set(['d1']))).toEqual({ kind: 'not-saved' });
    expect(live.asked).toBe(0);
  });

  it('says a saved device without a stream has none', async () => {
    expect(await new DeviceCamerasUseCase(port([camera('a', 'd2')])).execute('d1', new Set(['d1']))).toEqual({ kind: 'no-stream' });
  });
});
