import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { Rollout } from '../../domain/fleet/rollout';
import { FleetCopy } from './fleet-copy';
import type { FleetCopyPort, PreparedCopyView, RolloutStart, TargetReviewView } from './fleet-copy.port';

const CHANGE: ModelChange = { kind: 'added', path: ['calendars', { id: '1' }], after: { id: '1', name: 'Holidays' } };

function review(id: string, changes: readonly ModelChange[], problems: readonly Pick<ConfigurationProblem, 'severity'>[] = []): TargetReviewView {
  return { kind: 'review', site: { id, name: `Site ${id}`, signature: `sig-${id}` }, document: `<doc ${id}/>`, summary: 'Calendar Holidays copied from Site 1', notes: [], conflicts: [], problems: problems as ConfigurationProblem[], changes, before: {} as Configuration, after: {} as Configuration };
}

const PREPARED: PreparedCopyView = {
  source: { id: 's1', name: 'Site 1', signature: 'src' },
  items: [{ kind: 'calendars', name: 'Holidays' }, { kind: 'contacts', name: 'Martin' }],
  targets: [
    review('2', [CHANGE]),
    review('3', [CHANGE], [{ severity: 'warning' }]),
    review('4', [CHANGE], [{ severity: 'error' }]),
    review('5', []),
    { kind: 'unread', site: { id: '6', name: 'Site 6' }, code: 'FLEET.SITE_UNREACHABLE', detail: 'Site 6: no answer' },
  ],
};

describe('the copy and rollout pages’ application service', () => {
  it('rolls out the reviews read, with something to change and no error (warnings do not block), each with its own document and signature', async () => {
    const started: RolloutStart[] = [];
    const port = { startRollout: (request: RolloutStart) => (started.push(request), Promise.resolve({ id: 'r' } as Rollout)) } as unknown as FleetCopyPort;
    const copy = new FleetCopy(port);
    expect(copy.rollable(PREPARED).map((target) => target.site.id)).toEqual(['2', '3']);
    await copy.startRollout(PREPARED, [10, 50]);
    expect(started).toEqual([
      {
        sourceSiteId: 's1',
        items: ['Calendar Holidays', 'Contact Martin'],
        targets: [
          { siteId: '2', baseSignature: 'sig-2', document: '<doc 2/>', summary: 'Calendar Holidays copied from Site 1' },
          { siteId: '3', baseSignature: 'sig-3', document: '<doc 3/>', summary: 'Calendar Holidays copied from Site 1' },
        ],
        waves: [10, 50],
      },
    ]);
  });

  it('splits a comparison into on the first site only, on the second only, and different', () => {
    const copy = new FleetCopy({} as FleetCopyPort);
    const removed: ModelChange = { kind: 'removed', path: ['contacts', { id: 'a' }], before: {} };
    const changed: ModelChange = { kind: 'changed', path: ['contacts', { id: 'b' }, 'phone'], before: '1', after: '2' };
    const parts = copy.parts({ a: { id: 'a', name: 'A', signature: '' }, b: { id: 'b', name: 'B', signature: '' }, changes: [CHANGE, removed, changed], before: {} as Configuration, after: {} as Configuration });
    expect(parts).toEqual({ onlyA: [removed], onlyB: [CHANGE], different: [changed] });
  });

  it('says where a stopped rollout stopped, and nothing for one that runs', () => {
    const copy = new FleetCopy({} as FleetCopyPort);
    const target = (position: number, state: string) => ({ siteId: `${position}`, siteName: `Site ${position}`, position, wave: 0, state, detail: state === 'refused' ? 'no space left' : '' });
    const stopped = { status: 'stopped', targets: [target(0, 'done'), target(1, 'refused'), target(2, 'pending')] } as unknown as Rollout;
    expect(copy.stoppedAt(stopped)).toMatchObject({ siteName: 'Site 1', detail: 'no space left' });
    expect(copy.stoppedAt({ ...stopped, status: 'running' } as Rollout)).toBeUndefined();
  });

  it('lists the rollouts newest first, and says whether any still runs', async () => {
    const rollout = (id: string, createdAt: string, status: Rollout['status']) => ({ id, createdAt, status }) as Rollout;
    const listed = [rollout('b', '2026-11-27T10:00:00.000Z', 'done'), rollout('c', '2026-11-28T10:00:00.000Z', 'stopped'), rollout('a', '2026-11-26T10:00:00.000Z', 'running')];
    const copy = new FleetCopy({ rollouts: () => Promise.resolve(listed) } as unknown as FleetCopyPort);
    const rollouts = await copy.rollouts();
    expect(rollouts.map((each) => each.id)).toEqual(['c', 'b', 'a']);
    expect(copy.anyRunning(rollouts)).toBe(true);
    expect(copy.anyRunning(rollouts.slice(0, 2))).toBe(false);
  });
});
