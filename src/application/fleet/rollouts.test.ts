import { describe, expect, it } from 'vitest';
import { claimAbandoned, nextTarget, rolloutStatus, type Rollout, type RolloutStatus, type StepClaim, type TargetState } from '../../domain/fleet/rollout';
import type { Site } from '../../domain/fleet/site';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import type { FleetAudit, FleetContext } from './fleet-audit';
import { ApplianceAccessError, type ApplianceAccessPort } from './ports/appliance-access.port';
import type { AbandonedStep, RolloutStorePort, StepClaimant, StoredTarget } from './ports/rollout-store.port';
import { Rollouts } from './rollouts';
import type { SavedThroughVigil } from './saved-through-vigil';
import type { SiteCredentials } from './site-credentials';

const SITE: Site = { id: 's1', name: 'North depot', address: '10.0.0.1', httpPort: 80, httpsPort: 443, secure: false, insecure: false, tags: [], username: 'admin', addedAt: '2026-01-01T00:00:00Z', addedBy: 'claire' };
const BEFORE = 'contact\nphone +33612345678';
const REVIEWED = 'contact\nphone +33600000007';
/** Each process's token is its own. */
let ids = 0;

interface Row {
  siteId: string;
  position: number;
  state: TargetState;
  detail: string;
  claim?: StepClaim & { job?: string };
}

/** The rollout store as the SQL adapter keeps it, in memory: the claims decided by the domain's claimAbandoned. */
class MemoryStore implements RolloutStorePort {
  status: RolloutStatus = 'running';
  readonly rows: Row[] = [{ siteId: 's1', position: 0, state: 'pending', detail: '' }];
  readonly beats: string[] = [];
  readonly released: number[] = [];

  async create(): Promise<void> {}
  async get(id: string): Promise<Rollout> {
    return { id, createdAt: '', createdBy: 'claire', sourceSiteId: 's1', sourceSiteName: SITE.name, items: [], status: this.status, targets: this.rows.map((row) => ({ siteId: row.siteId, siteName: SITE.name, position: row.position, wave: 0, state: row.state, detail: row.detail })) };
  }
  async list(): Promise<readonly Rollout[]> {
    return [];
  }
  async claimNext(rolloutId: string, claim: StepClaimant & { job?: string; at: string; staleBefore: string }): Promise<StoredTarget | undefined> {
    if (this.status !== 'running') return undefined;
    const next = nextTarget(this.rows.map((row) => ({ ...row, siteName: '', wave: 0 })));
    if (!next) return undefined;
    const row = this.rows[next.position]!;
    if (row.state === 'applying' && !claimAbandoned(row.claim, claim, claim.staleBefore)) return undefined;
    const interrupted = row.state === 'applying' ? { by: row.claim?.by ?? 'a Vigil server' } : undefined;
    row.state = 'applying';
    row.claim = { by: claim.by, token: claim.token, aliveAt: claim.at, ...(claim.job ? { job: claim.job } : {}) };
    return { rolloutId, position: row.position, siteId: row.siteId, baseSignature: '', sealedDocument: REVIEWED, summary: 'Phone → +33600000007', state: 'applying', ...(interrupted ? { interrupted } : {}) };
  }
  private mine(position: number, claimant: StepClaimant): Row | undefined {
    const row = this.rows[position];
    return row?.state === 'applying' && row.claim?.by === claimant.by && row.claim.token === claimant.token ? row : undefined;
  }
  async stillApplying(_id: string, position: number, claimant: StepClaimant, at: string): Promise<boolean> {
    const row = this.mine(position, claimant);
    if (row) row.claim = { ...row.claim!, aliveAt: at };
    this.beats.push(at);
    return row !== undefined;
  }
  async release(_id: string, position: number, claimant: StepClaimant): Promise<void> {
    const row = this.mine(position, claimant);
    if (row) row.claim = { by: row.claim!.by, token: row.claim!.token };
    this.released.push(position);
  }
  async finish(_id: string, position: number, claimant: StepClaimant, state: TargetState, detail: string): Promise<RolloutStatus | undefined> {
    const row = this.mine(position, claimant);
    if (!row) return undefined;
    Object.assign(row, { state, detail, claim: undefined });
    this.status = rolloutStatus(this.rows.map((each) => ({ ...each, siteName: '', wave: 0 })));
    return this.status;
  }
  async applyingOn(siteId: string, aliveSince: string): Promise<boolean> {
    return this.rows.some((row) => row.siteId === siteId && row.state === 'applying' && row.claim?.aliveAt !== undefined && row.claim.aliveAt >= aliveSince);
  }
  async abandoned(claimant: StepClaimant, staleBefore: string): Promise<readonly AbandonedStep[]> {
    return this.rows.filter((row) => row.state === 'applying' && claimAbandoned(row.claim, claimant, staleBefore)).map((row) => ({ rolloutId: 'r1', position: row.position, ...(row.claim?.job ? { job: row.claim.job } : {}) }));
  }
  resume(): Promise<'resumed'> {
    throw new Error('not used');
  }
}

