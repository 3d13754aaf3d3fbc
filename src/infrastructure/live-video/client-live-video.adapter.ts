import { canWrite, HttpRequestError } from 'vigil/client';
import type { CameraMove, LiveCamera, LiveImage, LiveVideoPort, MoveOutcome } from '../../application/live-video/live-video.port';
import type { ApplianceClientSession } from '../client-session/appliance-client-session';

/**
 * The live-video port over the client library (`vigil/client`), in the
 * browser, on the console's shared client session; the rights are fetched
 * again each time the streams are asked for (a device just saved brings new
 * streams).
 */
export class ClientLiveVideoAdapter implements LiveVideoPort {
  constructor(private readonly client: ApplianceClientSession) {}

  async cameras(signal?: AbortSignal): Promise<readonly LiveCamera[]> {
    const { server, fresh } = await this.client.connect(signal);
    if (!fresh) await server.refreshRights(signal);
    return [...server.streams.values()]
      .filter((stream) => stream.type === 'video')
      .map((stream) => ({ guid: stream.guid, name: stream.name, deviceId: stream.parent, movable: stream.camera, canWrite: canWrite(stream) }));
  }

  async *frames(guid: string, signal: AbortSignal): AsyncIterable<LiveImage> {
    const { server } = await this.client.connect(signal);
    for await (const frame of server.live(guid, { signal })) {
      yield { bytes: frame.data, contentType: frame.contentType };
    }
  }

  async snapshot(guid: string, signal?: AbortSignal): Promise<LiveImage> {
    const { server } = await this.client.connect(signal);
    return server.imageref(guid, signal ? { signal } : {});
  }

  async move(guid: string, move: CameraMove): Promise<MoveOutcome> {
    const { server } = await this.client.connect();
    try {
      return (await server.ptz(guid, move)) ? 'moved' : 'no-rights';
    } catch (error) {
      // The appliance refuses too when the right was withdrawn since the rights were read.
      if (error instanceof HttpRequestError && error.metadata['status'] === 403) return 'no-rights';
      throw error;
    }
  }

  disconnect(): void {
    this.client.disconnect();
  }
}
