import { describe, expect, it } from 'vitest';
import { claimAbandoned, nextTarget, planWaves, rolloutStatus, stoppedAt, type RolloutTarget, type TargetState } from './rollout';

const targets = (states: TargetState[]): RolloutTarget[] => states.map((state, position) => ({ siteId: `s${position}`, siteName: `Site ${position + 1}`, position, wave: 0, state, detail: '' }));

describe('a rollout', () => {
  it('goes to one site first, then 10 % of the sites, then the rest', () => {
    expect(planWaves(20)).toEqual([0, 1, 1, ...Array.from({ length: 17 }, () => 2)]);
    expect(planWaves(1)).toEqual([0]);
    expect(planWaves(2)).toEqual([0, 1]);
    expect(planWaves(0)).toEqual([]);
    expect(planWaves(10, [20, 30])).toEqual([0, 1, 1, 2, 2, 2, 3, 3, 3, 3]);
  });

  it('applies the first target not done, and nothing once one refused', () => {
    expect(nextTarget(targets(['done', 'done', 'pending', 'pending']))?.position).toBe(2);
    expect(nextTarget(targets(['done', 'applying', 'pending']))?.position).toBe(1);
    expect(nextTarget(targets(['done', 'refused', 'pending']))).toBeUndefined();
    expect(stoppedAt(targets(['done', 'done', 'conflict', 'pending']))?.siteName).toBe('Site 3');
  });

  it('is done when every target is, stopped at a refusal, running otherwise', () => {
    expect(rolloutStatus(targets(['done', 'done']))).toBe('done');
    expect(rolloutStatus(targets(['done', 'failed', 'pending']))).toBe('stopped');
    expect(rolloutStatus(targets(['done', 'pending']))).toBe('running');
  });
});

describe('a step\'s claim', () => {
  const me = { by: 'vigil-a', token: 'process-2' };
  const staleBefore = '2026-11-29T06:00:00.000Z';
  it('is abandoned when there is none, or it was given up', () => {
    expect(claimAbandoned(undefined, me, staleBefore)).toBe(true);
    expect(claimAbandoned({ by: 'vigil-b', token: 'b' }, me, staleBefore)).toBe(true);
  });
  it('is abandoned when it is this server\'s from an earlier process (a restart), however fresh', () => {
    expect(claimAbandoned({ by: 'vigil-a', token: 'process-1', aliveAt: '2026-11-29T06:00:05.000Z' }, me, staleBefore)).toBe(true);
  });
  it('lives while another server, or this very process, showed a sign of life since staleBefore', () => {
    expect(claimAbandoned({ by: 'vigil-b', token: 'b', aliveAt: '2026-11-29T06:00:00.000Z' }, me, staleBefore)).toBe(false);
    expect(claimAbandoned({ by: 'vigil-a', token: 'process-2', aliveAt: '2026-11-29T06:00:01.000Z' }, me, staleBefore)).toBe(false);
    expect(claimAbandoned({ by: 'vigil-b', token: 'b', aliveAt: '2026-11-29T05:59:59.999Z' }, me, staleBefore)).toBe(true);
  });
});
