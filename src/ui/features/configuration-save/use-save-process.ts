import { useCallback, useRef, useState } from 'react';
import type { ConflictChoice, SaveConflict, SaveOutcome, SaveStep } from '../../../application/configuration-workspace/save-flow';
import type { DomainError } from '../../../domain/shared/domain-error';

/** One run of the save use case: reports each step as it starts; `resolution` answers a conflict it returned before. */
export type RunSave = (request: { readonly onStep: (step: SaveStep) => void; readonly resolution?: ConflictChoice }) => Promise<SaveOutcome>;

/** Where the save dialog stands. */
export type SavePhase =
  | { readonly kind: 'closed' }
  /** The pending changes (and the problems that block a save), before anything is sent. */
  | { readonly kind: 'review' }
  | { readonly kind: 'saving'; readonly step: SaveStep; readonly resolution?: ConflictChoice }
  | { readonly kind: 'conflict'; readonly conflict: SaveConflict }
  | { readonly kind: 'failed'; readonly step: SaveStep; readonly error: DomainError; readonly resolution?: ConflictChoice };

/** A save that went through: the dialog closes and the person is told by a toast (`onSaved`). */
export interface SavedOutcome {
  /** The appliance's own changes were merged with mine. */
  readonly merged: boolean;
  /** 'theirs' when the conflict was answered by taking the appliance's document (nothing of mine was written). */
  readonly resolution?: ConflictChoice;
  /** Nothing was pending: nothing was written. */
  readonly nothing?: true;
}

export interface SaveProcess {
  readonly phase: SavePhase;
  readonly running: boolean;
  /** Opens the review (Ctrl+S, the Review and Save buttons); does nothing while a save runs. */
  readonly open: () => void;
  /** Starts the save from the review; a second call while one runs is ignored. */
  readonly save: () => void;
  /** Answers a conflict (the overwrite is confirmed by the dialog before it gets here). */
  readonly resolve: (choice: ConflictChoice) => void;
  /** Starts the failed run again, with the same conflict answer if it had one. */
  readonly retry: () => void;
  readonly close: () => void;
}

/**
 * The save as the person sees it: review, then the use case's visible steps,
 * then a conflict to resolve or a failure to retry, both in the dialog; a
 * save that went through closes the dialog and is handed to `onSaved` (the
 * toast). The use case keeps the draft on every path but saved (and
 * 'theirs'), so closing at any point loses nothing.
 */
export function useSaveProcess(run: RunSave, onSaved: (saved: SavedOutcome) => void = () => undefined): SaveProcess {
  const [phase, setPhaseState] = useState<SavePhase>({ kind: 'closed' });
  const current = useRef<SavePhase>(phase);
  const setPhase = useCallback((next: SavePhase) => {
    current.current = next;
    setPhaseState(next);
  }, []);
  // A ref, not state: two clicks in one frame must not both start a save.
  const running = useRef(false);

  const start = useCallback(
    (resolution?: ConflictChoice) => {
      if (running.current) return;
      running.current = true;
      setPhase({ kind: 'saving', step: 'validating', resolution });
      let step: SaveStep = 'validating';
      const onStep = (next: SaveStep) => {
        step = next;
        setPhase({ kind: 'saving', step: next, resolution });
      };
      let saved: SavedOutcome | undefined;
      run(resolution === undefined ? { onStep } : { onStep, resolution })
        .then(
          (outcome): SavePhase => {
            switch (outcome.kind) {
              case 'saved':
                saved = resolution === undefined ? { merged: outcome.merged } : { merged: outcome.merged, resolution };
                return { kind: 'closed' };
              case 'took-theirs':
                saved = { merged: false, resolution: 'theirs' };
                return { kind: 'closed' };
              case 'nothing-to-save':
                saved = { merged: false, nothing: true };
                return { kind: 'closed' };
              case 'invalid':
                // The workspace holds the problems; the review shows them.
                return { kind: 'review' };
              case 'conflict':
                return { kind: 'conflict', conflict: outcome.conflict };
              case 'failed':
                return { kind: 'failed', step: outcome.step, error: outcome.error, resolution };
            }
          },
          (error: unknown): SavePhase => ({ kind: 'failed', step, error: error as DomainError, resolution }),
        )
        .then((next) => {
          running.current = false;
          setPhase(next);
          if (saved) onSaved(saved);
        });
    },
    [run, setPhase, onSaved],
  );

  return {
    phase,
    running: phase.kind === 'saving',
    open: useCallback(() => {
      const { kind } = current.current;
      if (kind !== 'saving' && kind !== 'conflict') setPhase({ kind: 'review' });
    }, [setPhase]),
    save: useCallback(() => start(), [start]),
    resolve: useCallback((choice: ConflictChoice) => start(choice), [start]),
    retry: useCallback(() => {
      const failed = current.current;
      if (failed.kind === 'failed') start(failed.resolution);
    }, [start]),
    close: useCallback(() => {
      if (current.current.kind !== 'saving') setPhase({ kind: 'closed' });
    }, [setPhase]),
  };
}
