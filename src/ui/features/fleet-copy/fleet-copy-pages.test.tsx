import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import { answerFleet, SIGNED_IN } from '../../../../test/support/fleet-pages-server';
import { codec, SALT } from '../../../../test/support/workspace-harness';
import { FleetCopy } from '../../../application/fleet-copy/fleet-copy';
import type { FleetCopyPort, PreparedCopyView, RolloutStart, TargetReviewView } from '../../../application/fleet-copy/fleet-copy.port';
import type { Language } from '../../../application/ports/preferences.port';
import type { Configuration } from '../../../domain/configuration/configuration';
import { diffModel } from '../../../domain/configuration/model-diff';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { copyItems } from '../../../domain/fleet/copy-items';
import type { ItemRef } from '../../../domain/fleet/cross-site-items';
import type { Rollout, RolloutTarget } from '../../../domain/fleet/rollout';
import { compareSites } from '../../../domain/fleet/site-comparison';
import { CryptoJsMd5Adapter } from '../../../infrastructure/crypto/crypto-js-md5.adapter';
import { seedConfiguration } from '../../../infrastructure/simulator/seed/configuration-seed';
import { renderConsole } from '../../testing/render-console';

// The fleet's layout asks who is signed in (its own calls, answered as fleet-pages-server.ts does); the pages' calls are faked below.
const { server } = consoleAgainstSimulator({ initialised: true });

const md5 = new CryptoJsMd5Adapter();

function seed(): Configuration {
  const reading = codec.read(seedConfiguration({ adminPassword: '', date: new Date(2026, 10, 1), salt: SALT, md5: (value) => md5.md5(value) }));
  if (!reading.valid) throw reading.error;
  return reading.configuration;
}

/** Site 1: the seed with a Holidays calendar and Martin's new phone; the others the seed as it is. */
function source(): Configuration {
  const base = seed();
  const model = base.calendars[0]!;
  return {
    ...base,
    calendars: [...base.calendars, { ...model, id: '77-1', name: 'Holidays', io: { ...model.io, id: '77-2', name: 'Holidays' } }],
    contacts: base.contacts.map((contact) => (contact.name === 'Martin' ? { ...contact, phone: '+33600000001' } : contact)),
  };
}

const SITES = [1, 2, 3, 4].map((n) => ({ id: `s${n}`, name: `Site ${n}` }));

function rolloutOf(request: RolloutStart, states: RolloutTarget['state'][], detail = ''): Rollout {
  return {
    id: 'r1',
    createdAt: '2026-11-28T10:00:00.000Z',
    createdBy: 'claire',
    sourceSiteId: request.sourceSiteId,
    sourceSiteName: 'Site 1',
    items: request.items,
    status: states.some((state) => state === 'refused') ? 'stopped' : states.every((state) => state === 'done') ? 'done' : 'running',
    targets: request.targets.map((target, position) => ({ siteId: target.siteId, siteName: SITES.find((site) => site.id === target.siteId)!.name, position, wave: position === 0 ? 0 : 1, state: states[position]!, detail: states[position] === 'refused' ? detail : '' })),
  } as Rollout;
}

/** The fleet's calls as the Vigil server answers them, made with the domain's own compare and copy. */
function fleetPort() {
  const calls = { started: [] as RolloutStart[], resumed: 0, rollout: undefined as Rollout | undefined, list: [] as Rollout[], listed: 0 };
  const port: FleetCopyPort = {
    sites: () => Promise.resolve(SITES),
    items: () => Promise.resolve([{ kind: 'calendars', name: 'Opening hours' }, { kind: 'calendars', name: 'Holidays' }, { kind: 'contacts', name: 'Martin' }, { kind: 'contacts', name: 'Okafor' }]),
    compare: (a, b) => {
      const compared = compareSites(seed(), source());
      return Promise.resolve({ a: { ...SITES.find((site) => site.id === a)!, signature: 'a' }, b: { ...SITES.find((site) => site.id === b)!, signature: 'b' }, ...compared });
    },
    prepareCopy: (request) => {
      const items: readonly ItemRef[] = request.items;
      const targets = request.targetSiteIds.map((id): TargetReviewView => {
        const base = seed();
        const { draft, notes } = copyItems(source(), base, items, sequentialGuids(5));
        return { kind: 'review', site: { ...SITES.find((site) => site.id === id)!, signature: `sig-${id}` }, document: `<doc ${id}/>`, summary: 'Calendar Holidays copied from Site 1', notes, conflicts: [], problems: [], changes: diffModel(base, draft), before: base, after: draft };
      });
      return Promise.resolve({ source: { ...SITES[0]!, signature: 'src' }, items, targets } satisfies PreparedCopyView);
    },
    startRollout: (request) => {
      calls.started.push(request);
      calls.rollout = rolloutOf(request, ['done', 'done', 'refused'], 'unable to write the configuration file: no space left on device');
      return Promise.resolve(calls.rollout);
    },
    rollouts: () => {
      calls.listed += 1;
      return Promise.resolve(calls.list);
    },
    rollout: (id) => Promise.resolve(calls.rollout ?? calls.list.find((rollout) => rollout.id === id)!),
    resume: () => {
      calls.resumed += 1;
      calls.rollout = rolloutOf(calls.started[0]!, ['done', 'done', 'done']);
      return Promise.resolve(calls.rollout);
    },
  };
  return { port, calls };
}

