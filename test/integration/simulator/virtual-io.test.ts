import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySignature } from '../../../src/domain/configuration/signature';
import { Server } from '../../../src/infrastructure/client/server';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { DEFAULT_CONFIGURATION_SALT } from '../../../src/infrastructure/settings/configuration-salt';
import { SEED_GUIDS as G } from '../../../src/infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { simulatedSiteExamples } from '../../fixtures/simulated-site-examples';
import { at, consoleHeaders } from './support/appliance-http';

/**
 * The simulated appliance honours a virtual input's is-no and bistable: the
 * door-mail example with its entrance contact made virtual (flag 1), fed to
 * the door alarm with "always on" instead of the calendar, written and read
 * over HTTP through the client library.
 */
describe('the simulated appliance honours virtual inputs', () => {
  let simulator: RunningSimulator;
  let base: string;
  let server: Server;
  const md5 = new NodeMd5Adapter();
  const admin = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
  let groups = '';

  /** Posts the example with the entrance contact's io fields after its flags replaced by `variant`. */
  async function post(variant: string): Promise<void> {
    const example = simulatedSiteExamples().nightAlert
      .replace(/\t\t<groups>[\s\S]*?\t\t<\/groups>\n/, groups)
      .replace(`<link-id>${G.calendarIo}</link-id>`, `<link-id>${G.io1}</link-id>`)
      .replace(new RegExp(`(<identifier type="guid">${G.entranceInput}</identifier>[\\s\\S]*?)<flags>0</flags>\\n`), `$1<flags>1</flags>\n${variant}`);
    expect(example).toContain(variant);
    const saved = await fetch(at(base, '/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: applySignature(example, DEFAULT_CONFIGURATION_SALT, (text) => md5.md5(text)) });
    expect(saved.status).toBe(200);
  }

  beforeAll(async () => {
    simulator = await startSimulatorServer({ initialised: true });
    base = simulator.url;
    const stored = await (await fetch(at(base, '/api/configuration'), { headers: admin })).text();
    groups = /\t\t<groups>[\s\S]*?\t\t<\/groups>\n/.exec(stored)![0];
    await fetch(at(base, '/__simulator/client-api/settings'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputToggleMs: 3_600_000 }) });
    const url = new URL(base);
    url.username = 'admin';
    url.password = INITIALISED_ADMIN_PASSWORD;
    url.searchParams.set('name', 'Logic');
    server = await new Server(url.toString()).load();
  });

  afterAll(async () => {
    await simulator.close();
  });

  it('is-no off: the logic reads the inverse of what is written', async () => {
    await post('\t\t\t\t\t\t\t<is-no>0</is-no>\n\t\t\t\t\t\t\t<bistable>1</bistable>\n');
    await server.writeio(G.entranceInput, 1);
    expect((await server.readio(G.entranceInput)).value).toBe(1);
    expect((await server.readio(G.gateOutput)).value).toBe(0);
    await server.writeio(G.entranceInput, 0);
    expect((await server.readio(G.gateOutput)).value).toBe(1);
  });

  it('bistable off: a write gives a pulse (the alert mails once) and the input reads off again; is-no on holds as written', async () => {
    await post('\t\t\t\t\t\t\t<is-no>1</is-no>\n\t\t\t\t\t\t\t<bistable>0</bistable>\n');
    await fetch(at(base, '/__simulator/logic/reset'), { method: 'POST' });
    await server.writeio(G.entranceInput, 1);
    expect((await server.readio(G.entranceInput)).value).toBe(0);
    expect((await server.readio(G.gateOutput)).value).toBe(0);
    const { mails } = (await (await fetch(at(base, '/__simulator/logic/outbox'))).json()) as { mails: { gate: string }[] };
    expect(mails.map((mail) => mail.gate)).toEqual(['Door alarm mail']);
  });
});
