import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplianceClientSession } from '../../../src/infrastructure/client-session/appliance-client-session';
import { ClientIoStatesAdapter } from '../../../src/infrastructure/client-session/client-io-states.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';

let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulatorServer({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  await fetch(new URL('/__simulator/reset', simulator.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialised: true }) });
});
afterAll(() => simulator.close());

/** The logic editor's live states as the console gets them: the client library on the console's client session, over HTTP. */
describe('ClientIoStatesAdapter against the simulated appliance', () => {
  const session = () => new ApplianceClientSession({ credentials: () => ({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD }), baseUrl: simulator.url });

  it('reads states, knows the writable inputs, writes one and reads it back; an io the appliance does not stream has no state', async () => {
    const client = session();
    const adapter = new ClientIoStatesAdapter(client);
    const writable = await adapter.writable();
    const { server } = await client.connect();
    const input = [...writable][0]!;
    const output = [...server.streams.values()].find((stream) => stream.type === 'output')!;
    expect(server.streams.get(input)?.type).toBe('input');
    expect(writable.has(output.guid)).toBe(false);

    expect(await adapter.write(input, true)).toBe(true);
    const states = await adapter.read([input, output.guid, 'not-streamed-io']);
    expect(states.get(input)).toBe(1);
    expect(states.has(output.guid)).toBe(true);
    expect(states.has('not-streamed-io')).toBe(false);
    expect(await adapter.write(input, false)).toBe(true);
    expect((await adapter.read([input])).get(input)).toBe(0);
  });

  it("writes nothing without the write right (the library's 'no rights to write')", async () => {
    const adapter = new ClientIoStatesAdapter(session());
    const input = [...(await adapter.writable())][0]!;
    await fetch(new URL('/__simulator/client-api/rights', simulator.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [input]: ['live/read'] }) });
    expect((await adapter.writable()).has(input)).toBe(false);
    expect(await adapter.write(input, true)).toBe(false);
  });

  describe('reading the rights again for ios the appliance does not stream', () => {
    let rightsReads = 0;
    beforeEach(() => {
      rightsReads = 0;
      const fetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        if (new Request(input).url.endsWith('/api/rights')) rightsReads += 1;
        return fetch(input, init);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('waits twice as long each time the same ios stay unknown and the rights stay the same, and 10 s again for an io never seen', async () => {
      let clock = 0;
      const adapter = new ClientIoStatesAdapter(session(), () => clock);
      const input = [...(await adapter.writable())][0]!;
      expect(rightsReads).toBe(1);
      const readAt = async (seconds: number, guids: readonly string[]) => {
        clock = seconds * 1000;
        const before = rightsReads;
        await adapter.read(guids);
        return rightsReads - before;
      };
      // One io the appliance never streams (a virtual io, say) in every round; the rights never change.
      const seen = async (seconds: readonly number[]) => {
        const reads: number[] = [];
        for (const second of seconds) reads.push(await readAt(second, [input, 'never-streamed']));
        return reads;
      };
      // First seen at 5 s: read again once 10 s have passed since the last reading (at 0), at 10.5 s.
      expect(await seen([5, 10.5])).toEqual([0, 1]);
      // Then 20 s later (31), 40 s later (71.5), 80 s later (152): not at each round.
      expect(await seen([12, 20.5, 30, 31, 41, 70, 71.5, 120, 151, 152])).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
      // An io never seen before (a configuration saved with new ios) is looked for 10 s after the last reading, not 160.
      expect(await readAt(160, [input, 'never-streamed', 'new-io'])).toBe(0);
      expect(await readAt(163, [input, 'never-streamed', 'new-io'])).toBe(1);
      // Both unknown again: the wait goes on doubling, to 320 s, its longest.
      expect(await seen([400, 483])).toEqual([0, 0]);
      expect(await seen([484, 800])).toEqual([1, 0]);
      expect(await seen([805])).toEqual([1]);
      // The rights changed meanwhile: found at the next reading (320 s on), after which 10 s is the wait again.
      await fetch(new URL('/__simulator/client-api/rights', simulator.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [input]: ['live/read'] }) });
      expect(await seen([1000, 1126, 1130, 1137])).toEqual([0, 1, 0, 1]);
    });
  });
});
