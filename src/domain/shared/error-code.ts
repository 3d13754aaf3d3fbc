/**
 * Every error code of the product, in one dotted scheme `AREA.NAME`. Where
 * the specification names a code (INVALID_CREDENTIALS, NOT_ROOT,
 * NO_DEFAULT_STORE, INVALID_CONFIG_FILE_VERSION, MISSING_TAG_TYPE) its name
 * is kept after the area. `DomainError` takes only these codes, and the UI's
 * catalogue (src/ui/i18n/error-catalogue.ts) has an English and a French
 * message for each, so a code added here does not compile until translated.
 *
 * What an appliance answers on the wire is not one of these: the adapters map
 * between the two (docs/adr/0003-errors-and-paths.md).
 */
const AUTH = ['AUTH.INVALID_CREDENTIALS', 'AUTH.NOT_ROOT', 'AUTH.SERVER_INFO_FAILED', 'AUTH.TOO_MANY_SIGN_INS'] as const;

/** The console's calls to the appliance and its operations (lifecycle, licence, updates, health). */
const APPLIANCE = ['APPLIANCE.REQUEST_FAILED', 'APPLIANCE.NETWORK', 'APPLIANCE.SOMETHING_WENT_WRONG'] as const;
const SERVER = ['SERVER.START_FAILED', 'SERVER.STOP_FAILED', 'SERVER.STATUS_CHECK_ALREADY_ENABLED', 'SERVER.MUST_BE_STOPPED'] as const;
const LICENSE = ['LICENSE.PRODUCT_CODE_REQUIRED', 'LICENSE.INVALID_PRODUCT_CODE', 'LICENSE.ACTIVATION_FAILED'] as const;
const UPDATE = ['UPDATE.FAILED', 'UPDATE.NO_VERSION_AVAILABLE', 'UPDATE.ALREADY_UP_TO_DATE'] as const;
const HEALTH = ['HEALTH.PROCESSID_REQUIRED', 'HEALTH.INTERVAL_TOO_SHORT', 'HEALTH.SAVE_FAILED', 'HEALTH.ACTION_IN_PROGRESS', 'HEALTH.ONLINE_CHANGES_PENDING'] as const;

/** A form with invalid fields (each field's own code is a FIELD.* or LICENSE.* code). */
const FORM = ['FORM.INVALID'] as const;

/** The configuration workspace: load, save, upload. */
const WORKSPACE = ['WORKSPACE.SAVE_FAILED', 'WORKSPACE.READ_BACK_FAILED', 'WORKSPACE.FILE_INVALID', 'WORKSPACE.SIGNATURE_INVALID', 'WORKSPACE.NOT_LOADED'] as const;

/** The configuration model: edits it refuses, problems validation finds, reading and writing the document. */
const CONFIG = [
  // Edits the model refuses.
  'CONFIG.NO_DEFAULT_STORE',
  'CONFIG.STORE_NOT_IN_LIST',
  'CONFIG.USER_ALREADY_IN_GROUP',
  'CONFIG.USER_NOT_IN_A_GROUP',
  'CONFIG.USER_NOT_IN_THIS_GROUP',
  'CONFIG.RIGHTS_NOT_IN_GROUP',
  'CONFIG.GROUP_NOT_EMPTY',
  'CONFIG.GROUP_NOT_IN_LIST',
  'CONFIG.ITEM_NOT_IN_LIST',
  'CONFIG.FILTER_NOT_FOUND',
  'CONFIG.FILTER_UNSUPPORTED',
  'CONFIG.RANGE_NOT_FOUND',
  'CONFIG.GATE_TYPE_REGISTERED',
  'CONFIG.TYPE_ALREADY_REGISTERED',
  'CONFIG.EDIT_FAILED',
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
  // Reading and writing the document ('_configuration.invalid' when the appliance's cannot be read at sign-in).
  'CONFIG.INVALID',
  'CONFIG.INVALID_CONFIG_FILE_VERSION',
  'CONFIG.FROM_XML',
  'CONFIG.TO_XML',
  'CONFIG.INVALID_JSON',
  'CONFIG.MISSING_TAG_TYPE',
  'CONFIG.INVALID_DATE',
  'CONFIG.LIST_TYPE',
  'CONFIG.MALFORMED_XML',
  'CONFIG.DOCTYPE',
  'CONFIG.TOO_LARGE',
  'CONFIG.SIGNATURE_MISMATCH',
  'CONFIG.SIGNATURE_NOT_FOUND',
  'CONFIG.SIGNATURE_UNDETERMINED',
  'CONFIG.PATH',
  'CONFIG.QUERY',
  // The decoder that reads and writes the document off the page's thread.
  'CONFIG.DECODER_NOT_READY',
  'CONFIG.HANDLE_RELEASED',
] as const;

