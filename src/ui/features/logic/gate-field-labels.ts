import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Contact } from '../../../domain/configuration/contact';
import type { NestedLabel } from '../../configuration/entity-descriptor';
import { contactName } from '../contacts/contact.descriptor';

/** The labels of the gates' own fields (section 3), with their unit where they have one. */
export const GATE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  period: msg`Period (ms)`,
  time: msg`Time (ms)`,
  command: msg`Command`,
  arguments: msg`Arguments`,
  value: msg`Value`,
  timeBetweenAlert: msg`Time between alerts (ms)`,
  timeKeepAlert: msg`Time to keep the alert (ms)`,
  address: msg`Address`,
  timeActivation: msg`Activation time (ms)`,
  timeTrigger: msg`Trigger time (ms)`,
  bistables: msg`Bistable`,
  message: msg`Message`,
  logical: msg`Logical`,
  operators: msg`Operators`,
  useNegative: msg`Use negative values`,
  operator: msg`Operator`,
  threshold: msg`Threshold`,
  preBuffer: msg`Pre-buffer (ms)`,
  postBuffer: msg`Post-buffer (ms)`,
  frequency: msg`Frequency (images/s)`,
  makeVideo: msg`Make a video`,
  typeStream: msg`Stream type`,
  useUrl: msg`Send a link`,
  directory: msg`Directory`,
  filename: msg`File name`,
  zone: msg`Zone`,
  set: msg`Set code`,
  reset: msg`Reset code`,
  videoIdentifier: msg`Video`,
  monitoringIdentifier: msg`Alarm receiver`,
  ftpIdentifier: msg`FTP client`,
};

/** Fields edited by their own control, or not at all, rather than as plain values. */
export const STRUCTURED_FIELDS: ReadonlySet<string> = new Set(['id', 'type', 'name', 'inputs', 'outputs', 'gates', 'parameters', 'extensions', 'operators', 'payload', 'unsupported']);

const INPUT = msg`Input {number}`;

/** A gate's input as the inspector labels it, counted from 1: "Input 1". */
export function gateInputWords(index: number): MessageDescriptor {
  return { ...INPUT, values: { number: index + 1 } };
}

const EXTENSION = msg`Extension {number}`;

/** An alarm-monitoring extension as its editor labels it: "Extension 3" (its own number). */
export function extensionWords(id: number): MessageDescriptor {
  return { ...EXTENSION, values: { number: id } };
}

/** The alert editors' labels: an alert mail's message and recipients, an alarm-monitoring alert's extensions. */
export const ALERT_LABELS = {
  subject: msg`Subject`,
  message: msg`Message`,
  recipients: msg`Recipients`,
  mail: msg`Mail`,
  sms: msg`SMS`,
  notification: msg`Notification`,
  extensions: msg`Extensions`,
} as const satisfies Record<string, MessageDescriptor>;

/** The places below a gate's structured fields, for the review ("Message › Recipients › Martin, Claire › SMS"). */
export const GATE_NESTED_LABELS: Readonly<Record<string, NestedLabel>> = {
  message: {
    label: GATE_FIELD_LABELS.message,
    fields: {
      subject: ALERT_LABELS.subject,
      message: ALERT_LABELS.message,
      contacts: {
        label: ALERT_LABELS.recipients,
        item: (_, contact, { configuration }) => {
          const id = (contact as { readonly id?: unknown } | undefined)?.id;
          const known = configuration.contacts.find((each: Contact) => each.id === id);
          return known ? [contactName(known)] : typeof id === 'string' ? [id] : undefined;
        },
        fields: { mail: ALERT_LABELS.mail, sms: ALERT_LABELS.sms, notification: ALERT_LABELS.notification },
      },
    },
  },
  // A template's parameters, each by its name, its value the one input the inspector shows for it.
  parameters: {
    label: msg`Parameters`,
    item: (_, parameter) => {
      const name = (parameter as { readonly name?: unknown } | undefined)?.name;
      return typeof name === 'string' && name !== '' ? [name] : undefined;
    },
    fields: { value: { unnamed: true } },
  },
  operators: msg`Operators (comma-separated)`,
  extensions: {
    label: ALERT_LABELS.extensions,
    item: (i18n, extension) => {
      const id = (extension as { readonly id?: unknown } | undefined)?.id;
      return typeof id === 'number' ? [i18n._(extensionWords(id))] : undefined;
    },
    fields: { content: { unnamed: true } },
  },
};