/** A Vigil server's rollouts over the store, with an appliance holding `document` and the calls it got. */
function server(store: MemoryStore, options: { instance?: string; document?: string; clock?: { now: number }; slowFetchMs?: number; heartbeatMs?: number; hangs?: boolean; stepTimeoutMs?: number } = {}) {
  const appliance = { document: options.document ?? BEFORE, posts: 0, fetches: 0 };
  const calls = { scheduled: 0, retried: [] as (string | undefined)[], audited: [] as { result?: string; detail?: string }[], recorded: [] as string[] };
  const access = {
    fetchDocument: async (_site: unknown, _credentials: unknown, call: { signal?: AbortSignal }) => {
      appliance.fetches += 1;
      // A site that holds the call open without answering, until the caller gives up (as the HTTP adapter says it).
      if (options.hangs) await new Promise((_resolve, reject) => call.signal?.addEventListener('abort', () => reject(new ApplianceAccessError('unreachable', 'no answer in time'))));
      if (options.slowFetchMs) await new Promise((resolve) => setTimeout(resolve, options.slowFetchMs));
      return appliance.document;
    },
    postDocument: async (_site: unknown, _credentials: unknown, text: string) => {
      appliance.posts += 1;
      appliance.document = text;
    },
  } as unknown as ApplianceAccessPort;
  const clock = options.clock ?? { now: Date.parse('2026-11-29T06:00:00Z') };
  const context: FleetContext = { now: () => new Date(clock.now), newId: () => `${options.instance ?? 'vigil-a'}-token-${(ids += 1)}`, instanceId: options.instance ?? 'vigil-a' };
  const rollouts = new Rollouts(
    store,
    { of: async () => ({ site: SITE, credentials: { username: 'admin', password: 'secret' }, baseUrl: 'http://10.0.0.1:80' }) } as unknown as SiteCredentials,
    access,
    { seal: (text: string) => text, unseal: (text: string) => text } as unknown as SecretSealerPort,
    { scheduleRolloutStep: async () => void (calls.scheduled += 1), retryRolloutStep: async (_id: string, job?: string) => void calls.retried.push(job) },
    { note: async () => undefined } as unknown as SavedThroughVigil,
    { record: async (_actor: unknown, entry: { result?: string; detail?: string }) => void calls.audited.push(entry) } as unknown as FleetAudit,
    context,
    { execute: async (input: { entryId?: string }) => void calls.recorded.push(input.entryId ?? '') } as never,
    { heartbeatMs: options.heartbeatMs ?? 3_000, staleAfterMs: 10_000, stepTimeoutMs: options.stepTimeoutMs ?? 60_000 },
  );
  return { rollouts, appliance, calls, clock };
}

