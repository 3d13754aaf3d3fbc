import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './use-loaded';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useLoaded', () => {
  it('shows the value once loaded, then the value an action sets', async () => {
    const { result } = renderHook(() => useLoaded(async () => ['eth0'], []));
    expect(result.current.value).toBeUndefined();
    await waitFor(() => expect(result.current.value).toEqual(['eth0']));
    act(() => result.current.setValue((list) => [...(list ?? []), 'eth1']));
    expect(result.current.value).toEqual(['eth0', 'eth1']);
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the failure, and drops an answer that comes after a newer load began', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ which }: { which: 'a' | 'b' }) => useLoaded(() => answers[which].promise, [which]), { initialProps: { which: 'a' } });
    rerender({ which: 'b' });
    await act(async () => answers.b.resolve('second'));
    await act(async () => answers.a.resolve('first, late'));
    expect(result.current.value).toBe('second');

    const failing = renderHook(() => useLoaded(() => Promise.reject(new Error('refused')), []));
    await waitFor(() => expect(failing.result.current.error).toEqual(new Error('refused')));
    expect(failing.result.current.value).toBeUndefined();
  });
});
