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
 * overlapping rounds), and stops when the page leaves. A round that was
 * asked before a write of an io ended may answer that io's state from
 * before the write: that io's answer is dropped (the write's value stands
 * until the next round), so a pressed io never flickers back.
 */
export class LiveIoStates {
  /** Orders rounds and writes: each takes the next number when it starts (a round) or ends (a write). */
  private moment = 0;
  /** Each io's last write's end, as `moment` numbered it. */
  private readonly writtenAt = new Map<string, number>();

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
            const askedAt = ++this.moment;
            const states = await this.port.read(ios.slice(0, LIVE_IO_BATCH), controller.signal);
            if (!controller.signal.aborted) onStates(this.since(states, askedAt));
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

  async write(guid: string, value: boolean): Promise<boolean> {
    try {
      return await this.port.write(guid, value);
    } finally {
      this.writtenAt.set(guid, ++this.moment);
    }
  }

  /** The states of a round asked at `askedAt`, without the ios written since. */
  private since(states: ReadonlyMap<string, LiveIoState>, askedAt: number): ReadonlyMap<string, LiveIoState> {
    if (![...states.keys()].some((guid) => (this.writtenAt.get(guid) ?? 0) > askedAt)) return states;
    return new Map([...states].filter(([guid]) => (this.writtenAt.get(guid) ?? 0) < askedAt));
  }
}
