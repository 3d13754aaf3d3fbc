import type { I18n } from '@lingui/core';
import { validateNameLength, validateNewPassword, validatePasswordConfirmation, validateUserName, type FieldProblem } from '../../../domain/configuration/field-validators';
import { problemText } from '../../configuration/problem-text';

/** A rule of the user forms (section 5), from the domain's validators: 'username is required', … */
export type UserProblem = FieldProblem;

export interface PasswordProblems {
  readonly password?: UserProblem;
  readonly confirmation?: UserProblem;
}

/** 'please set a password' when none is typed, else "passwords don't match" when the confirmation differs. */
export function passwordProblems(password: string, confirmation: string): PasswordProblems {
  const missing = validateNewPassword(password);
  if (missing) return { password: missing };
  const mismatch = validatePasswordConfirmation(password, confirmation);
  return mismatch ? { confirmation: mismatch } : {};
}

/** 'username is required' for a blank name, 'name is too long (255 characters at most)' beyond that. */
export function nameProblem(name: string): UserProblem | undefined {
  return validateUserName(name) ?? validateNameLength(name) ?? undefined;
}

/** A form rule's message in the user's language (the specification's words). */
export function userProblemText(i18n: I18n, problem: UserProblem): string {
  return problemText(i18n, problem);
}
