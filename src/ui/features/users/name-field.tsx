import { Field, Input } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';

interface NameFieldProps {
  /** The Field root's DOM id (the problems list reaches the field by it). */
  readonly id: string;
  readonly label: string;
  /** The draft's value, shown while the field is not being edited (undo and redo show through). */
  readonly value: string;
  /** The rule on what was typed: a message, or undefined when it may be committed. */
  readonly validate?: (typed: string) => string | undefined;
  /** Commits one change (one step of history); returns the refusal's message, if any. */
  readonly onCommit: (typed: string) => string | undefined;
  /** A problem known from elsewhere (the problems of the draft). */
  readonly problem?: string;
  readonly autoFocus?: boolean;
}

/**
 * A name committed on blur or Enter, never on every key; a value the rule
 * refuses is shown with its message and not committed; Escape gives back
 * the draft's value.
 */
export function NameField({ id, label, value, validate, onCommit, problem, autoFocus }: NameFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const commit = () => {
    if (typed === null) return;
    const invalid = validate?.(typed);
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setTyped(null);
    setMessage(typed === value ? undefined : onCommit(typed));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && typed !== null) {
      setTyped(null);
      setMessage(undefined);
    }
  };
  const shown = message ?? problem;
  return (
    <Field.Root id={id} invalid={shown !== undefined} required>
      <Field.Label>{label}</Field.Label>
      <Input
        value={typed ?? value}
        autoFocus={autoFocus}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <Field.ErrorText>{shown}</Field.ErrorText>
    </Field.Root>
  );
}
