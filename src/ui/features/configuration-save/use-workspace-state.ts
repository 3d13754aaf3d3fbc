import { useSyncExternalStore } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import { useServices } from '../../services-context';

/** The workspace's state, re-rendering on every change. */
export function useWorkspaceState(): WorkspaceState {
  const { workspace } = useServices();
  return useSyncExternalStore(
    (listener) => workspace.subscribe(listener),
    () => workspace.state(),
  );
}
