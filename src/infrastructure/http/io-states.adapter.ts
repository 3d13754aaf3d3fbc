import type { KyInstance } from 'ky';
import type { IoStatesPort, LiveIoState } from '../../application/logic/io-states.port';
import { parseIoValue } from '../../domain/client/io-value';
import { canWrite } from '../../domain/client/stream';

/** Requests in flight at once in a round: the browser's per-host limit, so one round never queues behind itself. */
const CONCURRENCY = 6;

/**
 * The ios' states over the appliance's client interface: `/api/readio` per
 * io (the appliance has no batch read), a few at a time; the write right from
 * `/api/rights`; `/api/writeio` for a write.
 */
export class HttpIoStatesAdapter implements IoStatesPort {
  constructor(private readonly http: KyInstance) {}

  async read(guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, LiveIoState>> {
    const states = new Map<string, LiveIoState>();
    let next = 0;
    const worker = async () => {
      while (next < guids.length) {
        const guid = guids[next++]!;
        try {
          const value = parseIoValue(await this.http.get('readio', { searchParams: { guid }, signal }).json());
          states.set(guid, value.defined ? value.value : undefined);
        } catch (error) {
          if (signal?.aborted) throw error;
          // An io the appliance does not answer for (not running, unknown yet) shows no state.
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, guids.length) }, worker));
    return states;
  }

  async writable(signal?: AbortSignal): Promise<ReadonlySet<string>> {
    const rights = (await this.http.get('rights', { signal }).json()) as Record<string, { rights?: unknown }> | unknown[];
    if (Array.isArray(rights)) return new Set();
    return new Set(Object.entries(rights).filter(([, stream]) => Array.isArray(stream?.rights) && canWrite({ rights: stream.rights.map(String) })).map(([guid]) => guid));
  }

  async write(guid: string, value: boolean): Promise<boolean> {
    const response = await this.http.post('writeio', { searchParams: { guid }, json: { defined: true, value: value ? 1 : 0 }, throwHttpErrors: false });
    if (response.status === 403) return false;
    if (!response.ok) throw new Error(`writeio answered ${response.status}`);
    return true;
  }
}
