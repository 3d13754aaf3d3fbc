import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import type { CryptedString } from '../../domain/configuration/crypted-string';
import { firstProblem, NAME_MAX_LENGTH, PORT_MAX, PORT_MIN, validateHostAddress, validateIntegerRange, validateNameLength, validatePort, validateRequired } from '../../domain/configuration/field-validators';
import type { FieldDescriptor, HiddenField, NestedLabels, SelectOption } from './entity-descriptor';

/** Everything a field says about itself except how it is edited (the constructor's name says that). */
export type FieldSpec<V, E> = Omit<FieldDescriptor<V, E>, 'input' | 'valueType'>;

type TextKind = 'text' | 'email' | 'phone' | 'host' | 'path' | 'multiline';

function textLike(kind: TextKind) {
  return <E = unknown>(spec: FieldSpec<string, E> & { readonly maxLength?: number }): FieldDescriptor<string, E> => {
    const { maxLength, ...rest } = spec;
    return { ...rest, input: maxLength === undefined ? { kind } : { kind, maxLength } };
  };
}

/*
 * The constructors of a descriptor's table, one per input kind, each bound to
 * its value type: `integerField` only fits a number, `sensitiveField` only a
 * CryptedString. The entity type is inferred from the table's slot.
 */
export const textField = textLike('text');
/**
 * An item's name: text of at most NAME_MAX_LENGTH characters. A longer one
 * typed or pasted is shown with 'name is too long (255 characters at most)'
 * and not committed; one the appliance's document already holds is kept,
 * with the same problem shown once the field is left.
 */
export const nameField = <E = unknown>(spec: FieldSpec<string, E>): FieldDescriptor<string, E> => {
  const { validate } = spec;
  return textField<E>({
    ...spec,
    maxLength: NAME_MAX_LENGTH,
    validate: (value, entity) => validateNameLength(value) ?? validate?.(value, entity) ?? null,
  });
};
export const multilineField = textLike('multiline');
export const emailField = textLike('email');
export const phoneField = textLike('phone');
/** An IP address or a host name. */
export const hostField = textLike('host');
/**
 * The address of a server the appliance reaches (an FTP or SMTP server, a
 * receiver, a device): required, an IP address or a host name, with that
 * help, in the connection group unless the spec says otherwise. A dotted
 * number that is no IPv4 address gets 'invalid ip address'.
 */
export const addressField = <E = unknown>(spec: FieldSpec<string, E>): FieldDescriptor<string, E> =>
  hostField<E>({ help: msg`An IP address or a host name.`, group: 'connection', validate: (value) => firstProblem(value, validateRequired, validateHostAddress), ...spec });
/** A path on the appliance's disks. */
export const pathField = textLike('path');

/** A password: shown masked, never filled with the appliance's ciphertext, written in clear (the flag is cleared). */
export function sensitiveField<E = unknown>(spec: FieldSpec<CryptedString, E>): FieldDescriptor<CryptedString, E> {
  return { ...spec, input: { kind: 'sensitive' } };
}

/**
 * A whole number. With both bounds and no `validate` of its own, a value
 * outside them (one read from the appliance too) gets 'please provide a whole
 * number between {min} and {max}'.
 */
export function integerField<E = unknown>(spec: FieldSpec<number, E> & { readonly min?: number; readonly max?: number }): FieldDescriptor<number, E> {
  const { min, max, ...rest } = spec;
  const validate = rest.validate ?? (min !== undefined && max !== undefined ? (value: number) => validateIntegerRange(value, min, max) : undefined);
  return { ...rest, ...(validate ? { validate } : {}), input: { kind: 'integer', min, max } };
}

/**
 * A TCP/UDP port: every form's port says 'please provide a port between 1 and
 * 65535' (validatePort), whether typed out of range or read so. `when` limits
 * the rule to the entity states where the port is used (a secondary receiver
 * that is not used may keep 0).
 */
export function portField<E = unknown>(spec: Omit<FieldSpec<number, E>, 'validate'> & { readonly when?: (entity: E) => boolean }): FieldDescriptor<number, E> {
  const { when, ...rest } = spec;
  return { ...rest, validate: (value, entity) => (when && !when(entity) ? null : validatePort(value)), input: { kind: 'integer', min: PORT_MIN, max: PORT_MAX, port: true } };
}

export function booleanField<E = unknown>(spec: FieldSpec<boolean, E>): FieldDescriptor<boolean, E> {
  return { ...spec, input: { kind: 'boolean' } };
}

/** A choice among options, fixed or computed from the draft (the stores of an exportation select). */
export function selectField<V extends string | number, E = unknown>(
  spec: FieldSpec<V, E> & { readonly options: readonly SelectOption<V>[] | ((configuration: Configuration) => readonly SelectOption<V>[]) },
): FieldDescriptor<V, E> {
  const { options, ...rest } = spec;
  return { ...rest, input: { kind: 'select', options: typeof options === 'function' ? options : () => options } };
}

/** A file's bytes (a certificate, a reference image); absent or null when none. */
export function binaryField<V extends Uint8Array | null | undefined, E = unknown>(spec: FieldSpec<V, E> & { readonly accept?: string }): FieldDescriptor<V, E> {
  const { accept, ...rest } = spec;
  return { ...rest, input: { kind: 'binary', accept } };
}

/** Shown, never edited (a firmware version, a type name). */
export function readOnlyField<V, E = unknown>(spec: FieldSpec<V, E> & { readonly format?: (value: V) => string }): FieldDescriptor<V, E> {
  const { format, ...rest } = spec;
  return { ...rest, input: { kind: 'read-only', format: format as ((value: unknown) => string) | undefined } };
}

/** Not in the form (an identifier, a nested list with its own editor); `label` names it in the review, `nested` the places below it. */
export function hiddenField(label?: MessageDescriptor, nested?: NestedLabels): HiddenField {
  return { omitted: true, ...(label ? { label } : {}), ...(nested ? { nested } : {}) };
}
