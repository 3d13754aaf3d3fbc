import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the free failures through, then doubles the delay up to its maximum', () => {
    let now = 0;
    const throttle = new SignInThrottle({ freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 4000, now: () => now });
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      throttle.failed('192.0.2.1');
      const wait = throttle.waitFor('192.0.2.1');
      waits.push(wait);
      now += wait;
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 4000]);
    // Another address is not concerned.
    expect(throttle.waitFor('192.0.2.2')).toBe(0);
  });

  it('forgets an address after a success, or after a quiet while', () => {
    let now = 0;
    const throttle = new SignInThrottle({ freeFailures: 1, forgetAfterMs: 60_000, now: () => now });
    throttle.failed('a');
    expect(throttle.waitFor('a')).toBe(1000);
    throttle.succeeded('a');
    expect(throttle.hasFailed('a')).toBe(false);
    throttle.failed('a');
    now += 60_001;
    expect(throttle.hasFailed('a')).toBe(false);
    throttle.failed('a');
    expect(throttle.waitFor('a')).toBe(1000);
  });

  it('remembers a bounded number of addresses, forgetting the oldest', () => {
    const throttle = new SignInThrottle({ maxAddresses: 2, now: () => 0 });
    for (const address of ['a', 'b', 'c']) throttle.failed(address);
    expect(['a', 'b', 'c'].map((address) => throttle.hasFailed(address))).toEqual([false, true, true]);
  });
});
