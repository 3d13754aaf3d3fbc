import { FIELD_PROBLEM_CODES, type FieldProblemCode } from '../shared/error-code';

/**
 * The field rules of section 5, as pure functions returning the problem (or
 * null) so that a form can show every problem at once. Messages are the
 * specification's; codes are stable keys for translations.
 */
export const FIELD_PROBLEMS = {
  'FIELD.REQUIRED': 'this field is required',
  'FIELD.INVALID_IP': 'invalid ip address',
  'FIELD.INVALID_EMAIL': 'invalid email address',
  'FIELD.INVALID_PHONE': 'invalid phone number',
  'FIELD.POSITIVE_INTEGER': 'please provide a positive integer',
  'FIELD.STORAGE_PATH_REQUIRED': 'storage path is required',
  'FIELD.INVALID_STORAGE_PATH': 'invalid storage path',
  'FIELD.USERNAME_REQUIRED': 'username is required',
  'FIELD.PASSWORD_REQUIRED': 'please set a password',
  'FIELD.PASSWORDS_DONT_MATCH': "passwords don't match",
  // Ours: the specification gives no message for a port out of range. Every port of every form says this.
  'FIELD.INVALID_PORT': 'please provide a port between 1 and 65535',
  // Ours: a duration or a count with real bounds (the values are filled from the problem's `values`).
  'FIELD.NUMBER_RANGE': 'please provide a whole number between {min} and {max}',
  // Ours: a remote-access tunnel lives at most 30 days (TUNNEL_MAX_MINUTES).
  'FIELD.TUNNEL_MINUTES': 'please provide a number of minutes between 1 and 43200 (30 days)',
  // Ours: the root password chosen at first run (ROOT_PASSWORD_MIN_LENGTH).
  'FIELD.PASSWORD_TOO_SHORT': 'the password needs at least 8 characters',
  'FIELD.PASSWORD_HAS_USER_NAME': 'the password must not contain the user name',
  // Ours, in the specification's style: it sets no length for names (docs/configuration-pages-choices.md).
  'FIELD.NAME_TOO_LONG': 'name is too long (255 characters at most)',
  // Ours, fleet mode (docs/fleet.md): an operator's sign-in name, a site's tags.
  'FIELD.OPERATOR_NAME': 'a name is made of letters, digits and . _ @ -',
  'FIELD.SITE_TAGS': 'at most 20 tags of at most 64 characters',
  // Ours: an operator's or a site's name is already another's.
  'FIELD.NAME_TAKEN': 'this name is already taken',
} as const satisfies Readonly<Record<FieldProblemCode, string>>;

/** The root administrator's password, chosen at first run, is at least this long. */
export const ROOT_PASSWORD_MIN_LENGTH = 8;

/** The ports a service may listen on or connect to. */
export const PORT_MIN = 1;
export const PORT_MAX = 65535;
/** A tunnel opened for longer than a month is a tunnel forgotten open. */
const TUNNEL_MAX_MINUTES = 30 * 24 * 60;

/**
 * The longest name the forms accept, in characters (code points): the
 * specification sets none; 255 is what file systems, FTP and SMTP software,
 * spreadsheets and the appliance's own lists commonly hold, far above any
 * real name, and keeps a pasted document or log out of a name field.
 */
export const NAME_MAX_LENGTH = 255;

export { FIELD_PROBLEM_CODES, type FieldProblemCode };

export interface FieldProblem {
  readonly code: FieldProblemCode;
  /** The English message, with its values filled in. */
  readonly message: string;
  /** The values the message names ({min}, {max}), for its translation. */
  readonly values?: Readonly<Record<string, number>>;
}

export type FieldValidator = (value: unknown) => FieldProblem | null;

