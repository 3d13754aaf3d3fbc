import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONSOLE_ERROR_CODES } from '../../../application/errors/console-errors';
import { DomainError } from '../../../domain/shared/domain-error';
import { errorText } from '../../i18n/error-text';

/**
 * The refusals of the groups' and users' edits, in the specification's words
 * (the group one is the domain's: the catalogue gives none). The console's
 * error table wins where it knows a code.
 */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  'CONFIG.USER_ALREADY_IN_GROUP': msg`user already in a group`,
  'CONFIG.USER_NOT_IN_A_GROUP': msg`user not in a group, can't remove it`,
  'CONFIG.USER_NOT_IN_THIS_GROUP': msg`user not in this group, can't remove it`,
  'CONFIG.RIGHTS_NOT_IN_GROUP': msg`rights not in this group, can't remove it`,
  'CONFIG.GROUP_NOT_EMPTY': msg`group isn't empty, can't delete it`,
  'CONFIG.GROUP_NOT_IN_LIST': msg`group isn't in this config's groups list`,
};

/** A refused edit's message in the user's language; an unknown refusal keeps the domain's own words. */
export function refusalText(i18n: I18n, error: unknown): string {
  if (error instanceof DomainError) {
    if ((CONSOLE_ERROR_CODES as readonly string[]).includes(error.code)) return errorText(i18n, error);
    const descriptor = REFUSALS[error.code];
    return descriptor ? i18n._(descriptor) : error.message;
  }
  return errorText(i18n, error);
}

/** The form rules of a user (section 5), checked before anything reaches the draft. */
export const USER_PROBLEMS = {
  nameRequired: msg`username is required`,
  passwordRequired: msg`please set a password`,
  passwordsDontMatch: msg`passwords don't match`,
} as const;

export type UserProblem = keyof typeof USER_PROBLEMS;

export interface PasswordProblems {
  readonly password?: UserProblem;
  readonly confirmation?: UserProblem;
}

/** 'please set a password' when none is typed, "passwords don't match" when the confirmation differs. */
export function passwordProblems(password: string, confirmation: string): PasswordProblems {
  if (password === '') return { password: 'passwordRequired' };
  if (password !== confirmation) return { confirmation: 'passwordsDontMatch' };
  return {};
}

export function nameProblem(name: string): UserProblem | undefined {
  return name.trim() === '' ? 'nameRequired' : undefined;
}
