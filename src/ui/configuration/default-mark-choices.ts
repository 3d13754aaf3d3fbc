import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isDefaultServer } from '../../domain/configuration/smtp-server';
import type { FieldDescriptor, SelectOption } from './entity-descriptor';
import { selectField, type FieldSpec } from './field-kinds';

/**
 * A `default` mark held as a number (SMTP and SMS servers): 0 no, 1 yes. A
 * select rather than a checkbox, because the kit's checkbox edits booleans;
 * another non-zero number read from the document shows as it is, is kept,
 * and counts as default.
 */
const DEFAULT_MARK_CHOICES: readonly SelectOption<number>[] = [
  { value: 0, label: msg`No` },
  { value: 1, label: msg`Yes` },
];

/**
 * The "Default server" field of a server of which at most one is the default
 * (section 5): `set` moves the mark through the domain's own rule, `help`
 * says what the default means for this kind of server.
 */
export function defaultMarkField<E extends { readonly default: number }>(spec: {
  readonly help: MessageDescriptor;
  readonly set: NonNullable<FieldSpec<number, E>['set']>;
}): FieldDescriptor<number, E> {
  return selectField<number, E>({ label: msg`Default server`, group: 'general', options: DEFAULT_MARK_CHOICES, ...spec });
}

/** The list's marker of the default server. */
export function defaultServerMarkers(server: { readonly default: number }): readonly MessageDescriptor[] {
  return isDefaultServer(server) ? [msg`default`] : [];
}
