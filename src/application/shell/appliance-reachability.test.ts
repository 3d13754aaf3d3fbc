import { describe, expect, it } from 'vitest';
import { steppedClock } from '../../../test/support/stepped-clock';
import { ApplianceReachability, CallOutcomeRelay, type Reachability } from './appliance-reachability';

/** A reachability whose pings answer as `answers` says, on a stepped clock, at a time the test moves. */
function harness(answers: boolean[]) {
  const clock = steppedClock();
  let time = 1_000_000;
  const pings: number[] = [];
  const reachability = new ApplianceReachability(
    async () => {
      pings.push(time);
      return answers.shift() ?? false;
    },
    clock,
    () => time,
  );
  const states: Reachability['kind'][] = [];
  reachability.subscribe((state) => states.push(state.kind));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { reachability, clock, pings, states, settle, advance: (ms: number) => (time += ms), now: () => time };
}

describe('whether the appliance answers', () => {
  it('confirms an unanswered call with a ping: one failed call that the ping contradicts is no outage', async () => {
    const { reachability, pings, states, settle } = harness([true]);
    reachability.unanswered();
    await settle();
    expect(pings).toHaveLength(1);
    expect(states).toEqual([]);
    expect(reachability.state()).toEqual({ kind: 'reachable' });
  });

  it('is unreachable since the first unanswered call when the ping fails too, pings again every 5 s then up to 30 s, and is reachable at the first answer', async () => {
    const { reachability, clock, pings, settle, advance, now } = harness([false, false, false, false, false, false]);
    reachability.answered();
    const lastAnswer = now();
    advance(2000);
    const firstFailure = now();
    reachability.unanswered();
    advance(100);
    // Calls failing meanwhile start no other ping.
    reachability.unanswered();
    await settle();
    expect(pings).toHaveLength(1);
    expect(reachability.state()).toEqual({ kind: 'unreachable', since: firstFailure, lastAnswer, checking: false, nextCheck: now() + 5000 });
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const state = reachability.state();
      if (state.kind === 'unreachable') waits.push(state.nextCheck! - now());
      await clock.tick();
    }
    expect(waits).toEqual([5000, 10_000, 20_000, 30_000]);
    expect(pings).toHaveLength(5);
    // Any answer (a page's call, a ping) ends it, and the next outage starts again at 5 s.
    reachability.answered();
    expect(reachability.state()).toEqual({ kind: 'reachable' });
    reachability.unanswered();
    await settle();
    const again = reachability.state();
    expect(again.kind === 'unreachable' && again.nextCheck! - now()).toBe(5000);
  });

  it('pings at once on retry, and stops when told', async () => {
    const { reachability, pings, settle } = harness([false, false, true]);
    reachability.unanswered();
    await settle();
    expect(reachability.state().kind).toBe('unreachable');
    await reachability.retry();
    expect(pings).toHaveLength(2);
    expect(reachability.state().kind).toBe('unreachable');
    await reachability.retry();
    expect(reachability.state().kind).toBe('reachable');
    reachability.stop();
  });

  it('hears the HTTP clients through the relay once connected', async () => {
    const relay = new CallOutcomeRelay();
    // Before it is connected, outcomes go nowhere.
    relay.unanswered();
    const { reachability, pings, settle } = harness([false]);
    relay.connect(reachability);
    relay.unanswered();
    await settle();
    expect(pings).toHaveLength(1);
    expect(reachability.state().kind).toBe('unreachable');
    relay.answered();
    expect(reachability.state().kind).toBe('reachable');
  });
});
