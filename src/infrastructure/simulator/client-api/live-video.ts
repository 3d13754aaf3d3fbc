import type { ClientApiState } from './client-api-state';
import { cachedFrame } from './frame-renderer';
import { multipartPart } from './multipart-writer';

export interface LiveParameters {
  readonly guid: string;
  readonly fps: number;
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  /** Reuse one rendered frame (benchmarks measure transport, not the encoder). */
  readonly still: boolean;
}

function clamp(value: string | undefined, fallback: number, min: number, max: number): number {
  const number = Number(value);
  return Number.isFinite(number) && value !== undefined && value !== '' ? Math.min(max, Math.max(min, Math.round(number))) : fallback;
}

export function liveParameters(query: (name: string) => string | undefined, guid: string): LiveParameters {
  return {
    guid,
    fps: clamp(query('fps'), 10, 1, 2000),
    width: clamp(query('width'), 160, 16, 1920),
    height: clamp(query('height'), 120, 16, 1080),
    quality: clamp(query('quality'), 60, 1, 100),
    still: query('still') === '1' || query('still') === 'true',
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The body of `/api/stream`: a JSON description part then a JPEG part, at a
 * steady rate, forever. The clock and the sweeping bar move with time and PTZ
 * moves shift the picture. Faults switched on in the state make the next
 * connection fall silent or drop after some frames. Counts open streams so
 * tests can check that clients close what they open.
 */
export function liveVideoBody(state: ClientApiState, parameters: LiveParameters): ReadableStream<Uint8Array> {
  const silenceAfter = state.faults.take('clientApi', 'silenceAfterFrames');
  const dropAfter = state.faults.take('clientApi', 'dropAfterFrames');
  const interval = 1000 / parameters.fps;
  const seed = state.streams.findIndex((stream) => stream.guid === parameters.guid);
  let frame = 0;
  let next = Date.now();
  let still: Uint8Array | undefined;
  let open = true;
  let wake: () => void = () => undefined;
  const close = (): void => {
    if (open) {
      open = false;
      state.openStreams -= 1;
      wake();
    }
  };
  state.openStreams += 1;
  state.connectionsOpened += 1;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (silenceAfter !== null && frame >= silenceAfter) {
          await new Promise<void>((resolve) => (wake = resolve));
          return;
        }
        if (dropAfter !== null && frame >= dropAfter) {
          // Let the frames already queued reach the socket, then cut it.
          await sleep(100);
          close();
          controller.error(new Error('simulated dropped connection'));
          return;
        }
        const delay = next - Date.now();
        if (delay > 0) {
          await sleep(delay);
        }
        next = Math.max(next + interval, Date.now() - interval);
        if (!open) {
          return;
        }
        const time = new Date();
        const view = state.views.get(parameters.guid) ?? { pan: 0, tilt: 0, zoom: 0 };
        const jpeg =
          parameters.still && still
            ? still
            : cachedFrame({ width: parameters.width, height: parameters.height, frame, time, view, seed, quality: parameters.quality });
        still = jpeg;
        const description = JSON.stringify({ guid: parameters.guid, frame, date: time.toISOString(), width: parameters.width, height: parameters.height, view });
        controller.enqueue(multipartPart('application/json', description));
        controller.enqueue(multipartPart('image/jpeg', jpeg));
        frame += 1;
        state.framesSent += 1;
      },
      cancel() {
        close();
      },
    },
    { highWaterMark: 0 },
  );
}
