import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfigurationErrorCode } from '../../application/errors/error-codes';

// The values in braces come from the error's metadata or the problem's values
// ({id}, {kind}, {port}…); {detail} is the technical part of a conversion error
// (the model, the element's path and why), kept as the codec wrote it.
const ITEM_NOT_IN_LIST = msg({
  // The macro takes one literal: the select names each kind of section 5's list.
  message: "{kind, select, device {device {id} isn't in this config's device list} email {email {id} isn't in this config's email list} message {message {id} isn't in this config's message list} contact {contact {id} isn't in this config's contact list} ftpClient {ftpClient {id} isn't in this config's ftpClient list} monitor {monitor {id} isn't in this config's monitor list} calendar {calendar {id} isn't in this config's calendar list} other {{kind} {id} isn't in this config's {kind} list}}",
});

/** The configuration model's messages: section 8's wording where it gives one, ours otherwise. */
export const CONFIGURATION_ERROR_MESSAGES: Record<ConfigurationErrorCode, MessageDescriptor> = {
  NO_DEFAULT_STORE: msg`no default store`,
  'CONFIG.STORE_NOT_IN_LIST': msg({ message: "Store {id} isn't in this config's store list. Can't remove it" }),
  'CONFIG.USER_ALREADY_IN_GROUP': msg`user already in a group`,
  'CONFIG.USER_NOT_IN_A_GROUP': msg`user not in a group, can't remove it`,
  'CONFIG.USER_NOT_IN_THIS_GROUP': msg`user not in this group, can't remove it`,
  'CONFIG.RIGHTS_NOT_IN_GROUP': msg`rights not in this group, can't remove it`,
  'CONFIG.GROUP_NOT_EMPTY': msg`group isn't empty, can't delete it`,
  'CONFIG.GROUP_NOT_IN_LIST': msg`group isn't in this config's groups list`,
  'CONFIG.ITEM_NOT_IN_LIST': ITEM_NOT_IN_LIST,
  'CONFIG.RANGE_TYPE_REGISTERED': msg`range with type already registered`,
  'CONFIG.RANGE_NOT_FOUND': msg({ message: 'no range at index {index}' }),
  'CONFIG.GATE_TYPE_REGISTERED': msg`gate with type already registered`,
  'CONFIG.TYPE_ALREADY_REGISTERED': msg({ message: '{kind} with type already registered' }),
  'DEVICE.CHANNEL_NOT_FOUND': msg({ message: "this devices doesn't have a channel with id {channel}" }),
  'DEVICE.STREAMS_ORDER': msg`streams are in wrong order`,
  'DEVICE.STREAMS_CHANNEL': msg`streams must all belong to the same channel`,
  'DEVICE.CREATION': msg`Creating a device needs either a numeric id or both a label and a name`,
  'CONFIG.EDIT_FAILED': msg({ message: 'this change could not be made: {detail}' }),
  'CONFIG.NOT_LOADED': msg`no configuration is loaded`,
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
  'DEVICE.UNSUPPORTED_SETTING': msg({ message: "{value} isn't supported by this device" }),
  'CONFIG.FROM_XML': msg({ message: 'failed to convert from XML: {detail}' }),
  'CONFIG.TO_XML': msg({ message: 'failed to convert to XML: {detail}' }),
  'CONFIG.INVALID_JSON': msg({ message: 'The JSON structure is invalid: {detail}' }),
  MISSING_TAG_TYPE: msg({ message: 'MISSING_TAG_TYPE: {detail}' }),
  'CONFIG.INVALID_DATE': msg`invalid date`,
  'CONFIG.LIST_TYPE': msg`prop type must be number[] or string[]`,
  'CONFIG.MALFORMED_XML': msg({ message: 'malformed XML: {detail}' }),
  'CONFIG.DOCTYPE': msg`a configuration document must not contain a DOCTYPE`,
  'CONFIG.TOO_LARGE': msg({ message: 'document too large: {size} characters, limit {limit}' }),
  'CONFIG.SIGNATURE_MISMATCH': msg`the signature does not match the configuration (wrong salt or edited by hand)`,
  'CONFIG.SIGNATURE_NOT_FOUND': msg`can't find signature`,
  'CONFIG.SIGNATURE_UNDETERMINED': msg`can't determine signature`,
  'CONFIG.PATH': msg({ message: 'no such place in the configuration: {detail}' }),
};
