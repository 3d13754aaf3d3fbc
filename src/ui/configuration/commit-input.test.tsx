import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommitInput } from './commit-input';
import { inLanguage } from '../testing/in-language';

afterEach(cleanup);

/** The input over a value held like the draft: every commit recorded, the shown value following it. */
function setUp<V extends string | number>(initial: V, props: Omit<Parameters<typeof CommitInput<V>>[0], 'value' | 'onCommit'>, language: 'en' | 'fr' = 'en', refuse?: (value: V) => string | undefined) {
  const commits: V[] = [];
  function Holder() {
    const [value, setValue] = useState<V>(initial);
    return (
      <CommitInput
        {...props}
        value={value}
        onCommit={(next) => {
          commits.push(next);
          const refusal = refuse?.(next);
          if (refusal === undefined) setValue(next);
          return refusal;
        }}
      />
    );
  }
  render(
    inLanguage(<Holder />, language),
  );
  return { commits, input: screen.getByLabelText(props.label) as HTMLInputElement };
}

describe('CommitInput', () => {
  it('commits a text once on blur, not on each key, and not again when left unchanged', () => {
    const { commits, input } = setUp('Entrance', { label: 'Name' });
    fireEvent.change(input, { target: { value: 'Entr' } });
    fireEvent.change(input, { target: { value: 'Entry hall' } });
    expect(commits).toEqual([]);
    fireEvent.blur(input);
    expect(commits).toEqual(['Entry hall']);
    expect(input.value).toBe('Entry hall');
    fireEvent.focus(input);
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'Entry hall' } });
    fireEvent.blur(input);
    expect(commits).toEqual(['Entry hall']);
  });

  it('commits on Enter', () => {
    const { commits, input } = setUp(5, { label: 'Period', min: 1, max: 60 });
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(commits).toEqual([12]);
    expect(input.value).toBe('12');
  });

  it('gives back the value on Escape, with no commit and no message', () => {
    const { commits, input } = setUp(5, { label: 'Period', min: 1, max: 60 });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(screen.getByText('please provide a whole number between 1 and 60')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('5');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('please provide a whole number between 1 and 60')).toBeNull();
    fireEvent.blur(input);
    expect(commits).toEqual([]);
  });

  it('keeps an invalid text, marks the input invalid and describes it by the message; nothing is committed', () => {
    const { commits, input } = setUp(5, { id: 'hour', label: 'Hour', min: 0, max: 23 });
    fireEvent.change(input, { target: { value: '24' } });
    fireEvent.blur(input);
    expect(commits).toEqual([]);
    expect(input.value).toBe('24');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('please provide a whole number between 0 and 23');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('this field is required');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(commits).toEqual([7]);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it("shows the specification's message in French", () => {
    const { commits, input } = setUp(3, { label: 'Période' }, 'fr');
    fireEvent.change(input, { target: { value: 'trois' } });
    fireEvent.blur(input);
    expect(commits).toEqual([]);
    expect(input.value).toBe('trois');
    expect(screen.getByText('veuillez saisir un entier positif')).toBeTruthy();
  });

  it("shows the commit's refusal and the value kept", () => {
    const { commits, input } = setUp<string>('Operators', { label: 'Group name' }, 'en', (name) => (name === 'Admins' ? 'name already used' : undefined));
    fireEvent.change(input, { target: { value: 'Admins' } });
    fireEvent.blur(input);
    expect(commits).toEqual(['Admins']);
    expect(input.value).toBe('Operators');
    expect(screen.getByText('name already used')).toBeTruthy();
  });
});
