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
});
