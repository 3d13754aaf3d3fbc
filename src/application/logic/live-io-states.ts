import type { ClockPort } from '../ports/clock.port';
import type { IoStatesPort, LiveIoState } from './io-states.port';

const LIVE_IO_PERIOD_MS = 1500;
/** At most this many ios in one round: a screen shows fewer; more would flood the appliance. */
const LIVE_IO_BATCH = 200;

export interface LiveIoWatch {
  /** The ios to read on the next round (the ones on screen now). */
  setIos(guids: readonly string[]): void;
  stop(): void;
}

/**
 * Polls the states of the ios on screen, one batched round every 1.5 s, the
 * next round only once the last answered (a slow appliance is never sent
 * overlapping rounds), and stops when the page leaves.
 */
export class LiveIoStates {
  constructor(
    private readonly port: IoStatesPort,
    private readonly clock: Pick<ClockPort, 'sleep'>,
  ) {}

  watch(onStates: (states: ReadonlyMap<string, LiveIoState>) => void, onError: (error: unknown) => void = () => undefined): LiveIoWatch {
    let ios: readonly string[] = [];
    const controller = new AbortController();
    const loop = async () => {
      while (!controller.signal.aborted) {
        if (ios.length > 0) {
          try {
            const states = await this.port.read(ios.slice(0, LIVE_IO_BATCH), controller.signal);
            if (!controller.signal.aborted) onStates(states);
          } catch (error) {
            if (!controller.signal.aborted) onError(error);
          }
        }
        await this.clock.sleep(LIVE_IO_PERIOD_MS, controller.signal).catch(() => undefined);
      }
    };
    void loop();
    return {
      setIos: (guids) => {
        ios = guids;
      },
      stop: () => controller.abort(),
    };
  }

  writable(signal?: AbortSignal): Promise<ReadonlySet<string>> {
    return this.port.writable(signal);
  }

  write(guid: string, value: boolean): Promise<boolean> {
    return this.port.write(guid, value);
  }
}
