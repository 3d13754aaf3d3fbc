import { describe, expect, it } from 'vitest';
import { ConfigurationLoading } from './configuration-loading';

describe('ConfigurationLoading', () => {
  it('says a load is under way with its last step, until it ends', () => {
    const loading = new ConfigurationLoading();
    const seen: boolean[] = [];
    loading.subscribe(() => seen.push(loading.state().loading));
    const ticket = loading.begin();
    loading.report(ticket, { phase: 'fetching', bytes: 10, total: 100 });
    expect(loading.state()).toEqual({ loading: true, progress: { phase: 'fetching', bytes: 10, total: 100 } });
    loading.end(ticket);
    expect(loading.state()).toEqual({ loading: false });
    expect(seen).toEqual([true, true, false]);
  });

  it('ignores an abandoned load: its steps and its end change nothing, and it is no longer current', () => {
    const loading = new ConfigurationLoading();
    const first = loading.begin();
    loading.abandon();
    expect(loading.isCurrent(first)).toBe(false);
    loading.report(first, { phase: 'parsing', bytes: 5 });
    expect(loading.state()).toEqual({ loading: false });
    const second = loading.begin();
    loading.end(first);
    expect(loading.state().loading).toBe(true);
    expect(loading.isCurrent(second)).toBe(true);
    loading.end(second);
    expect(loading.state().loading).toBe(false);
  });

  it('tells of a new phase at once, of bytes only every hundredth of the whole, and of the last byte', () => {
    const loading = new ConfigurationLoading();
    const ticket = loading.begin();
    const told: number[] = [];
    loading.subscribe(() => told.push(loading.state().progress?.bytes ?? -1));
    for (let bytes = 0; bytes <= 1000; bytes += 2) loading.report(ticket, { phase: 'fetching', bytes, total: 1000 });
    loading.report(ticket, { phase: 'parsing', bytes: 1000 });
    expect(told).toHaveLength(1 + 100 + 1);
    expect(told.slice(0, 3)).toEqual([0, 10, 20]);
    expect(told.slice(-2)).toEqual([1000, 1000]);
    expect(loading.state().progress).toEqual({ phase: 'parsing', bytes: 1000 });
  });
});
