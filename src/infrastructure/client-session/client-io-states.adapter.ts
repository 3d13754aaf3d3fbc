import { canWrite, HttpRequestError } from 'vigil/client';
import type { IoStatesPort, LiveIoState } from '../../application/logic/io-states.port';
import type { ApplianceClientSession } from '../client-session/appliance-client-session';

/** Reads in flight at once in a round: the browser's per-host limit, so one round never queues behind itself. */
const CONCURRENCY = 6;
/**
 * How often ios the appliance does not stream make the rights (the stream
 * list) be read again: a saved configuration brings new ios. An io seen for
 * the first time waits REFRESH_MS at most; the same unknown ios, while the
 * rights stay the same, wait twice as long each time, up to MAX_REFRESH_MS:
 * on a large site the rights are megabytes of JSON to parse on the page, and
 * some ios (virtual ones, those of a disabled device) are never streamed.
 */
const REFRESH_MS = 10_000;
const MAX_REFRESH_MS = 320_000;

/**
 * The ios' live states through the client library (`vigil/client`) on the
 * console's shared client session: `readio` per io (the appliance has no
 * batch read), a few at a time; the write right from the library's rights
 * (`ptz-write`, read again at each `writable`); `writeio`, which the library
 * skips with 'no rights to write' (false) when the right is missing.
 */
export class ClientIoStatesAdapter implements IoStatesPort {
  #refreshedAt = 0;
  #interval = REFRESH_MS;
  /** The ios that were not streamed at the last reading of the rights. */
  #unknown = new Set<string>();

  constructor(
    private readonly client: ApplianceClientSession,
    private readonly now: () => number = Date.now,
  ) {}

  async read(guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, LiveIoState>> {
    const { server, fresh } = await this.client.connect(signal);
    const unknown = guids.filter((guid) => !server.streams.has(guid));
    if (fresh) this.#refreshed(unknown, true);
    else if (unknown.length > 0) {
      const wait = unknown.some((guid) => !this.#unknown.has(guid)) ? REFRESH_MS : this.#interval;
      if (this.now() - this.#refreshedAt > wait) {
        this.#refreshedAt = this.now();
        const changed = await server.refreshRights(signal);
        this.#refreshed(guids.filter((guid) => !server.streams.has(guid)), changed);
      }
    }
    const states = new Map<string, LiveIoState>();
    let next = 0;
    let answered = false;
    let unanswered: unknown;
    const worker = async () => {
      while (next < guids.length) {
        const guid = guids[next++]!;
        try {
          const value = await server.readio(guid, signal ? { signal } : {});
          states.set(guid, value.defined ? value.value : undefined);
          answered = true;
        } catch (error) {
          if (signal?.aborted) throw error;
          // An io the appliance does not stream (not running, not saved yet, no right to read) shows no state;
          // an appliance that answers nothing is not a site where every io lost its state.
          if (error instanceof HttpRequestError && (error.status === undefined || error.status >= 502)) unanswered ??= error;
          else answered = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, guids.length) }, worker));
    if (!answered && unanswered !== undefined) throw unanswered;
    return states;
  }

  async writable(signal?: AbortSignal): Promise<ReadonlySet<string>> {
    const { server, fresh } = await this.client.connect(signal);
    const changed = fresh || (await server.refreshRights(signal));
    this.#refreshed([], changed);
    return new Set([...server.streams.values()].filter((stream) => stream.writable && canWrite(stream)).map((stream) => stream.guid));
  }

  /** After a reading of the rights: back to the shortest wait when they changed, twice the wait when not. */
  #refreshed(unknown: readonly string[], changed: boolean): void {
    this.#refreshedAt = this.now();
    if (changed) this.#unknown.clear();
    for (const guid of unknown) this.#unknown.add(guid);
    this.#interval = changed ? REFRESH_MS : Math.min(this.#interval * 2, MAX_REFRESH_MS);
  }

  async write(guid: string, value: boolean): Promise<boolean> {
    const { server } = await this.client.connect();
    return server.writeio(guid, value);
  }
}
