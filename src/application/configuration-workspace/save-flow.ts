import type { ModelChange } from '../../domain/configuration/model-change';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { DomainError } from '../../domain/shared/domain-error';

/** The visible steps of a save, in order; each is reported as it starts. */
export type SaveStep = 'validating' | 'checking' | 'writing' | 'sending' | 'reading-back';

/**
 * The appliance's document changed since it was loaded: what they changed,
 * what the installer changed, and where both touched the same field. With no
 * overlap the use case merges by itself and never returns this.
 */
export interface SaveConflict {
  readonly theirs: readonly ModelChange[];
  readonly mine: readonly ModelChange[];
  /** My changes whose field (or item) they changed too, to another value. */
  readonly overlapping: readonly ModelChange[];
}

/** How the installer resolves a conflict. */
export type ConflictChoice =
  /** My changes on top of theirs; where both changed a field, mine wins (asked for after showing the overlap). */
  | 'mine-over-theirs'
  /** Drop my draft and take the appliance's document as the new base. */
  | 'theirs'
  /** Write my draft over the document I loaded, discarding their changes (after confirmation). */
  | 'overwrite';

export type SaveOutcome =
  /** `merged`: the appliance's document had changed elsewhere and both changes were written together. */
  | { readonly kind: 'saved'; readonly merged: boolean }
  /** The installer chose their document ('theirs'): it is the new base and the draft was dropped. */
  | { readonly kind: 'took-theirs' }
  | { readonly kind: 'nothing-to-save' }
  | { readonly kind: 'invalid'; readonly problems: readonly ConfigurationProblem[] }
  | { readonly kind: 'conflict'; readonly conflict: SaveConflict }
  /** Nothing changed on the appliance or in the draft; `error.code` is translated, `error.metadata.detail` holds the appliance's words. */
  | { readonly kind: 'failed'; readonly step: SaveStep; readonly error: DomainError };
