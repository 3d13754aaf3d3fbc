import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ConfigurationEdit, ConfigurationWorkspace, EditOutcome, WorkspaceState } from '../../application/configuration-workspace/configuration-workspace';
import type { HeldInput } from '../../application/configuration-workspace/held-inputs';
import type { FieldProblem } from '../../domain/configuration/field-validators';
import type { ModelPath } from '../../domain/configuration/model-path';
import type { Configuration } from '../../domain/configuration/configuration';
import { useServices } from '../services-context';

/**
 * A slice of the workspace's state, re-rendering only when the slice changes
 * (compared with Object.is). The selector runs once per workspace state, so
 * it may compute (a list sorted by name); its result is kept until the state
 * changes.
 */
export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  const { workspace } = useServices();
  const cache = useRef<{ state: WorkspaceState; selector: (state: WorkspaceState) => T; value: T } | null>(null);
  const read = () => {
    const state = workspace.state();
    const last = cache.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const value = selector(state);
    // The same value as before keeps its identity, so unchanged slices do not re-render.
    cache.current = { state, selector, value: last && Object.is(last.value, value) ? last.value : value };
    return cache.current.value;
  };
  const subscribe = useCallback((onChange: () => void) => workspace.subscribe(onChange), [workspace]);
  return useSyncExternalStore(subscribe, read, read);
}

const selectDraft = (state: WorkspaceState) => state.draft;

/** The edited configuration (undefined before sign-in loads one, or when it could not be read). */
export function useDraft(): Configuration | undefined {
  return useWorkspace(selectDraft);
}

/** The workspace itself, for its actions: `apply`, `undo`, `redo`, `discard`. */
function useWorkspaceActions(): ConfigurationWorkspace {
  return useServices().workspace;
}

/** Applies one edit as one step of history; a domain refusal is returned, not thrown. */
export function useApply(): (edit: ConfigurationEdit) => EditOutcome {
  const workspace = useWorkspaceActions();
  return useCallback((edit: ConfigurationEdit) => workspace.apply(edit), [workspace]);
}

/**
 * What the field at `path` holds that the draft cannot (a text that is no
 * number), and how to hold or release it: the workspace keeps it, so the
 * form shows it wherever the field is drawn again and the problems list it.
 */
export function useHeldInput(path: ModelPath): { readonly held: HeldInput | undefined; hold(text: string, problem: FieldProblem): void; release(): void } {
  const workspace = useWorkspaceActions();
  // Read through the state, so the field redraws when what it holds changes (a map lookup: no need to memoise the selector).
  const held = useWorkspace(() => workspace.heldInput(path));
  return {
    held,
    hold: (text, problem) => workspace.hold({ path, text, problem }),
    release: () => workspace.release(path),
  };
}
