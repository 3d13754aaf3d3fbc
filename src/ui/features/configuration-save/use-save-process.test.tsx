import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome, SaveStep } from '../../../application/configuration-workspace/save-flow';
import { DomainError } from '../../../domain/shared/domain-error';
import { useSaveProcess, type RunSave } from './use-save-process';

/** A save that reports the given steps, then waits to be told its outcome. */
function controllableSave(steps: readonly SaveStep[] = ['validating', 'checking', 'writing']) {
  let finish: (outcome: SaveOutcome) => void = () => undefined;
  const run = vi.fn<RunSave>(({ onStep }) => {
    steps.forEach(onStep);
    return new Promise<SaveOutcome>((resolve) => {
      finish = resolve;
    });
  });
  return { run, finish: (outcome: SaveOutcome) => act(async () => finish(outcome)) };
}

describe('useSaveProcess', () => {
  it('opens on the review, shows the step reached, and cannot be started twice', async () => {
    const save = controllableSave();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSaveProcess(save.run, onSaved));
    act(() => result.current.open());
    expect(result.current.phase).toEqual({ kind: 'review' });

    act(() => {
      result.current.save();
      result.current.save();
    });
    expect(save.run).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toMatchObject({ kind: 'saving', step: 'writing' });
    expect(result.current.running).toBe(true);
    // Neither closing nor opening the review interrupts a save.
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.phase.kind).toBe('saving');

    expect(onSaved).not.toHaveBeenCalled();
    await save.finish({ kind: 'saved', merged: true });
    // Saved: the dialog closes and the outcome goes to the toast.
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'closed' }));
    expect(onSaved).toHaveBeenCalledExactlyOnceWith({ merged: true });
  });

  it('goes back to the review when the draft has problems', async () => {
    const save = controllableSave(['validating']);
    const { result } = renderHook(() => useSaveProcess(save.run));
    act(() => result.current.save());
    await save.finish({ kind: 'invalid', problems: [{ path: 'configuration/contacts/contact[1]/name', at: ['contacts', 0, 'name'], code: 'FIELD.REQUIRED', message: 'this field is required', severity: 'error' }] });
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'review' }));
  });

  it('answers a conflict with the choice made, and retries a failure with the same answer', async () => {
    const save = controllableSave();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSaveProcess(save.run, onSaved));
    act(() => result.current.save());
    const conflict = { theirs: [], mine: [], overlapping: [] };
    await save.finish({ kind: 'conflict', conflict });
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'conflict', conflict }));

    act(() => result.current.resolve('mine-over-theirs'));
    expect(save.run).toHaveBeenLastCalledWith(expect.objectContaining({ resolution: 'mine-over-theirs' }));
    const error = new DomainError('WORKSPACE.SAVE_FAILED', 'Error while saving', { metadata: { detail: 'disk full' } });
    await save.finish({ kind: 'failed', step: 'sending', error });
    await waitFor(() => expect(result.current.phase).toMatchObject({ kind: 'failed', step: 'sending', error }));

    act(() => result.current.retry());
    expect(save.run).toHaveBeenCalledTimes(3);
    expect(save.run).toHaveBeenLastCalledWith(expect.objectContaining({ resolution: 'mine-over-theirs' }));
    expect(onSaved).not.toHaveBeenCalled();
    await save.finish({ kind: 'took-theirs' });
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'closed' }));
    expect(onSaved).toHaveBeenCalledExactlyOnceWith({ merged: false, resolution: 'theirs' });
  });

  it('reports a save that throws as failed at the step it reached', async () => {
    const run: RunSave = ({ onStep }) => {
      onStep('validating');
      onStep('checking');
      return Promise.reject(new DomainError('HEALTH.ACTION_IN_PROGRESS', 'busy'));
    };
    const { result } = renderHook(() => useSaveProcess(run));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.phase).toMatchObject({ kind: 'failed', step: 'checking' }));
  });
});