describe('Rollouts, when a Vigil server dies in the middle of a step', () => {
  it('claims the step for this server and its job, and clears the claim with the outcome', async () => {
    const store = new MemoryStore();
    const a = server(store);
    await a.rollouts.step('r1', 'job-1');
    expect(store.rows[0]).toMatchObject({ state: 'done', detail: '', claim: undefined });
    expect(a.appliance).toMatchObject({ posts: 1, document: REVIEWED });
    expect(a.calls.recorded).toEqual(['rollout-r1-0']);
    expect(a.calls.audited).toEqual([expect.objectContaining({ result: 'succeeded', detail: 'Phone → +33600000007 (by claire)' })]);
  });

  it('leaves a step another server is applying alone while its claim lives, and takes it over once it has shown no sign of life for a while', async () => {
    const store = new MemoryStore();
    const clock = { now: Date.parse('2026-11-29T06:00:00Z') };
    store.rows[0] = { siteId: 's1', position: 0, state: 'applying', detail: '', claim: { by: 'vigil-b', token: 'b-1', aliveAt: new Date(clock.now - 9_000).toISOString(), job: 'job-b' } };
    const a = server(store, { clock });
    expect(await a.rollouts.retryAbandoned()).toBe(0);
    await a.rollouts.step('r1', 'job-2');
    expect(a.appliance).toMatchObject({ fetches: 0, posts: 0 });
    expect(store.rows[0]!.claim?.by).toBe('vigil-b');

    clock.now += 2_000;
    expect(await a.rollouts.retryAbandoned()).toBe(1);
    expect(a.calls.retried).toEqual(['job-b']);
    await a.rollouts.step('r1', 'job-b');
    expect(store.rows[0]).toMatchObject({ state: 'done', detail: 'interrupted on vigil-b before its outcome was stored; the site did not hold the reviewed document: sent once more' });
    expect(a.appliance.posts).toBe(1);
  });

  it('restarted, takes its own dead process\'s step over at once, and does not send a document the site already took', async () => {
    const store = new MemoryStore();
    const clock = { now: Date.parse('2026-11-29T06:00:00Z') };
    // The first process claims the step and dies after the site took the document (its answer never heard).
    await store.claimNext('r1', { by: 'vigil-a', token: 'the-dead-process', job: 'job-1', at: new Date(clock.now).toISOString(), staleBefore: new Date(clock.now - 10_000).toISOString() });
    // Its new process has another token: the claim is abandoned now, not in ten seconds.
    const restarted = server(store, { instance: 'vigil-a', document: REVIEWED, clock });
    expect(await restarted.rollouts.retryAbandoned()).toBe(1);
    expect(restarted.calls.retried).toEqual(['job-1']);
    await restarted.rollouts.step('r1', 'job-1');
    expect(restarted.appliance.posts).toBe(0);
    expect(store.rows[0]).toMatchObject({ state: 'done', detail: 'interrupted on vigil-a before its outcome was stored; the site already held the reviewed document: not sent again' });
    // One version of the site's history, whichever run records it: the entry id is the step's.
    expect(restarted.calls.recorded).toEqual(['rollout-r1-0']);
    expect(restarted.calls.audited).toEqual([expect.objectContaining({ result: 'succeeded', detail: expect.stringContaining('not sent again') })]);
    expect(restarted.calls.scheduled).toBe(0);
  });

  it('a step taken over while it ran keeps the other server\'s outcome: nothing stored, audited nor scheduled by the slow one', async () => {
    const store = new MemoryStore();
    const clock = { now: Date.parse('2026-11-29T06:00:00Z') };
    const slow = server(store, { instance: 'vigil-a', clock, slowFetchMs: 30 });
    const running = slow.rollouts.step('r1', 'job-1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Thought dead (no sign of life for eleven seconds): vigil-b takes the step over and finishes it.
    clock.now += 11_000;
    const b = server(store, { instance: 'vigil-b', clock, document: BEFORE });
    await b.rollouts.step('r1', 'job-2');
    expect(store.rows[0]).toMatchObject({ state: 'done', detail: expect.stringContaining('interrupted on vigil-a') });
    await running;
    expect(slow.calls.audited).toEqual([]);
    expect(slow.calls.scheduled).toBe(0);
    expect(store.rows[0]!.detail).toContain('interrupted on vigil-a');
  });

  it('renews its claim while the step runs, and gives it up when the step fails here, so that the queue\'s retry takes it over at once', async () => {
    const store = new MemoryStore();
    const a = server(store, { slowFetchMs: 40, heartbeatMs: 5 });
    await a.rollouts.step('r1', 'job-1');
    expect(store.beats.length).toBeGreaterThan(0);

    const failing = new MemoryStore();
    const b = server(failing);
    failing.finish = async () => {
      throw new Error('the database went away');
    };
    await expect(b.rollouts.step('r1', 'job-1')).rejects.toThrow('the database went away');
    expect(failing.released).toEqual([0]);
    expect(failing.rows[0]!.claim?.aliveAt).toBeUndefined();
    expect(await b.rollouts.retryAbandoned()).toBe(1);
  });

  it('says it is writing a site while a step on it has a live claim, so that a poll does not take the new document for a change made outside', async () => {
    const store = new MemoryStore();
    const a = server(store);
    const at = (msAgo: number) => new Date(a.clock.now - msAgo).toISOString();
    expect(await a.rollouts.savingOn('s1')).toBe(false);
    store.rows[0] = { ...store.rows[0]!, state: 'applying', claim: { by: 'vigil-b', token: 't', aliveAt: at(3_000) } };
    expect(await a.rollouts.savingOn('s1')).toBe(true);
    expect(await a.rollouts.savingOn('s2')).toBe(false);
    // A claim silent for longer than a live one may be (10 s here) is a dead server's: nobody is writing.
    store.rows[0] = { ...store.rows[0]!, claim: { by: 'vigil-b', token: 't', aliveAt: at(11_000) } };
    expect(await a.rollouts.savingOn('s1')).toBe(false);
  });

  it('a site that never answers stops the rollout there with a reason, instead of holding a live claim forever', async () => {
    const store = new MemoryStore();
    const a = server(store, { hangs: true, stepTimeoutMs: 20, heartbeatMs: 5 });
    await a.rollouts.step('r1', 'job-1');
    expect(store.rows[0]).toMatchObject({ state: 'failed', detail: 'no answer in time', claim: undefined });
    expect(store.status).toBe('stopped');
    expect(a.calls.audited).toEqual([expect.objectContaining({ result: 'failed', detail: 'stopped at North depot: no answer in time' })]);
  });
});
