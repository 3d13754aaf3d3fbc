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
 * The simulated appliance runs its logic: an input written through the client
 * library drives the gate reading it, read back with readio, and the alert
 * mail on that gate lands in the simulated outbox with the message's contacts.
 */
describe('the simulated appliance runs the logic controller', () => {
  let simulator: RunningSimulator;
  let base: string;
  const md5 = new NodeMd5Adapter();
  const admin = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);

  beforeAll(async () => {
    simulator = await startSimulatorServer({ initialised: true });
    base = simulator.url;
    // The door-mail example, with the door alarm fed by "always on" instead of the
    // opening-hours calendar (so the test does not depend on the time of day) and the
    // appliance's own accounts kept.
    const stored = await (await fetch(at(base, '/api/configuration'), { headers: admin })).text();
    const groups = /\t\t<groups>[\s\S]*?\t\t<\/groups>\n/.exec(stored)![0];
    const example = simulatedSiteExamples().nightAlert
      .replace(/\t\t<groups>[\s\S]*?\t\t<\/groups>\n/, groups)
      .replace(`<link-id>${G.calendarIo}</link-id>`, `<link-id>${G.io1}</link-id>`);
    const saved = await fetch(at(base, '/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: applySignature(example, DEFAULT_CONFIGURATION_SALT, (text) => md5.md5(text)) });
    expect(saved.status).toBe(200);
    // Inputs hold what is written (no flipping of their own during the test).
    await fetch(at(base, '/__simulator/client-api/settings'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputToggleMs: 3_600_000 }) });
  });

  afterAll(async () => {
    await simulator.close();
  });

  it('writeio on the door contact drives the door alarm gate, read back with readio; the alert mail reaches the outbox with its contacts', async () => {
    const url = new URL(base);
    url.username = 'admin';
    url.password = INITIALISED_ADMIN_PASSWORD;
    url.searchParams.set('name', 'Logic');
    const server = await new Server(url.toString()).load();
    await server.writeio(G.entranceInput, 0);
    expect((await server.readio(G.gateOutput)).value).toBe(0);
    // The seeded input may have been on when the logic started (and mailed already): start the logic again with the door closed.
    await fetch(at(base, '/__simulator/logic/reset'), { method: 'POST' });
    expect(((await (await fetch(at(base, '/__simulator/logic/outbox'))).json()) as { mails: unknown[] }).mails).toEqual([]);

    await server.writeio(G.entranceInput, 1);
    expect((await server.readio(G.entranceInput)).value).toBe(1);
    expect((await server.readio(G.gateOutput)).value).toBe(1);

    const { mails } = (await (await fetch(at(base, '/__simulator/logic/outbox'))).json()) as { mails: { gate: string; subject: string; message: string; contacts: unknown[]; sms: string[]; video?: unknown }[] };
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      gate: 'Door alarm mail',
      subject: 'Entrance door opened',
      message: 'The entrance door contact opened during opening hours.',
      contacts: [
        { id: G.contactSecurity, name: 'Claire Martin', mail: 'claire.martin@example.com', sms: '+33612345678' },
        { id: G.contactManager, name: 'Daniel Okafor', mail: 'daniel.okafor@example.com' },
      ],
      sms: ['+33612345678'],
      video: { videoIdentifier: G.entranceVideo },
    });

    // The console's system log says it too.
    const log = await (await fetch(at(base, '/api/syslog?application=system'), { headers: admin })).text();
    expect(log).toMatch(/ INFO \[gate\] alert Door alarm mail: mail sent to 2 contacts \(Claire Martin, Daniel Okafor\)\n/);

    await server.writeio(G.entranceInput, 0);
    expect((await server.readio(G.gateOutput)).value).toBe(0);
    const state = (await (await fetch(at(base, '/__simulator/logic'))).json()) as { running: boolean; outbox: number };
    expect(state).toMatchObject({ running: true, outbox: 1 });
  });

  it('the logic controls take no key: an unknown one is refused with the reason, and a reset empties the outbox', async () => {
    const post = (body: string) => fetch(at(base, '/__simulator/logic/reset'), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const refused = await post('{"clear": true}');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toContain('unknown key "clear"');
    expect((await post('{}')).status).toBe(200);
    expect(((await (await fetch(at(base, '/__simulator/logic'))).json()) as { outbox: number }).outbox).toBe(0);
  });
});