function fleetConsole(path: string, language: Language, rollouts: Rollout[] = []) {
  answerFleet(server, { state: SIGNED_IN('installer'), rows: [] });
  const parts = consoleServices();
  const fleet = fleetPort();
  fleet.calls.list = rollouts;
  const fleetCopy = new FleetCopy(fleet.port);
  const services = new Proxy(parts.services, { get: (target, name) => (name === 'fleetCopy' ? fleetCopy : Reflect.get(target, name)) });
  const rendered = renderConsole(services, path, language);
  return Object.assign(fleet.calls, { history: rendered.history });
}

/** Three rollouts as the Vigil server lists them (not in order): one done, one stopped at a refusing site, one running. */
function threeRollouts(): Rollout[] {
  const target = (siteId: string, position: number, state: RolloutTarget['state'], detail = ''): RolloutTarget => ({ siteId, siteName: SITES.find((site) => site.id === siteId)!.name, position, wave: position === 0 ? 0 : 1, state, detail });
  const base = { createdBy: 'claire', sourceSiteId: 's1', sourceSiteName: 'Site 1', items: ['Calendar Holidays'] };
  return [
    { ...base, id: 'r-done', createdAt: '2026-11-26T10:00:00.000Z', status: 'done', targets: [target('s2', 0, 'done'), target('s3', 1, 'done')] },
    { ...base, id: 'r-running', createdAt: '2026-11-28T10:00:00.000Z', createdBy: 'olga', items: ['Contact Martin', 'Calendar Holidays'], status: 'running', targets: [target('s2', 0, 'done'), target('s3', 1, 'applying'), target('s4', 2, 'pending')] },
    { ...base, id: 'r-stopped', createdAt: '2026-11-27T10:00:00.000Z', status: 'stopped', targets: [target('s2', 0, 'done'), target('s4', 1, 'refused', 'no space left on device')] },
  ];
}

const WORDS = {
  en: { compareHeading: 'Compare two sites', compare: 'Compare', onlyOn: 'Only on Site 1', different: 'Different (Site 1 → Site 2)', calendarAdded: 'Calendars', phone: 'Phone number', copyHeading: 'Copy to many sites', review: 'Review the copy on each site', start: 'Start the rollout to 3 sites', resume: 'Resume', stopped: 'Stopped at Site 4: unable to write the configuration file: no space left on device', done: 'Done: 3 of 3 sites hold the change.', waves: 'Waves: 1 + 1 + 1 sites. The rollout stops at the first site that refuses.', first: 'First site', second: 'Second site', added: 'added', chosen: ['1 site chosen', '2 sites chosen', '3 sites chosen'], rolloutHeading: 'Rollout', rollouts: 'Rollouts', noRollout: 'No rollout yet', copyToMany: 'Copy to many', listStates: ['Running', 'Stopped at Site 4: no space left on device', 'Done'], progress: ['1 of 3', '1 of 2', '2 of 2'], running: 'Running: 1 of 3 sites done.' },
  fr: { compareHeading: 'Comparer deux sites', compare: 'Comparer', onlyOn: 'Seulement sur Site 1', different: 'Différent (Site 1 → Site 2)', calendarAdded: 'Calendriers', phone: 'Numéro de téléphone', copyHeading: 'Copier vers plusieurs sites', review: 'Vérifier la copie sur chaque site', start: 'Lancer le déploiement sur 3 sites', resume: 'Reprendre', stopped: 'Arrêté à Site 4 : unable to write the configuration file: no space left on device', done: 'Terminé : 3 sites sur 3 ont la modification.', waves: 'Vagues : 1 + 1 + 1 sites. Le déploiement s’arrête au premier site qui refuse.', first: 'Premier site', second: 'Second site', added: 'ajouté', chosen: ['1 site choisi', '2 sites choisis', '3 sites choisis'], rolloutHeading: 'Déploiement', rollouts: 'Déploiements', noRollout: 'Aucun déploiement pour l’instant', copyToMany: 'Copier vers plusieurs', listStates: ['En cours', 'Arrêté à Site 4 : no space left on device', 'Terminé'], progress: ['1 sur 3', '1 sur 2', '2 sur 2'], running: 'En cours : 1 sites sur 3 terminés.' },
} as const;

