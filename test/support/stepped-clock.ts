/**
 * A clock whose sleeps end when the test says so: `tick()` ends every sleep
 * begun so far and lets the awakened work run up to its next sleep. Polling
 * loops (live io states, device connections) are stepped one round at a time
 * without timers.
 */
export function steppedClock() {
  const waiting: (() => void)[] = [];
  return {
    sleep: (_ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        waiting.push(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
    tick: async () => {
      waiting.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
