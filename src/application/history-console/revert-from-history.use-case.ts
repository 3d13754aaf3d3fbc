import { applyChanges } from '../../domain/configuration/model-merge';
import type { ModelChange } from '../../domain/configuration/model-change';
import { reverseChange } from '../../domain/history/changed-items';
import type { ConfigurationEdit, ConfigurationWorkspace, EditOutcome } from '../configuration-workspace/configuration-workspace';

/**
 * The edit that puts back, in the current draft, what `changes` changed:
 * each value back to its earlier one, an added item removed, a removed item
 * added again. Applied over whatever the draft holds now (what changed since
 * is replaced at those places only).
 */
export function revertEdit(changes: readonly ModelChange[], label: string): ConfigurationEdit {
  const reversed = changes.map(reverseChange);
  return { kind: 'history.revert', label, apply: (draft) => applyChanges(draft, reversed, { force: true }).result };
}

/**
 * Revert one field, one item or a whole version from History: one edit of
 * the current draft (one step of undo), then reviewed and saved through the
 * normal flow, conflicts and merge as usual.
 */
export class RevertFromHistoryUseCase {
  constructor(private readonly workspace: ConfigurationWorkspace) {}

  execute(changes: readonly ModelChange[], label: string): EditOutcome {
    return this.workspace.apply(revertEdit(changes, label));
  }
}