describe.each(['en', 'fr'] as const)('the fleet compare and copy pages in %s', (language) => {
  const words = WORDS[language];

  it('compares two sites: what is on one only and what differs, field by field, in the pages’ words', async () => {
    fleetConsole('/fleet/compare', language);
    await screen.findByRole('heading', { name: words.compareHeading, level: 1 });
    await waitFor(() => expect((screen.getByLabelText(words.second) as HTMLSelectElement).value).toBe('s2'));
    fireEvent.click(screen.getByRole('button', { name: words.compare }));
    const result = await screen.findByTestId('site-comparison');
    // From the seed (Site 1) to the source (Site 2): Holidays is on Site 2 only, Martin's phone differs.
    const onlyB = within(result).getByRole('region', { name: words.onlyOn.replace('Site 1', 'Site 2') });
    expect(onlyB.textContent).toContain('Holidays');
    const different = within(result).getByRole('region', { name: words.different });
    expect(different.textContent).toContain('Martin');
    expect(different.textContent).toContain(words.phone);
    expect(different.textContent).toContain('+33612345678');
    expect(different.textContent).toContain('+33600000001');
    expect(within(result).getByRole('region', { name: words.onlyOn }).textContent).not.toContain('Holidays');
  });

  it('copies a calendar to three sites with one review each, starts the rollout, follows it to the stop and resumes', async () => {
    const calls = fleetConsole('/fleet/copy', language);
    await screen.findByRole('heading', { name: words.copyHeading, level: 1 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Holidays' }));
    for (const [index, name] of ['Site 2', 'Site 3', 'Site 4'].entries()) {
      fireEvent.click(await screen.findByRole('checkbox', { name }));
      await screen.findByText(words.chosen[index]!);
    }
    fireEvent.click(screen.getByRole('button', { name: words.review }));
    const reviews = await screen.findAllByTestId('target-review');
    expect(reviews.map((review) => within(review).getByRole('heading', { level: 3 }).textContent)).toEqual(['Site 2', 'Site 3', 'Site 4']);
    for (const review of reviews) {
      expect(review.textContent).toContain('Holidays');
      expect(review.textContent).toContain(words.added);
      expect(within(review).getAllByRole('list').length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('wave-plan').textContent).toBe(words.waves);
    fireEvent.click(screen.getByRole('button', { name: words.start }));
    const stopped = await screen.findByTestId('rollout-stopped');
    expect(stopped.textContent).toContain(words.stopped);
    expect(calls.started[0]!.targets.map((target) => target.siteId)).toEqual(['s2', 's3', 's4']);
    expect(calls.started[0]!.items).toEqual(['Calendar Holidays']);
    expect(calls.started[0]!.waves).toEqual([10]);
    expect(screen.getAllByTestId('rollout-target').map((row) => row.dataset['state'])).toEqual(['done', 'done', 'refused']);
    fireEvent.click(within(stopped).getByRole('button', { name: new RegExp(words.resume) }));
    expect(await screen.findByText(words.done)).toBeTruthy();
    expect(calls.resumed).toBe(1);
    expect(screen.queryByTestId('rollout-stopped')).toBeNull();
  });

  it('lists the rollouts newest first, each linking to its page; the empty list says where a rollout starts', async () => {
    const calls = fleetConsole('/fleet/rollouts', language, threeRollouts());
    await screen.findByRole('heading', { name: words.rollouts, level: 1 });
    const rows = await screen.findAllByTestId('rollout-row');
    expect(rows.map((row) => row.dataset['rollout'])).toEqual(['r-running', 'r-stopped', 'r-done']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual(words.listStates);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(words.progress);
    expect(rows[0]!.textContent).toContain('olga');
    expect(rows[0]!.textContent).toContain('Contact Martin, Calendar Holidays');
    const link = within(rows[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/fleet/rollouts/r-running');
    fireEvent.click(link);
    await screen.findByRole('heading', { name: words.rolloutHeading, level: 1 });
    expect(calls.history.location.pathname).toBe('/fleet/rollouts/r-running');
    expect(await screen.findByText(words.running)).toBeTruthy();
  });

  it('with no rollout, says that one is started from Copy to many, with the link', async () => {
    fleetConsole('/fleet/rollouts', language, []);
    const empty = await screen.findByTestId('rollouts-empty');
    expect(within(empty).getByRole('heading', { name: words.noRollout })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: words.copyToMany }).getAttribute('href')).toBe('/fleet/copy');
  });
});

describe('the rollouts list while one runs', () => {
  it('is read again every 5 s while one runs, and no longer once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = fleetConsole('/fleet/rollouts', 'en', threeRollouts());
      await screen.findAllByTestId('rollout-row');
      expect(calls.listed).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(calls.listed).toBe(2));
      calls.list = threeRollouts().map((rollout) => ({ ...rollout, status: 'done' as const }));
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(screen.getAllByTestId('rollout-row').map((row) => row.dataset['status'])).toEqual(['done', 'done', 'done']));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(calls.listed).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
