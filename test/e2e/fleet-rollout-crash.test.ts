import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../src/composition/node-servers';
import { readSignature } from '../../src/domain/configuration/signature';
import type { Rollout } from '../../src/domain/fleet/rollout';
import type { RunningConsoleServer } from '../../src/infrastructure/node/console-server';
import { databasesUnderTest } from '../support/databases-under-test';
import { startFleetProcess } from '../support/fleet-process';
import { eventually, testCodec } from '../support/history-console';
import { applianceDocument, changedLines, FleetBrowser, startAppliances } from '../support/fleet-console';

const SITES = 4;
// The fleet's poll period: a quarter of it is how often a server looks for steps whose server died (docs/fleet.md, "Rollouts").
const PERIOD_S = 4;
const CHANGE = ['- <phone>+33612345678</phone>', '+ <phone>+33600000007</phone>'];

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * A site's front: passes every call on to its simulated appliance, counts
 * the saves (`POST /api/configuration`) it receives and those the appliance
 * got, and can hold the next save once its whole body has arrived, until
 * the test says whether the appliance gets it (accepted while the Vigil
 * server that sent it is dead) or never does (lost on the way).
 */
class SiteFront {
  saves = 0;
  delivered = 0;
  private held: { arrived: () => void; decision: Promise<'deliver' | 'drop'>; decide?: (what: 'deliver' | 'drop') => void } | undefined;
  private constructor(readonly server: Server, readonly url: string) {}

  static async start(appliance: RunningSimulator): Promise<SiteFront> {
    const target = new URL(appliance.url);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const front = new SiteFront(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => void front.pass(incoming, target).then(
      (answer) => {
        if (!answer) return outgoing.destroy();
        outgoing.writeHead(answer.status, answer.headers);
        outgoing.end(answer.body);
      },
      () => outgoing.destroy(),
    ));
    return front;
  }

  /** Resolves once the next save's whole body has arrived here (and is held). */
  holdNextSave(): Promise<void> {
    return new Promise((arrived) => {
      let decide: ((what: 'deliver' | 'drop') => void) | undefined;
      const decision = new Promise<'deliver' | 'drop'>((resolve) => (decide = resolve));
      this.held = { arrived, decision, decide: decide! };
    });
  }

  release(what: 'deliver' | 'drop'): void {
    this.held?.decide?.(what);
    this.held = undefined;
  }

