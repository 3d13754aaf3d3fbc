import { canWrite } from 'vigil/client';
import type { IoStatesPort, LiveIoState } from '../../application/logic/io-states.port';
import type { ApplianceClientSession } from '../client-session/appliance-client-session';

/** Reads in flight at once in a round: the browser's per-host limit, so one round never queues behind itself. */
const CONCURRENCY = 6;
/** How often unknown ios make the rights (the stream list) be read again: a saved configuration brings new ios. */
const REFRESH_MS = 10_000;

/**
 * The ios' live states through the client library (`vigil/client`) on the
 * console's shared client session: `readio` per io (the appliance has no
 * batch read), a few at a time; the write right from the library's rights
 * (`ptz-write`, read again at each `writable`); `writeio`, which the library
 * skips with 'no rights to write' (false) when the right is missing.
 */
export class ClientIoStatesAdapter implements IoStatesPort {
  #refreshedAt = 0;

  constructor(
    private readonly client: ApplianceClientSession,
    private readonly now: () => number = Date.now,
  ) {}

  async read(guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, LiveIoState>> {
    const { server, fresh } = await this.client.connect(signal);
    if (fresh) this.#refreshedAt = this.now();
    else if (guids.some((guid) => !server.streams.has(guid)) && this.now() - this.#refreshedAt > REFRESH_MS) {
      this.#refreshedAt = this.now();
      await server.refreshRights(signal);
    }
    const states = new Map<string, LiveIoState>();
    let next = 0;
    const worker = async () => {
      while (next < guids.length) {
        const guid = guids[next++]!;
        try {
          const value = await server.readio(guid, signal ? { signal } : {});
          states.set(guid, value.defined ? value.value : undefined);
        } catch (error) {
          if (signal?.aborted) throw error;
          // An io the appliance does not stream (not running, not saved yet, no right to read) shows no state.
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, guids.length) }, worker));
    return states;
  }

  async writable(signal?: AbortSignal): Promise<ReadonlySet<string>> {
    const { server, fresh } = await this.client.connect(signal);
    if (!fresh) await server.refreshRights(signal);
    this.#refreshedAt = this.now();
    return new Set([...server.streams.values()].filter((stream) => stream.writable && canWrite(stream)).map((stream) => stream.guid));
  }

  async write(guid: string, value: boolean): Promise<boolean> {
    const { server } = await this.client.connect();
    return server.writeio(guid, value);
  }
}
