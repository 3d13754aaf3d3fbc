import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FormValidationError } from '../../application/errors/form-validation-error';
import { isErrorCode, type ErrorCode } from '../../domain/shared/error-code';
import { ERROR_CATALOGUE } from './error-catalogue';

const NO_DETAILS = msg`no details`;

type Values = Record<string, string | number>;

/** Conversion errors whose English message is `{their words}: {detail}`: the detail is what follows. */
const DETAIL_AFTER_WORDS = new Set<ErrorCode>(['CONFIG.FROM_XML', 'CONFIG.TO_XML', 'CONFIG.INVALID_JSON', 'CONFIG.MISSING_TAG_TYPE', 'CONFIG.MALFORMED_XML', 'CLIENT.INVALID_CONNECTION', 'CLIENT.INVALID_RESPONSE']);
/** Codes whose whole English message is the detail. */
const DETAIL_IS_MESSAGE = new Set<ErrorCode>(['CONFIG.PATH', 'CONFIG.EDIT_FAILED', 'CONFIG.QUERY']);

interface Described {
  readonly code?: string;
  /** The English message that came with it: the fallback for a code the table does not know. */
  readonly english?: string;
  readonly values: Values;
}

function primitives(record: unknown): Values {
  if (typeof record !== 'object' || record === null) return {};
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
}

/** What any error, problem, corrupted entity or code says: its code, its English message, the values it names. */
function describe(subject: unknown): Described {
  if (typeof subject === 'string') return { code: subject, values: {} };
  if (typeof subject !== 'object' || subject === null) return { values: {} };
  const candidate = subject as { code?: unknown; message?: unknown; reason?: unknown; values?: unknown; metadata?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : undefined;
  // A corrupted entity carries its codec message as `reason`; an error or a problem as `message`.
  const english = typeof candidate.reason === 'string' ? candidate.reason : typeof candidate.message === 'string' ? candidate.message : undefined;
  return { code, english, values: { ...primitives(candidate.metadata), ...primitives(candidate.values) } };
}

function detailOf(code: ErrorCode, english: string | undefined, values: Values): string | number | undefined {
  if (english !== undefined && DETAIL_AFTER_WORDS.has(code)) {
    const colon = english.indexOf(': ');
    return colon < 0 ? english : english.slice(colon + 2);
  }
  if (english !== undefined && DETAIL_IS_MESSAGE.has(code)) return english;
  const detail = values['detail'];
  return detail === '' ? undefined : detail;
}

/** The values a message names (`{id}`, `{kind, select, …}`), apart from {detail}, which always has one. */
function namedValues(message: string | undefined): string[] {
  return [...(message ?? '').matchAll(/\{(\w+)[},]/g)].map((match) => match[1]!).filter((name) => name !== 'detail');
}

/**
 * The one way the UI turns anything that went wrong into text in the user's
 * language: a thrown error (DomainError or any other), a ConfigurationProblem,
 * a FieldProblem, a corrupted entity, a refused edit, or a bare code. A known
 * code gets its row of the catalogue with the values it names ({id}, {port},
 * {kind}, the appliance's {detail} or the translated 'no details'); when the
 * subject lacks a value its row names, or its code is unknown, the English
 * message that came with it is shown (it names the case precisely); anything
 * else is 'something went wrong'.
 */
export function errorText(i18n: I18n, subject: unknown): string {
  const { code, english, values } = describe(subject);
  const hasEnglish = english !== undefined && english !== '';
  if (code !== undefined && isErrorCode(code)) {
    const complete = namedValues(ERROR_CATALOGUE[code].message).every((name) => name in values);
    if (complete || !hasEnglish) return translate(i18n, code, { ...values, detail: detailOf(code, english, values) ?? i18n._(NO_DETAILS) });
  }
  if (code !== undefined && hasEnglish) return english;
  return translate(i18n, 'APPLIANCE.SOMETHING_WENT_WRONG', {});
}

function translate(i18n: I18n, code: ErrorCode, values: Values): string {
  const descriptor = ERROR_CATALOGUE[code];
  return i18n.t(descriptor.id, values, descriptor.message === undefined ? undefined : { message: descriptor.message });
}

/**
 * The text of each field's problem when `error` is a FormValidationError
 * (through `errorText`, so a form shows the same words as everything else);
 * undefined for any other error, which the form shows as a whole.
 */
export function formFieldTexts<Field extends string>(i18n: I18n, error: unknown): Partial<Record<Field, string>> | undefined {
  if (!(error instanceof FormValidationError)) return undefined;
  const fields = error.fields as Readonly<Partial<Record<Field, ErrorCode>>>;
  return Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, errorText(i18n, code)])) as Partial<Record<Field, string>>;
}
