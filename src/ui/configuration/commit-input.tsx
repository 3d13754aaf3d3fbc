import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import type { FieldProblem } from '../../domain/configuration/field-validators';
import { useReadOnly } from '../components/use-read-only';
import { parseFieldText } from './field-values';
import { problemText } from './problem-text';

/** What a typed text means: the value to commit, or why it cannot be one. */
export type CommitParsed<V, P> = { readonly ok: true; readonly value: V } | { readonly ok: false; readonly problem: P };

export interface CommitOnBlurOptions<V, P> {
  /** The draft's value as text, shown while nothing is being typed (undo and redo show through). */
  readonly text: string;
  readonly parse: (typed: string) => CommitParsed<V, P>;
  /** Commits one change (one step of history); may return why it was refused. */
  readonly commit: (value: V) => P | undefined | void;
  /** Told of every change of the problem shown (a form that shows it elsewhere). */
  readonly onProblem?: (problem: P | null) => void;
  /** Enter makes a new line instead of committing. */
  readonly multiline?: boolean;
  /**
   * A text that cannot be a value is handed over (the owner keeps it and shows
   * why, as the configuration's forms do through the workspace) instead of
   * staying in the input: `text` then says what the input shows.
   */
  readonly onRefused?: (typed: string, problem: P) => void;
  /** Escape, typing or not: the owner drops what it kept (the input shows the draft's value). */
  readonly onRevert?: () => void;
}

export interface CommitOnBlur<P> {
  /** Spread on the input: its value, onChange, onBlur and onKeyDown; `readOnly` in a console that may only read. */
  readonly inputProps: {
    readonly value: string;
    readonly readOnly?: true;
    readonly onChange: (event: { readonly target: { readonly value: string } }) => void;
    readonly onBlur: () => void;
    readonly onKeyDown: (event: KeyboardEvent) => void;
  };
  /** What was typed and refused, or the commit's refusal; undefined when none. */
  readonly problem: P | undefined;
  /** True while the input holds a typed text not committed yet. */
  readonly editing: boolean;
}

/**
 * The one commit-on-blur behaviour of the console's forms: what is typed
 * stays in the input until it is left or Enter is pressed, then it is
 * parsed and committed once (one step of history); a text that cannot be a
 * value keeps its text and shows why, and is never committed; Escape gives
 * back the draft's value. In a console that may only read (a fleet site's
 * viewer) the input is read-only: its value can be selected, not typed over.
 */
export function useCommitOnBlur<V, P>({ text, parse, commit, onProblem, multiline = false, onRefused, onRevert }: CommitOnBlurOptions<V, P>): CommitOnBlur<P> {
  const readOnly = useReadOnly();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<P | undefined>(undefined);
  const show = (next: P | undefined) => {
    setProblem(next);
    onProblem?.(next ?? null);
  };
  const done = () => {
    if (typed === null) return;
    const parsed = parse(typed);
    if (!parsed.ok) {
      if (onRefused) {
        setTyped(null);
        onRefused(typed, parsed.problem);
        return;
      }
      show(parsed.problem);
      return;
    }
    setTyped(null);
    show(commit(parsed.value) ?? undefined);
  };
  return {
    inputProps: {
      value: typed ?? text,
      ...(readOnly ? { readOnly: true as const } : {}),
      onChange: (event) => {
        if (!readOnly) setTyped(event.target.value);
      },
      onBlur: done,
      onKeyDown: (event) => {
        if (event.key === 'Enter' && !multiline) done();
        if (event.key === 'Escape' && typed !== null) {
          setTyped(null);
          show(undefined);
        }
        if (event.key === 'Escape') onRevert?.();
      },
    },
    problem,
    editing: typed !== null,
  };
}

/** A problem of a commit input: a field rule's (translated here) or a message already in the user's language. */
export type CommitProblem = FieldProblem | string;

/** A whole number in [min, max]: 'please provide a whole number between {min} and {max}', 'this field is required' when blank. */
function integerBetween(min: number, max: number): (typed: string) => CommitParsed<number, CommitProblem> {
  return (typed) => parseFieldText({ kind: 'integer', min, max }, typed) as CommitParsed<number, CommitProblem>;
}

/** Any number (a gate's period, a constant): 'please provide a positive integer' for a text that is none. */
function anyNumber(typed: string): CommitParsed<number, CommitProblem> {
  return parseFieldText({ kind: 'decimal' }, typed) as CommitParsed<number, CommitProblem>;
}

const asText = (typed: string): CommitParsed<string, CommitProblem> => ({ ok: true, value: typed });

interface CommitInputProps<V extends string | number> {
  /** The field's id, also its input's (a link from the problems list focuses it). */
  readonly id?: string;
  readonly label: string;
  /** The draft's value; a number is parsed as one unless `parse` says otherwise. */
  readonly value: V;
  readonly parse?: (typed: string) => CommitParsed<V, CommitProblem>;
  /** Bounds of a whole number (`integerBetween`), when `parse` is not given. */
  readonly min?: number;
  readonly max?: number;
  /** Called with a value that differs from `value`; may return the refusal's message. */
  readonly onCommit: (value: V) => CommitProblem | undefined | void;
  /** A problem known from elsewhere (the draft's problems), shown while nothing else is. */
  readonly problem?: string;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly autoFocus?: boolean;
  readonly size?: 'sm' | 'md';
  /** The input's width (`5.5rem` for a time's part). */
  readonly width?: string;
  /** The field's largest width. */
  readonly maxW?: string;
  readonly labelFontSize?: 'xs' | 'sm';
}

/**
 * A labelled text or number input committed on blur or Enter (see
 * `useCommitOnBlur`). A refused text is marked invalid (aria-invalid) and
 * described by its message (aria-describedby), in the user's language.
 */
export function CommitInput<V extends string | number>({ id, label, value, parse, min, max, onCommit, problem: known, readOnly, required, autoFocus, size = 'sm', width, maxW, labelFontSize }: CommitInputProps<V>) {
  const { i18n } = useLingui();
  const generated = useId();
  const fieldId = id ?? generated;
  const numeric = typeof value === 'number';
  const { inputProps, problem } = useCommitOnBlur<V, CommitProblem>({
    text: String(value),
    parse: parse ?? ((numeric ? (min !== undefined && max !== undefined ? integerBetween(min, max) : anyNumber) : asText) as (typed: string) => CommitParsed<V, CommitProblem>),
    commit: (next) => (Object.is(next, value) ? undefined : onCommit(next)),
  });
  const message = problem === undefined ? known : typeof problem === 'string' ? problem : problemText(i18n, problem);
  const invalid = message !== undefined && message !== '';
  return (
    <Field.Root id={fieldId} invalid={invalid} required={required} readOnly={readOnly} maxW={maxW}>
      <Field.Label fontSize={labelFontSize}>{label}</Field.Label>
      <Input
        {...inputProps}
        size={size}
        width={width}
        inputMode={numeric ? (min !== undefined && max !== undefined ? 'numeric' : 'decimal') : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        aria-describedby={invalid ? `field::${fieldId}::error-text` : undefined}
      />
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
