import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { clientCases, runCase, type CaseContext } from './support/client-cases';
import { startClientSimulator, type RunningSimulator } from './support/client-simulator';

/** A port that was free a moment ago: nothing listens there. */
async function deadOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('client library against the simulated appliance (Node, real HTTP on loopback)', () => {
  let simulator: RunningSimulator;
  let context: CaseContext;

  beforeAll(async () => {
    simulator = await startClientSimulator();
    context = { origin: simulator.origin, deadOrigin: await deadOrigin() };
  });

  afterAll(async () => {
    await simulator.close();
  });

  for (const testCase of clientCases) {
    it(testCase.name, () => runCase(testCase, context));
  }
});