  private async pass(incoming: IncomingMessage, target: URL): Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer } | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const isSave = incoming.method === 'POST' && incoming.url?.split('?')[0] === '/api/configuration';
    if (isSave) {
      this.saves += 1;
      const held = this.held;
      if (held) {
        held.arrived();
        if ((await held.decision) === 'drop') return undefined;
      }
      this.delivered += 1;
    }
    return new Promise((resolve, reject) => {
      const headers = { ...incoming.headers, host: target.host };
      const forward = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'transfer-encoding' && name !== 'connection') answerHeaders[name] = value;
          resolve({ status: answer.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(parts) });
        });
        answer.on('error', reject);
      });
      forward.on('error', reject);
      forward.end(body);
    });
  }

  close(): Promise<void> {
    this.release('drop');
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe.each(databasesUnderTest())('a Vigil server killed (kill -9) in the middle of a rollout step, on the $kind database', (database) => {
  it('the rollout goes on after the restart (or on another server): a save the site took is not sent again, a lost one is sent once more, one version each, and the page says so', { timeout: 120_000 }, async () => {
    const options = await database.fresh();
    const key = randomBytes(32).toString('hex');
    const appliances = await startAppliances(SITES);
    const fronts = await Promise.all(appliances.map((appliance) => SiteFront.start(appliance)));
    const children: ChildProcess[] = [];
    const started = async (dataDir: string) => {
      const vigil = await startFleetProcess({ dataDir, key, pollSeconds: PERIOD_S, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) });
      children.push(vigil.child);
      return vigil;
    };
    try {
      let vigil = await started(options.dataDir);
      const installer = new FleetBrowser({ url: vigil.url } as RunningConsoleServer);
      const server = { url: vigil.url };
      const browser = () => Object.assign(new FleetBrowser(server as RunningConsoleServer), { cookie: installer.cookie });
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      const csv = ['name,address,http_port,username,password', ...fronts.map((front, index) => `Site ${index + 1},127.0.0.1,${new URL(front.url).port},admin,Vigil-admin-1`)].join('\n');
      expect((await installer.json<{ added: unknown[] }>('/fleet/api/sites/import', { method: 'POST', body: { csv } })).body.added).toHaveLength(SITES);
      const rows = (await installer.json<{ rows: { id: string; name: string }[] }>('/fleet/api/overview')).body.rows;
      const idOf = (index: number) => rows.find((row) => row.name === `Site ${index + 1}`)!.id;
      const before = await Promise.all(appliances.map(applianceDocument));
      const targets = before.map((text, index) => ({
        siteId: idOf(index),
        baseSignature: readSignature(text),
        document: testCodec().sign(text.replace('<phone>+33612345678</phone>', '<phone>+33600000007</phone>')),
        summary: 'Contact Martin, Claire: Phone +33612345678 → +33600000007',
      }));

      // Site 2's save is held once it has arrived; the server that sent it is killed; then the appliance takes it.
      const secondSave = fronts[1]!.holdNextSave();
      const rollout = (await installer.json<{ rollout: Rollout }>('/fleet/api/rollouts', { method: 'POST', body: { sourceSiteId: idOf(0), items: ['Contact Martin, Claire'], targets, waves: [50] } })).body.rollout;
      const rolloutNow = async () => (await browser().json<{ rollout: Rollout }>(`/fleet/api/rollouts/${rollout.id}`)).body.rollout;
      await secondSave;
      const thirdSave = fronts[2]!.holdNextSave();
      await kill(vigil.child);
      fronts[1]!.release('deliver');
      await eventually(async () => (fronts[1]!.delivered === 1 ? true : undefined), 50);
      expect(changedLines(before[1]!, await applianceDocument(appliances[1]!))).toEqual(CHANGE);

      const killedAt = Date.now();
      vigil = await started(options.dataDir);
      server.url = vigil.url;
      const stillRunning = await rolloutNow();
      expect(stillRunning.status).toBe('running');
      // Site 3's save is held in its turn, and this time lost: the server is killed before the appliance gets it.
      await thirdSave;
      const takenOverAfter = Date.now() - killedAt;
      const afterFirstKill = await rolloutNow();
      await kill(vigil.child);
      fronts[2]!.release('drop');
      expect(changedLines(before[2]!, await applianceDocument(appliances[2]!))).toEqual([]);

      const secondKilledAt = Date.now();
      // On the embedded database the same server starts again; on PostgreSQL another server (its own data) takes over.
      vigil = await started(database.kind === 'embedded' ? options.dataDir : mkdtempSync(join(tmpdir(), 'vigil-fleet-')));
      server.url = vigil.url;
      const done = await eventually(async () => {
        const now = await rolloutNow();
        return now.status === 'running' ? undefined : now;
      }, 250);
      const finishedAfter = Date.now() - secondKilledAt;
      console.log(`rollout crash (${database.kind}): first step taken over ${takenOverAfter} ms after the kill; the rollout finished ${finishedAfter} ms after the second kill`);

      expect(done.status).toBe('done');
      expect(done.targets.map((target) => target.state)).toEqual(['done', 'done', 'done', 'done']);
      // The page says what happened to the two sites whose step was cut short.
      expect(afterFirstKill.targets[1]).toMatchObject({ state: 'done', detail: expect.stringMatching(/^interrupted on \S+ before its outcome was stored; the site already held the reviewed document: not sent again$/) });
      expect(done.targets.map((target) => target.detail)).toEqual(['', afterFirstKill.targets[1]!.detail, expect.stringMatching(/^interrupted on \S+ before its outcome was stored; the site did not hold the reviewed document: sent once more$/), '']);
      // Each appliance got the document once: site 3's first save never arrived.
      expect(fronts.map((front) => front.delivered)).toEqual([1, 1, 1, 1]);
      expect(fronts.map((front) => front.saves)).toEqual([1, 1, 2, 1]);
      const after = await Promise.all(appliances.map(applianceDocument));
      for (const [index, text] of after.entries()) expect(changedLines(before[index]!, text), `Site ${index + 1}`).toEqual(CHANGE);
      // One version of each site's history for the rollout.
      for (let index = 0; index < SITES; index += 1) {
        const listed = await browser().json<{ versions: { note: string; author: string }[] }>(`/fleet/sites/${idOf(index)}/vigil/history/versions`);
        expect(listed.body.versions.filter((version) => version.note.includes(`(rollout ${rollout.id})`)), `Site ${index + 1}`).toEqual([expect.objectContaining({ author: 'claire' })]);
      }
      const { entries } = (await browser().json<{ entries: { action: string; result: string; detail: string; siteId?: string }[] }>('/fleet/api/audit?action=rollout.step&limit=50')).body;
      expect(entries.map((entry) => entry.result)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    } finally {
      for (const child of children) await kill(child);
      await Promise.all(fronts.map((front) => front.close()));
      await Promise.all(appliances.map((appliance) => appliance.close()));
    }
  });
});
