import type { Words } from '../../../shared/words';
import type { Guid } from '../../guid';
import type { AlertExtension, AlertMessage } from '../alert-gates';
import type { GateParameter } from '../gate-parameter';
import type { NestedGate } from './nested-gate';

/** What a reference field names: the console offers these items, validation reports one that is not there. */
export type ReferenceTarget = 'video' | 'ftpClient' | 'monitor';

/**
 * The kinds of a gate's own field. The codec (`gate-fields.codec.ts`) and
 * the console (`gate-fields.tsx`, the inspector) each interpret every kind
 * (an exhaustive switch): a gate of a new type made of these kinds needs
 * neither touched. Numbers are integers in the document.
 */
export type FieldShape =
  | { readonly kind: 'integer'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'text' }
  | { readonly kind: 'flag' }
  /** A guid naming another item ('' for none); left out, it reads ''. */
  | { readonly kind: 'reference'; readonly target: ReferenceTarget }
  /** Texts in one element (`stringList`); `typed` names the field where it is typed as one comma-separated text. */
  | { readonly kind: 'text-list'; readonly typed: Words }
  | { readonly kind: 'alert-message' }
  | { readonly kind: 'extensions' }
  /** The gates a template holds. */
  | { readonly kind: 'gates' }
  | { readonly kind: 'parameters' };

export type FieldKind = FieldShape['kind'];

/**
 * How a field reads when its element is left out: `required` (the gate is
 * corrupted without it), `optional` (absent), or `{ reads }` a default, not
 * written back unless changed (docs/configuration-model.md, "Reading
 * tolerantly").
 */
export type WhenAbsent<V> = 'required' | 'optional' | { readonly reads: V };

export type FieldSpec<V> = FieldShape & {
  /** The field in words (the inspector, the review). */
  readonly label: Words;
  /** What a new gate starts with; undefined: left out (an optional field). */
  readonly initial: V | undefined;
  readonly absent: WhenAbsent<V>;
  /** The value's type only (never set): a spec fits a field of exactly its type. */
  readonly value?: (value: V) => V;
};

/** A field's spec whatever its value: what code interpreting every field reads. */
export type AnyFieldSpec = FieldShape & { readonly label: Words; readonly initial: unknown; readonly absent: WhenAbsent<unknown> };

interface IntegerLimits {
  readonly min?: number;
  readonly max?: number;
}

export function integer(label: Words, initial: number, options: IntegerLimits & { readonly reads?: number } = {}): FieldSpec<number> {
  const { reads, ...limits } = options;
  return { kind: 'integer', ...limits, label, initial, absent: reads === undefined ? 'required' : { reads } };
}

export function optionalInteger(label: Words, limits: IntegerLimits = {}): FieldSpec<number | undefined> {
  return { kind: 'integer', ...limits, label, initial: undefined, absent: 'optional' };
}

export function text(label: Words, initial = ''): FieldSpec<string> {
  return { kind: 'text', label, initial, absent: 'required' };
}

export function flag(label: Words, initial: boolean): FieldSpec<boolean> {
  return { kind: 'flag', label, initial, absent: 'required' };
}

export function reference(label: Words, target: ReferenceTarget): FieldSpec<Guid> {
  return { kind: 'reference', target, label, initial: '', absent: { reads: '' } };
}

export function optionalReference(label: Words, target: ReferenceTarget): FieldSpec<Guid | undefined> {
  return { kind: 'reference', target, label, initial: undefined, absent: 'optional' };
}

export function textList(label: Words, typed: Words, initial: readonly string[]): FieldSpec<readonly string[]> {
  return { kind: 'text-list', typed, label, initial, absent: 'required' };
}

export function alertMessage(label: Words): FieldSpec<AlertMessage> {
  return { kind: 'alert-message', label, initial: { subject: '', message: '', contacts: [] }, absent: 'required' };
}

export function extensions(label: Words): FieldSpec<readonly AlertExtension[]> {
  return { kind: 'extensions', label, initial: [], absent: { reads: [] } };
}

export function nestedGates(label: Words): FieldSpec<readonly NestedGate[]> {
  return { kind: 'gates', label, initial: [], absent: { reads: [] } };
}

export function parameters(label: Words): FieldSpec<readonly GateParameter[]> {
  return { kind: 'parameters', label, initial: [], absent: { reads: [] } };
}
