import { FIELD_PROBLEM_CODES, type FieldProblemCode } from '../../domain/configuration/field-validators';
import { CONSOLE_ERROR_CODES, type ConsoleErrorCode } from './console-errors';

/**
 * The codes of the configuration model: edits it refuses (section 8's
 * configuration messages), problems validation finds, and reading or writing
 * the signed document (conversion, signature, paths). The UI's message table
 * has a row for each, so a code added here does not compile until translated.
 */
export const CONFIGURATION_ERROR_CODES = [
  // Edits the model refuses.
  'NO_DEFAULT_STORE',
  'CONFIG.STORE_NOT_IN_LIST',
  'CONFIG.USER_ALREADY_IN_GROUP',
  'CONFIG.USER_NOT_IN_A_GROUP',
  'CONFIG.USER_NOT_IN_THIS_GROUP',
  'CONFIG.RIGHTS_NOT_IN_GROUP',
  'CONFIG.GROUP_NOT_EMPTY',
  'CONFIG.GROUP_NOT_IN_LIST',
  'CONFIG.ITEM_NOT_IN_LIST',
  'CONFIG.RANGE_TYPE_REGISTERED',
  'CONFIG.RANGE_NOT_FOUND',
  'CONFIG.GATE_TYPE_REGISTERED',
  'CONFIG.TYPE_ALREADY_REGISTERED',
  'DEVICE.CHANNEL_NOT_FOUND',
  'DEVICE.STREAMS_ORDER',
  'DEVICE.STREAMS_CHANNEL',
  'DEVICE.CREATION',
  'CONFIG.EDIT_FAILED',
  'CONFIG.NOT_LOADED',
  // Problems validation finds.
  'CONFIG.MANY_DEFAULT_STORES',
  'CONFIG.MANY_DEFAULT_SMTP',
  'CONFIG.MANY_DEFAULT_SMS',
  'CONFIG.EXPORTATION_STORE',
  'CONFIG.PORT_IN_USE',
  'CONFIG.UNKNOWN_RESOURCE',
  'CONFIG.UNKNOWN_IO',
  'CONFIG.UNKNOWN_VIDEO',
  'CONFIG.UNKNOWN_CONTACT',
  'CONFIG.UNKNOWN_FTP_CLIENT',
  'CONFIG.UNKNOWN_MONITOR',
  'CONFIG.UNKNOWN_STORE',
  'CONFIG.UNKNOWN_GATE',
  'CONFIG.FILTER_MODE',
  'CONFIG.FILTER_LEVEL',
  'CONFIG.MASK_ZONE',
  'CONFIG.UNCHECKABLE',
  'DEVICE.UNSUPPORTED_SETTING',
  // Reading and writing the document.
  'CONFIG.FROM_XML',
  'CONFIG.TO_XML',
  'CONFIG.INVALID_JSON',
  'MISSING_TAG_TYPE',
  'CONFIG.INVALID_DATE',
  'CONFIG.LIST_TYPE',
  'CONFIG.MALFORMED_XML',
  'CONFIG.DOCTYPE',
  'CONFIG.TOO_LARGE',
  'CONFIG.SIGNATURE_MISMATCH',
  'CONFIG.SIGNATURE_NOT_FOUND',
  'CONFIG.SIGNATURE_UNDETERMINED',
  'CONFIG.PATH',
] as const;

export type ConfigurationErrorCode = (typeof CONFIGURATION_ERROR_CODES)[number];

/** Every code a person may be shown a message for: the console's, the fields' (`FIELD.*`) and the configuration model's. */
export type ErrorCode = ConsoleErrorCode | FieldProblemCode | ConfigurationErrorCode;

export const ERROR_CODES: readonly ErrorCode[] = [...CONSOLE_ERROR_CODES, ...FIELD_PROBLEM_CODES, ...CONFIGURATION_ERROR_CODES];

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
