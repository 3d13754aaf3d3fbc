import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import { fieldRule, type FieldRuleTable } from '../../domain/configuration/validation/field-rules';
import type { CryptedString } from '../../domain/configuration/crypted-string';
import { NAME_MAX_LENGTH, PORT_MAX, PORT_MIN } from '../../domain/configuration/field-validators';
import type { FieldDescriptor, HiddenField, NestedLabels, SelectOption } from './entity-descriptor';

/**
 * Everything a field says about itself except how it is edited (the
 * constructor's name says that) and its rule: a field's rule is the
 * domain's (FIELD_RULES), given to the descriptor by `withFieldRules`, so
 * what a form refuses is always a problem of the draft.
 */
export type FieldSpec<V, E> = Omit<FieldDescriptor<V, E>, 'input' | 'valueType' | 'validate'>;

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
 * typed or pasted is kept in the draft with 'name is too long (255
 * characters at most)', a problem that blocks the save (FIELD_RULES).
 */
export const nameField = <E = unknown>(spec: FieldSpec<string, E>): FieldDescriptor<string, E> => textField<E>({ ...spec, maxLength: NAME_MAX_LENGTH });
export const multilineField = textLike('multiline');
export const emailField = textLike('email');
export const phoneField = textLike('phone');
/** An IP address or a host name. */
export const hostField = textLike('host');
/**
 * The address of a server the appliance reaches (an FTP or SMTP server, a
 * receiver, a device): an IP address or a host name, with that help, in the
 * connection group unless the spec says otherwise (its rule, required and
 * 'invalid ip address', is the domain's).
 */
export const addressField = <E = unknown>(spec: FieldSpec<string, E>): FieldDescriptor<string, E> =>
  hostField<E>({ help: msg`An IP address or a host name.`, group: 'connection', ...spec });
/** A path on the appliance's disks. */
export const pathField = textLike('path');

/** A password: shown masked, never filled with the appliance's ciphertext, written in clear (the flag is cleared). */
export function sensitiveField<E = unknown>(spec: FieldSpec<CryptedString, E>): FieldDescriptor<CryptedString, E> {
  return { ...spec, input: { kind: 'sensitive' } };
}

/**
 * A whole number. `min` and `max` say what the field accepts; a number
 * outside them is kept in the draft with its problem (the domain's rule,
 * which the property test of the descriptors holds to these bounds).
 */
export function integerField<E = unknown>(spec: FieldSpec<number, E> & { readonly min?: number; readonly max?: number }): FieldDescriptor<number, E> {
  const { min, max, ...rest } = spec;
  return { ...rest, input: { kind: 'integer', min, max } };
}

/**
 * A TCP/UDP port, 1 to 65535 ('please provide a port between 1 and 65535').
 * `unset`: the port is used only in some states of its entity (a secondary
 * receiver, a proxy) and may keep 0 otherwise.
 */
export function portField<E = unknown>(spec: FieldSpec<number, E> & { readonly unset?: boolean }): FieldDescriptor<number, E> {
  const { unset, ...rest } = spec;
  return { ...rest, input: { kind: 'integer', min: unset ? 0 : PORT_MIN, max: PORT_MAX, port: true } };
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

/**
 * A descriptor whose fields take their rules from the domain's table
 * (FIELD_RULES[table]): the rule a field shows beside it is the one the
 * validation reports, so a form never refuses what the draft's problems do
 * not list. Fields the table has no rule for have none.
 */
export function withFieldRules<D extends { readonly fields: object }>(table: FieldRuleTable, descriptor: D): D {
  const fields = Object.fromEntries(
    Object.entries(descriptor.fields).map(([key, field]) => {
      const rule = fieldRule(table, key);
      return [key, rule && !('omitted' in (field as object)) ? { ...(field as object), validate: rule } : field];
    }),
  );
  return { ...descriptor, fields };
}
