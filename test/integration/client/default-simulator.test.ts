import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server } from '../../../src/infrastructure/client/server';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';

/**
 * The simulator that `npm start` runs speaks the client interface too: its
 * streams come from the seeded configuration and its accounts guard them.
 */
describe('client library against the default simulated appliance (npm start)', () => {
  let simulator: RunningSimulator;
  let origin: string;

  beforeAll(async () => {
    simulator = await startSimulatorServer({ initialised: true });
    origin = new URL(simulator.url).origin;
  });

  afterAll(async () => {
    await simulator.close();
  });

  function url(username: string, password: string): string {
    const target = new URL(origin);
    target.username = username;
    target.password = password;
    target.searchParams.set('name', 'Default simulator');
    return target.toString();
  }

  it('loads the seeded streams and reads a snapshot and live frames', async () => {
    const server = await new Server(url('admin', INITIALISED_ADMIN_PASSWORD)).load();
    const streams = [...server.streams.values()];
    const video = streams.find((stream) => stream.type === 'video');
    expect(video).toBeDefined();
    expect(streams.some((stream) => stream.type === 'input')).toBe(true);

    const snapshot = await server.imageref(video!.guid);
    expect(snapshot.contentType).toBe('image/jpeg');
    expect([...snapshot.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    const controller = new AbortController();
    let frames = 0;
    for await (const frame of server.live(video!.guid, { signal: controller.signal })) {
      expect(frame.data.length).toBeGreaterThan(0);
      frames += 1;
      if (frames === 3) {
        break;
      }
    }
    expect(frames).toBe(3);
  });

  it('refuses a wrong password with the specification message', async () => {
    await expect(new Server(url('admin', 'wrong')).load()).rejects.toThrow('Request failed with status code 401');
  });
});
