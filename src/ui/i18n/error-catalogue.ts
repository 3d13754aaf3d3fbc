import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../domain/shared/error-code';

/**
 * The one catalogue from error code to message, for every code of the product
 * (src/domain/shared/error-code.ts): thrown errors, validation problems, form
 * fields, corrupted entities and alerts all find their text here, through
 * `errorText` (error-text.ts). A code added to the union does not compile
 * until it has a row. The English text is the specification's wording where
 * it gives one (sections 5 and 8), ours otherwise; the keys the
 * specification names (InvalidUserPassword, UserNotRoot,
 * failedToLoadServerInfo, _configuration.invalid) are the message ids.
 *
 * Values in braces come from the error's metadata or the problem's values
 * ({id}, {kind}, {port}…); {detail} is the appliance's reason (or the
 * translated 'no details'), or the technical part of a conversion error kept
 * as the codec wrote it.
 */
export const ERROR_CATALOGUE: Record<ErrorCode, MessageDescriptor> = {
  // Signing in (section 8).
  'AUTH.INVALID_CREDENTIALS': msg({ id: 'InvalidUserPassword', message: 'Invalid username or password' }),
  'AUTH.NOT_ROOT': msg({ id: 'UserNotRoot', message: "User isn't root" }),
  'AUTH.SERVER_INFO_FAILED': msg({ id: 'failedToLoadServerInfo', message: 'failed to load server info' }),
  'AUTH.TOO_MANY_SIGN_INS': msg`Too many failed sign-ins: wait {seconds} s before trying again`,
  // The console's calls to the appliance.
  'APPLIANCE.REQUEST_FAILED': msg`please retry later`,
  'APPLIANCE.NETWORK': msg`Network Error`,
  'APPLIANCE.SOMETHING_WENT_WRONG': msg`something went wrong`,
  // Server operations; {detail} is the appliance's reason, or the translated 'no details'.
  'SERVER.START_FAILED': msg`Unable to start the server ({detail})`,
  'SERVER.STOP_FAILED': msg`Unable to stop the server ({detail})`,
  'SERVER.STATUS_CHECK_ALREADY_ENABLED': msg`status check is already enabled`,
  'SERVER.MUST_BE_STOPPED': msg`server must be stopped`,
  'LICENSE.PRODUCT_CODE_REQUIRED': msg`product code is required`,
  'LICENSE.INVALID_PRODUCT_CODE': msg`invalid product code`,
  'LICENSE.ACTIVATION_FAILED': msg`unable to activate license`,
  'UPDATE.FAILED': msg`failed to install`,
  'UPDATE.NO_VERSION_AVAILABLE': msg`no version available`,
  'UPDATE.ALREADY_UP_TO_DATE': msg`already up to date`,
  'HEALTH.PROCESSID_REQUIRED': msg`processid is required`,
  'HEALTH.INTERVAL_TOO_SHORT': msg`interval must be >= 200`,
  'HEALTH.SAVE_FAILED': msg`Error while saving`,
  'HEALTH.ACTION_IN_PROGRESS': msg`This action is already running`,
  'HEALTH.ONLINE_CHANGES_PENDING': msg`configuration changes are pending`,
  'FORM.INVALID': msg`Some fields are invalid`,
  // The configuration workspace: load, save, upload ({detail}: the appliance's or the codec's words).
  'WORKSPACE.SAVE_FAILED': msg`Error while saving ({detail})`,
  'WORKSPACE.READ_BACK_FAILED': msg`The configuration was sent but could not be read back ({detail})`,
  'WORKSPACE.FILE_INVALID': msg`This file is not a valid configuration document ({detail})`,
  'WORKSPACE.SIGNATURE_INVALID': msg`The file's signature does not match its content`,
  'WORKSPACE.NOT_LOADED': msg`No configuration is loaded`,
  // The configuration model: section 8's wording where it gives one.
  'CONFIG.INVALID': msg({ id: '_configuration.invalid', message: 'The configuration file is invalid' }),
  'CONFIG.INVALID_CONFIG_FILE_VERSION': msg({ message: 'Expected config file version 3 but got {found}' }),
  'CONFIG.NO_DEFAULT_STORE': msg`no default store`,
  'CONFIG.STORE_NOT_IN_LIST': msg({ message: "Store {id} isn't in this config's store list. Can't remove it" }),
  'CONFIG.USER_ALREADY_IN_GROUP': msg`user already in a group`,
  'CONFIG.USER_NOT_IN_A_GROUP': msg`user not in a group, can't remove it`,
  'CONFIG.USER_NOT_IN_THIS_GROUP': msg`user not in this group, can't remove it`,
  'CONFIG.RIGHTS_NOT_IN_GROUP': msg`rights not in this group, can't remove it`,
  'CONFIG.GROUP_NOT_EMPTY': msg`group isn't empty, can't delete it`,
  'CONFIG.GROUP_NOT_IN_LIST': msg`group isn't in this config's groups list`,
  'CONFIG.ITEM_NOT_IN_LIST': msg({
    // The macro takes one literal: the select names each kind of section 5's list.
    message:
      "{kind, select, device {device {id} isn't in this config's device list} email {email {id} isn't in this config's email list} message {message {id} isn't in this config's message list} contact {contact {id} isn't in this config's contact list} ftpClient {ftpClient {id} isn't in this config's ftpClient list} monitor {monitor {id} isn't in this config's monitor list} calendar {calendar {id} isn't in this config's calendar list} other {{kind} {id} isn't in this config's {kind} list}}",
  }),
  'CONFIG.RANGE_NOT_FOUND': msg({ message: 'no range at index {index}' }),
  'CONFIG.FILTER_NOT_FOUND': msg({ message: "filter {id} isn't in this config's filter list" }),
  'CONFIG.FILTER_UNSUPPORTED': msg({ message: 'filter {id} is of type {type}, which is kept as read' }),
  'CONFIG.GATE_TYPE_REGISTERED': msg`gate with type already registered`,
  'CONFIG.TYPE_ALREADY_REGISTERED': msg({ message: '{kind} with type already registered' }),
  'CONFIG.EDIT_FAILED': msg({ message: 'this change could not be made: {detail}' }),
  'CONFIG.MANY_DEFAULT_STORES': msg`only one store may be the default`,
  'CONFIG.MANY_DEFAULT_SMTP': msg`only one default SMTP server may exist`,
  'CONFIG.MANY_DEFAULT_SMS': msg`only one default SMS server may exist`,
  'CONFIG.EXPORTATION_STORE': msg`the exportation store isn't in this config's store list`,
  'CONFIG.PORT_IN_USE': msg({ message: 'port {port} is used by another service' }),
  'CONFIG.UNKNOWN_RESOURCE': msg({ message: "{id} isn't a device or io of this configuration" }),
  'CONFIG.UNKNOWN_IO': msg({ message: "{id} isn't an io of this configuration" }),
  'CONFIG.UNKNOWN_VIDEO': msg({ message: "{id} isn't a video of this configuration" }),
  'CONFIG.UNKNOWN_CONTACT': msg({ message: "{id} isn't a contact of this configuration" }),
  'CONFIG.UNKNOWN_FTP_CLIENT': msg({ message: "{id} isn't an FTP client of this configuration" }),
  'CONFIG.UNKNOWN_MONITOR': msg({ message: "{id} isn't an alarm receiver of this configuration" }),
  'CONFIG.UNKNOWN_STORE': msg({ message: "{id} isn't a store of this configuration" }),
  'CONFIG.UNKNOWN_GATE': msg({ message: "{id} isn't a gate of this template" }),
  'CONFIG.FILTER_MODE': msg`mode must be 0, 1 or 2`,
  'CONFIG.FILTER_LEVEL': msg`level must be between 0 and 255`,
  'CONFIG.MASK_ZONE': msg({ message: 'invalid mask zone ({field})' }),
  'CONFIG.UNCHECKABLE': msg({ message: "can't check this part: {detail}" }),
  'CONFIG.FROM_XML': msg({ message: 'failed to convert from XML: {detail}' }),
  'CONFIG.TO_XML': msg({ message: 'failed to convert to XML: {detail}' }),
  'CONFIG.INVALID_JSON': msg({ message: 'The JSON structure is invalid: {detail}' }),
  'CONFIG.MISSING_TAG_TYPE': msg({ message: 'MISSING_TAG_TYPE: {detail}' }),
  'CONFIG.INVALID_DATE': msg`invalid date`,
  'CONFIG.LIST_TYPE': msg`prop type must be number[] or string[]`,
  'CONFIG.MALFORMED_XML': msg({ message: 'malformed XML: {detail}' }),
  'CONFIG.DOCTYPE': msg`a configuration document must not contain a DOCTYPE`,
  'CONFIG.TOO_LARGE': msg({ message: 'document too large: {size} characters, limit {limit}' }),
  'CONFIG.TOO_DEEP': msg({ message: 'document too deep: elements nested more than {limit} levels (line {line}, column {column})' }),
  'CONFIG.SIGNATURE_MISMATCH': msg`the signature does not match the configuration (wrong salt or edited by hand)`,
  'CONFIG.SIGNATURE_NOT_FOUND': msg`can't find signature`,
  'CONFIG.SIGNATURE_UNDETERMINED': msg`can't determine signature`,
  'CONFIG.PATH': msg({ message: 'no such place in the configuration: {detail}' }),
  'CONFIG.QUERY': msg({ message: 'the XPath query failed: {detail}' }),
  'CONFIG.DECODER_NOT_READY': msg`the configuration decoder was not given its salt`,
  'CONFIG.HANDLE_RELEASED': msg`the document to write over is no longer kept`,
  // Devices.
  'DEVICE.CHANNEL_NOT_FOUND': msg({ message: "this devices doesn't have a channel with id {channel}" }),
  'DEVICE.STREAMS_ORDER': msg`streams are in wrong order`,
  'DEVICE.STREAMS_CHANNEL': msg`streams must all belong to the same channel`,
  'DEVICE.CREATION': msg`Creating a device needs either a numeric id or both a label and a name`,
  'DEVICE.UNSUPPORTED_SETTING': msg({ message: "{value} isn't supported by this device" }),
  // {detail} is the appliance's own words, e.g. 'unsupported device id 99999'.
  'DEVICE.MODEL_UNSUPPORTED': msg`The appliance does not know this model ({detail})`,
  // The logic editor's refusals.
  'LOGIC.KIND_MISMATCH': msg({ message: '{source, select, logic {a logic output cannot drive an analogue input} other {an analogue output cannot drive a logic input}}' }),
  'LOGIC.UNKNOWN_PORT': msg`no such port`,
  'LOGIC.READ_ONLY_GATE': msg`a gate of an unknown type cannot be edited`,
  'LOGIC.PORT_COUNT': msg`this gate cannot take more or fewer ports`,
  // The client library (section 8's client messages).
  'CLIENT.NETWORK': msg`Network Error`,
  'CLIENT.ABORTED': msg`Request aborted`,
  'CLIENT.TIMEOUT': msg({ message: 'timeout of {timeoutMs}ms exceeded' }),
  'CLIENT.STATUS': msg({ message: 'Request failed with status code {status}' }),
  'CLIENT.NAME_REQUIRED': msg`name must be provided in query string`,
  'CLIENT.CREDENTIALS_REQUIRED': msg`username and password must be provided`,
  'CLIENT.INVALID_CONNECTION': msg({ message: 'invalid connection: {detail}' }),
  'CLIENT.INVALID_RIGHTS': msg`invalid rights`,
  'CLIENT.UNKNOWN_APPLICATION_TYPE': msg`unknown application type`,
  'CLIENT.TOO_MUCH_REQUESTS': msg`too much requests`,
  'CLIENT.UNSUPPORTED_RESPONSE_CODE': msg({ message: 'unsupported response code {status}' }),
  'CLIENT.INVALID_DATE': msg`invalid date`,
  'CLIENT.NOT_IMPLEMENTED': msg`not implemented`,
  'CLIENT.NOT_LOADED': msg`server not loaded`,
  'CLIENT.UNKNOWN_STREAM': msg({ message: 'unknown stream {guid}' }),
  'CLIENT.READ_ONLY_STREAM': msg({ message: 'stream {guid} is read-only' }),
  'CLIENT.INVALID_GRAPH_LENGTH': msg({ message: 'graph data length {length} is not a multiple of {recordSize}' }),
  'CLIENT.INVALID_RESPONSE': msg({ message: 'invalid response: {detail}' }),
  'CLIENT.NOT_MULTIPART': msg`a multipart content type with a boundary is required`,
  // Form fields (section 5's messages in its English wording; ours where it gives none).
  'FIELD.REQUIRED': msg`this field is required`,
  'FIELD.INVALID_IP': msg`invalid ip address`,
  'FIELD.INVALID_EMAIL': msg`invalid email address`,
  'FIELD.INVALID_PHONE': msg`invalid phone number`,
  'FIELD.POSITIVE_INTEGER': msg`please provide a positive integer`,
  'FIELD.STORAGE_PATH_REQUIRED': msg`storage path is required`,
  'FIELD.INVALID_STORAGE_PATH': msg`invalid storage path`,
  'FIELD.USERNAME_REQUIRED': msg`username is required`,
  'FIELD.PASSWORD_REQUIRED': msg`please set a password`,
  'FIELD.PASSWORDS_DONT_MATCH': msg`passwords don't match`,
  'FIELD.INVALID_PORT': msg`please provide a port between 1 and 65535`,
  'FIELD.NUMBER_RANGE': msg`please provide a whole number between {min} and {max}`,
  'FIELD.PASSWORD_TOO_SHORT': msg`the password needs at least 8 characters`,
  'FIELD.PASSWORD_HAS_USER_NAME': msg`the password must not contain the user name`,
  'FIELD.TUNNEL_MINUTES': msg`please provide a number of minutes between 1 and 43200 (30 days)`,
  'FIELD.NAME_TOO_LONG': msg`name is too long (255 characters at most)`,
};
