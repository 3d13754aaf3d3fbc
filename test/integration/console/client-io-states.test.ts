import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
});
