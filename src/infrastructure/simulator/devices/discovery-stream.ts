import { multipartClose, multipartPart } from '../client-api/multipart-writer';
import type { DiscoveryAnswer } from './device-discovery';

/**
 * The body of `/api/discovery`: one JSON part per device as it answers the
 * probe, `at × windowMs` after the start, then the closing delimiter when
 * the window is over. Closing the connection stops the discovery.
 */
export function discoveryBody(answers: readonly DiscoveryAnswer[], windowMs: number): ReadableStream<Uint8Array> {
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const answer of answers) {
        timers.push(setTimeout(() => controller.enqueue(multipartPart('application/json', JSON.stringify(answer.data))), Math.round(answer.at * windowMs)));
      }
      timers.push(
        setTimeout(() => {
          controller.enqueue(multipartClose());
          controller.close();
        }, windowMs),
      );
    },
    cancel() {
      timers.forEach(clearTimeout);
    },
  });
}
