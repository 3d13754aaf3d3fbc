import { useEffect } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import { useWorkspace } from '../../configuration/use-workspace';
import type { PageEntry } from '../../configuration/page-entry';

const selectStatus = (state: WorkspaceState) => state.status;

/** Runs `work` once the page is idle (at the latest after `timeout` ms); the returned function cancels it. */
function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(timeout, 1000));
  return () => clearTimeout(handle);
}

/**
 * Loads the code of the pages the page table marks `preload: 'idle'` (the
 * logic editor, whose chunk and start-up are the heaviest) once the
 * configuration is loaded and the browser is idle, so that the click that
 * opens them does not wait for their code (docs/performance.md, issue 31).
 * Nothing is loaded before the configuration: the sign-in keeps the network
 * and the processor.
 */
export function useIdlePreloads(pages: readonly PageEntry[]): void {
  const ready = useWorkspace(selectStatus) === 'ready';
  useEffect(() => {
    if (!ready) return;
    const load = pages.filter((page) => page.preload === 'idle');
    if (load.length === 0) return;
    return whenIdle(() => {
      for (const page of load) {
        void page.component.preload?.();
        void page.warm?.();
      }
    }, 5000);
  }, [ready, pages]);
}
