import type { ClockPort } from '../ports/clock.port';
import type { IoStatesPort, LiveIoState } from '../logic/io-states.port';

/** One round every 3 s: the overview is a glance, not a live view. */
const DEVICE_CONNECTIONS_PERIOD_MS = 3000;
/** At most this many connection-state ios in one round; a large site is read a batch per round, in turn. */
const DEVICE_CONNECTIONS_BATCH = 200;

export interface DeviceConnectionsWatch {
  stop(): void;
}

/**
 * Polls the devices' connection-state ios (`readio`) for the site overview:
 * one batch per round, the batches in turn (2,000 devices are all read again
 * every 10 rounds), the next round only once the last answered, until stopped.
 * Each round hands over every state known so far.
 */
export class DeviceConnections {
  constructor(
    private readonly port: IoStatesPort,
    private readonly clock: Pick<ClockPort, 'sleep'>,
  ) {}

  watch(ios: readonly string[], onStates: (states: ReadonlyMap<string, LiveIoState>) => void, onError: (error: unknown) => void = () => undefined): DeviceConnectionsWatch {
    const controller = new AbortController();
    const known = new Map<string, LiveIoState>();
    let offset = 0;
    const loop = async () => {
      while (!controller.signal.aborted && ios.length > 0) {
        const batch = ios.slice(offset, offset + DEVICE_CONNECTIONS_BATCH);
        offset = offset + DEVICE_CONNECTIONS_BATCH >= ios.length ? 0 : offset + DEVICE_CONNECTIONS_BATCH;
        try {
          const states = await this.port.read(batch, controller.signal);
          for (const guid of batch) known.set(guid, states.get(guid));
          if (!controller.signal.aborted) onStates(new Map(known));
        } catch (error) {
          if (!controller.signal.aborted) onError(error);
        }
        await this.clock.sleep(DEVICE_CONNECTIONS_PERIOD_MS, controller.signal).catch(() => undefined);
      }
    };
    void loop();
    return { stop: () => controller.abort() };
  }
}
