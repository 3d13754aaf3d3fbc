import { validateRequired, validateRootPassword, NAME_MAX_LENGTH, type FieldProblem } from '../configuration/field-validators';

/**
 * The two roles of a Vigil server's operators in fleet mode (docs/fleet.md):
 * an installer reads and changes (sites, operators, the sites' consoles,
 * rollouts); a viewer reads only.
 */
export const OPERATOR_ROLES = ['installer', 'viewer'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether a role may change anything: add or remove a site, save a site's configuration, start a rollout… */
export function mayChange(role: OperatorRole): boolean {
  return role === 'installer';
}

/** An operator as every part of the fleet sees it (never their password). */
export interface Operator {
  readonly id: string;
  /** The sign-in name, unique without regard to case. */
  readonly name: string;
  readonly role: OperatorRole;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** The fields of an operator being created, each with its problem (empty when none). */
export type OperatorProblems = Partial<Record<'name' | 'password' | 'role', FieldProblem>>;

const NAME = /^[\p{L}\p{N}._@-]+$/u;

/**
 * The rules of a new operator: a name of letters, digits and `. _ @ -`
 * (it is shown in the audit and typed at sign-in), at most 255 characters;
 * a password as the appliance's first-run root password (8 characters at
 * least, without the name in it); a known role.
 */
export function operatorProblems(candidate: { readonly name: unknown; readonly password: unknown; readonly role: unknown }): OperatorProblems {
  const problems: { -readonly [K in keyof OperatorProblems]: OperatorProblems[K] } = {};
  const name = typeof candidate.name === 'string' ? candidate.name.trim() : '';
  const required = validateRequired(name);
  if (required) problems.name = { code: 'FIELD.USERNAME_REQUIRED', message: 'username is required' };
  else if ([...name].length > NAME_MAX_LENGTH) problems.name = { code: 'FIELD.NAME_TOO_LONG', message: 'name is too long (255 characters at most)' };
  else if (!NAME.test(name)) problems.name = { code: 'FIELD.OPERATOR_NAME', message: 'a name is made of letters, digits and . _ @ -' };
  const password = typeof candidate.password === 'string' ? candidate.password : '';
  const passwordProblem = password === '' ? { code: 'FIELD.PASSWORD_REQUIRED' as const, message: 'please set a password' } : validateRootPassword(password, name);
  if (passwordProblem) problems.password = passwordProblem;
  if (!isOperatorRole(candidate.role)) problems.role = { code: 'FIELD.REQUIRED', message: 'this field is required' };
  return problems;
}

/** Names compare without regard to case or surrounding blanks: "Claire" and "claire " are one operator. */
export function operatorKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}
