import { afterEach, describe, expect, it } from 'vitest';
import { pushEntry, replaceEntry } from './first-load-history';

const indexOf = (): unknown => (window.history.state as Record<string, unknown> | null)?.['__TSR_index'];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the first load’s history entries', () => {
  it('number the entries as the router’s history does, so Back out of the console is recognised', () => {
    window.history.replaceState(null, '', '/admin/network');
    replaceEntry('/auth?redirect=%2Fadmin%2Fnetwork');
    expect(indexOf()).toBe(0);
    expect(window.location.pathname + window.location.search).toBe('/auth?redirect=%2Fadmin%2Fnetwork');
    pushEntry('/admin/network');
    expect(indexOf()).toBe(1);
    const state = window.history.state as Record<string, unknown>;
    expect(state['key']).toBe(state['__TSR_key']);
    expect(window.location.pathname).toBe('/admin/network');
  });
});