const DEVICE = ['DEVICE.CHANNEL_NOT_FOUND', 'DEVICE.STREAMS_ORDER', 'DEVICE.STREAMS_CHANNEL', 'DEVICE.CREATION', 'DEVICE.UNSUPPORTED_SETTING', 'DEVICE.MODEL_UNSUPPORTED'] as const;

/** Connections and edits the logic editor refuses. */
const LOGIC = ['LOGIC.KIND_MISMATCH', 'LOGIC.UNKNOWN_PORT', 'LOGIC.READ_ONLY_GATE', 'LOGIC.PORT_COUNT'] as const;

/** The fields of a form (section 5's messages: configuration/field-validators.ts). */
export const FIELD_PROBLEM_CODES = [
  'FIELD.REQUIRED',
  'FIELD.INVALID_IP',
  'FIELD.INVALID_EMAIL',
  'FIELD.INVALID_PHONE',
  'FIELD.POSITIVE_INTEGER',
  'FIELD.STORAGE_PATH_REQUIRED',
  'FIELD.INVALID_STORAGE_PATH',
  'FIELD.USERNAME_REQUIRED',
  'FIELD.PASSWORD_REQUIRED',
  'FIELD.PASSWORDS_DONT_MATCH',
  'FIELD.INVALID_PORT',
  'FIELD.NUMBER_RANGE',
  'FIELD.TUNNEL_MINUTES',
  'FIELD.PASSWORD_TOO_SHORT',
  'FIELD.PASSWORD_HAS_USER_NAME',
  'FIELD.NAME_TOO_LONG',
  'FIELD.OPERATOR_NAME',
  'FIELD.SITE_TAGS',
] as const;

export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/** The client library of the appliance's streaming and query interface (section 8's client messages). */
const CLIENT = [
  'CLIENT.NETWORK',
  'CLIENT.ABORTED',
  'CLIENT.TIMEOUT',
  'CLIENT.STATUS',
  'CLIENT.NAME_REQUIRED',
  'CLIENT.CREDENTIALS_REQUIRED',
  'CLIENT.INVALID_CONNECTION',
  'CLIENT.INVALID_RIGHTS',
  'CLIENT.UNKNOWN_APPLICATION_TYPE',
  'CLIENT.TOO_MUCH_REQUESTS',
  'CLIENT.UNSUPPORTED_RESPONSE_CODE',
  'CLIENT.INVALID_DATE',
  'CLIENT.NOT_IMPLEMENTED',
  'CLIENT.NOT_LOADED',
  'CLIENT.UNKNOWN_STREAM',
  'CLIENT.READ_ONLY_STREAM',
  'CLIENT.INVALID_GRAPH_LENGTH',
  'CLIENT.INVALID_RESPONSE',
  'CLIENT.NOT_MULTIPART',
] as const;

/** Fleet mode: the Vigil server's operators, sites, CSV files and rollouts (docs/fleet.md). */
const FLEET = [
  'FLEET.NOT_SIGNED_IN',
  'FLEET.SIGN_IN_FAILED',
  'FLEET.READ_ONLY',
  'FLEET.ALREADY_SET_UP',
  'FLEET.OPERATOR_NAME_TAKEN',
  'FLEET.LAST_INSTALLER',
  'FLEET.OPERATOR_NOT_FOUND',
  'FLEET.SITE_NOT_FOUND',
  'FLEET.SITE_NAME_TAKEN',
  'FLEET.SITE_UNREACHABLE',
  'FLEET.SITE_CREDENTIALS_REFUSED',
  'FLEET.SITE_NOT_ROOT',
  'FLEET.CSV_EMPTY',
  'FLEET.CSV_MISSING_COLUMN',
  'FLEET.CSV_FLAG',
  'FLEET.CSV_MALFORMED',
  'FLEET.ROLLOUT_NOT_FOUND',
  'FLEET.ROLLOUT_NOT_STOPPED',
  'FLEET.CHANGED_SINCE_REVIEW',
  'FLEET.READ_BACK_MISMATCH',
  'FLEET.INVALID_REQUEST',
] as const;

export const ERROR_CODES = [
  ...AUTH,
  ...APPLIANCE,
  ...SERVER,
  ...LICENSE,
  ...UPDATE,
  ...HEALTH,
  ...FORM,
  ...WORKSPACE,
  ...CONFIG,
  ...DEVICE,
  ...LOGIC,
  ...CLIENT,
  ...FLEET,
  ...FIELD_PROBLEM_CODES,
] as const;

/** Any code of the product; `AREA.NAME`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
