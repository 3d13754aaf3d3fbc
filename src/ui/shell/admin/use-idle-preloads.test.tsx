import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleServices } from '../../../application/console-services';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import type { PageEntry } from '../../configuration/page-entry';
import { ServicesContext } from '../../services-context';
import { useIdlePreloads } from './use-idle-preloads';

/** A workspace whose status the test sets, as the sign-in's load would. */
function fakeWorkspace(status: WorkspaceState['status']) {
  let state = { status } as WorkspaceState;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: WorkspaceState['status']) {
      state = { status: next } as WorkspaceState;
      for (const listener of listeners) listener();
    },
  };
}

function entry(preload: PageEntry['preload']) {
  const load = vi.fn(() => Promise.resolve());
  const warm = vi.fn(() => Promise.resolve());
  const component = Object.assign(() => null, { preload: load }) as unknown as PageEntry['component'];
  return { page: { path: 'x', component, preload, warm } as unknown as PageEntry, load, warm };
}

function Preloads({ pages }: { readonly pages: readonly PageEntry[] }) {
  useIdlePreloads(pages);
  return null;
}

describe('useIdlePreloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the code of the pages marked idle once the configuration is loaded and the page is idle, and no other', () => {
    const workspace = fakeWorkspace('empty');
    const logic = entry('idle');
    const other = entry(undefined);
    render(
      <ServicesContext value={{ workspace } as unknown as ConsoleServices}>
        <Preloads pages={[logic.page, other.page]} />
      </ServicesContext>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    // Nothing while the sign-in loads the configuration.
    expect(logic.load).not.toHaveBeenCalled();
    act(() => workspace.set('ready'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(logic.load).toHaveBeenCalledTimes(1);
    expect(logic.warm).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    expect(other.warm).not.toHaveBeenCalled();
  });
});