function problem(code: FieldProblemCode): FieldProblem {
  return { code, message: FIELD_PROBLEMS[code] };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** 'this field is required' for undefined, null, '' and whitespace only. */
export function validateRequired(value: unknown): FieldProblem | null {
  return isBlank(value) ? problem('FIELD.REQUIRED') : null;
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(text: string): boolean {
  let address = text.split('%')[0]!;
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  // An embedded IPv4 address stands for two groups.
  if (tail.includes('.')) {
    if (!IPV4.test(tail)) return false;
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string): string[] => (half === '' ? [] : half.split(':'));
  const all = [...groups(halves[0]!), ...(halves.length === 2 ? groups(halves[1]!) : [])];
  if (!all.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? all.length < 8 : all.length === 8;
}

/** True for a dotted IPv4 address or an IPv6 address. */
export function isIpAddress(text: string): boolean {
  return IPV4.test(text) || (text.includes(':') && isIpv6(text));
}

/** 'invalid ip address' unless an IPv4 or IPv6 address; a blank value is left to `validateRequired`. */
export function validateIpAddress(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && isIpAddress(value.trim()) ? null : problem('FIELD.INVALID_IP');
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** An address field that also takes a host name (SMTP, FTP, receivers): 'invalid ip address' otherwise. */
export function validateHostAddress(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return problem('FIELD.INVALID_IP');
  const text = value.trim();
  // All-numeric dotted names are meant as IPv4 addresses and must be valid ones.
  if (/^[\d.]+$/.test(text)) return IPV4.test(text) ? null : problem('FIELD.INVALID_IP');
  return isIpAddress(text) || HOST_NAME.test(text) ? null : problem('FIELD.INVALID_IP');
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+(\.[^\s@<>()[\]\\,;:"]+)*@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/u;

/** 'invalid email address'; a blank value is left to `validateRequired`. */
export function validateEmail(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && EMAIL.test(value.trim()) ? null : problem('FIELD.INVALID_EMAIL');
}

/** Digits with an optional leading +, and spaces, dots, dashes or parentheses as separators; 4 to 15 digits (E.164). */
export function validatePhone(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return problem('FIELD.INVALID_PHONE');
  const text = value.trim();
  if (!/^\+?[\d\s.()-]+$/.test(text) || text.indexOf('+') > 0) return problem('FIELD.INVALID_PHONE');
  const digits = text.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 15 ? null : problem('FIELD.INVALID_PHONE');
}

/**
 * 'please provide a positive integer' unless a whole number of at least `min`
 * (0 by default: limits such as limitSize use 0 for "none"). Accepts a number
 * or the text of a form field.
 */
export function validatePositiveInteger(value: unknown, min = 0): FieldProblem | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\+?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= min ? null : problem('FIELD.POSITIVE_INTEGER');
}

const POSIX_PATH = /^\/([^\0]*)$/;
const WINDOWS_PATH = /^[a-z]:[\\/]([^<>:"|?*\0]*)$/i;
const UNC_PATH = /^\\\\[^\\/<>:"|?*\0]+\\[^\\/<>:"|?*\0]+([\\/][^<>:"|?*\0]*)?$/;

/**
 * A store path: 'storage path is required' when blank, 'invalid storage path'
 * unless absolute (`/…`, `C:\…` or `\\server\share…`) and free of control characters.
 */
export function validateStoragePath(value: unknown): FieldProblem | null {
  if (isBlank(value)) return problem('FIELD.STORAGE_PATH_REQUIRED');
  if (typeof value !== 'string') return problem('FIELD.INVALID_STORAGE_PATH');
  const text = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(text)) return problem('FIELD.INVALID_STORAGE_PATH');
  return POSIX_PATH.test(text) || WINDOWS_PATH.test(text) || UNC_PATH.test(text) ? null : problem('FIELD.INVALID_STORAGE_PATH');
}

/** 'name is too long (255 characters at most)' beyond NAME_MAX_LENGTH characters (code points, so an emoji counts once). */
export function validateNameLength(value: unknown): FieldProblem | null {
  if (typeof value !== 'string') return null;
  let count = 0;
  for (const _ of value) if (++count > NAME_MAX_LENGTH) return problem('FIELD.NAME_TOO_LONG');
  return null;
}

/** A required name: 'this field is required' when blank, too long beyond NAME_MAX_LENGTH. */
export function validateName(value: unknown): FieldProblem | null {
  return firstProblem(value, validateRequired, validateNameLength);
}

/** 'username is required' for a blank user name. */
export function validateUserName(value: unknown): FieldProblem | null {
  return isBlank(value) ? problem('FIELD.USERNAME_REQUIRED') : null;
}

/**
 * 'please set a password' for a new user (or a first run) without one. A form
 * rule: a user read from the appliance keeps the password it has, crypted or
 * empty, so the configuration's validation does not ask for one.
 */
export function validateNewPassword(value: unknown): FieldProblem | null {
  return value === undefined || value === null || value === '' ? problem('FIELD.PASSWORD_REQUIRED') : null;
}

/**
 * The root password rule of the first run: at least ROOT_PASSWORD_MIN_LENGTH
 * characters, and without the user name in it (compared without case:
 * 'Admin2026' is refused for admin). An empty password is left to
 * `validateNewPassword`.
 */
export function validateRootPassword(password: string, user: string): FieldProblem | null {
  if (password === '') return null;
  if ([...password].length < ROOT_PASSWORD_MIN_LENGTH) return problem('FIELD.PASSWORD_TOO_SHORT');
  const name = user.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return problem('FIELD.PASSWORD_HAS_USER_NAME');
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule: 'weak' under the minimum length or with one kind of
 * character; 'strong' from 12 characters with three kinds (lower case, upper
 * case, digits, others); 'fair' otherwise.
 */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((kind) => kind.test(password)).length;
  const length = [...password].length;
  if (length < ROOT_PASSWORD_MIN_LENGTH || kinds < 2) return 'weak';
  return length >= 12 && kinds >= 3 ? 'strong' : 'fair';
}

/** "passwords don't match" when the confirmation differs from the password. */
export function validatePasswordConfirmation(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : problem('FIELD.PASSWORDS_DONT_MATCH');
}

function wholeNumber(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && /^\s*\+?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * A TCP/UDP port, 1 to 65535 (a number or the text of a form field): the one
 * port rule of every form, 'please provide a port between 1 and 65535'. A
 * blank value is left to `validateRequired`.
 */
export function validatePort(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  const number = wholeNumber(value);
  return Number.isInteger(number) && number >= PORT_MIN && number <= PORT_MAX ? null : problem('FIELD.INVALID_PORT');
}

/** The problem of a whole number outside min..max, its message filled in and its values kept for a translation. */
export function numberRangeProblem(min: number, max: number): FieldProblem {
  return { code: 'FIELD.NUMBER_RANGE', message: FIELD_PROBLEMS['FIELD.NUMBER_RANGE'].replace('{min}', String(min)).replace('{max}', String(max)), values: { min, max } };
}

/**
 * A duration or a count with real bounds: 'please provide a whole number
 * between {min} and {max}'. A blank value is left to `validateRequired`.
 */
export function validateIntegerRange(value: unknown, min: number, max: number): FieldProblem | null {
  if (isBlank(value)) return null;
  const number = wholeNumber(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? null : numberRangeProblem(min, max);
}

/** A tunnel's lifetime in minutes, 1 to TUNNEL_MAX_MINUTES; blank means no expiration. */
export function validateTunnelMinutes(value: unknown): FieldProblem | null {
  if (isBlank(value)) return null;
  const number = wholeNumber(value);
  return Number.isSafeInteger(number) && number >= 1 && number <= TUNNEL_MAX_MINUTES ? null : problem('FIELD.TUNNEL_MINUTES');
}

/** Runs validators in order and returns the first problem, e.g. `firstProblem(v, validateRequired, validateEmail)`. */
export function firstProblem(value: unknown, ...validators: readonly FieldValidator[]): FieldProblem | null {
  for (const validate of validators) {
    const found = validate(value);
    if (found) return found;
  }
  return null;
}
