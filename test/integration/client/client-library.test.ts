import { afterAll, beforeAll, describe, it } from 'vitest';
import { clientCases, runCase, type CaseContext } from './support/client-cases';
import { deadOrigin, startClientSimulator, type RunningSimulator } from './support/client-simulator';

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
