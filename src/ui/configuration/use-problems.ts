import type { WorkspaceState } from '../../application/configuration-workspace/configuration-workspace';
import { problemIndex, type ProblemIndex } from './problem-paths';
import { useWorkspace } from './use-workspace';

const EMPTY: ProblemIndex = { all: [], at: () => [], under: () => [] };

const selectIndex = (state: WorkspaceState): ProblemIndex => (state.draft ? problemIndex(state.draft, state.problems) : EMPTY);

/** Every problem of the draft, located and indexed by model path (built once per draft). */
export function useProblemIndex(): ProblemIndex {
  return useWorkspace(selectIndex);
}
