import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The groups a form's fields fall into, as a person thinks of them; forms
 * show them in this table's order. Add a group here (additive) when a page
 * needs one.
 */
export const FIELD_GROUPS = {
  general: msg`General`,
  location: msg`Location`,
  connection: msg`Connection`,
  credentials: msg`Credentials`,
  limits: msg`Limits`,
  recording: msg`Recording`,
  notification: msg`Notification`,
  security: msg`Security`,
  protocol: msg`Receiver protocol`,
  keepalive: msg`Tests and keep-alive`,
  advanced: msg`Advanced`,
} as const satisfies Record<string, MessageDescriptor>;

export type FieldGroup = keyof typeof FIELD_GROUPS;

export const FIELD_GROUP_ORDER = Object.keys(FIELD_GROUPS) as readonly FieldGroup[];
