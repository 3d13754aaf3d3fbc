import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Contact } from '../../../domain/configuration/contact';
import { gateModule, GATE_TYPES } from '../../../domain/configuration/controller/gate';
import type { AnyFieldSpec, FieldKind } from '../../../domain/configuration/controller/gates/gate-fields';
import type { NestedLabel } from '../entity-descriptor';
import { contactName } from '../entities/contact.descriptor';

/** Every own field of every gate type with its spec: a key names a field of the same words in every type that has it (an alarm's message text, an alert's message). */
const GATE_FIELDS: readonly (readonly [string, AnyFieldSpec])[] = GATE_TYPES.flatMap((type) => Object.entries(gateModule(type).fields));

/** The labels of the gates' own fields (their modules' words), by key; the gates a template holds are gates, named as such. */
export const GATE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  GATE_FIELDS.filter(([, spec]) => spec.kind !== 'gates').map(([key, spec]) => [key, spec.label]),
);

/** The kinds of field a control of its own edits (not a plain value). */
export const STRUCTURED_KINDS: ReadonlySet<FieldKind> = new Set(['text-list', 'alert-message', 'extensions', 'gates', 'parameters']);

const plainKeys = new Set(GATE_FIELDS.filter(([, spec]) => !STRUCTURED_KINDS.has(spec.kind)).map(([key]) => key));

/** Keys never set as plain values: the common ones, and fields no gate type has as a plain value. */
export const STRUCTURED_FIELDS: ReadonlySet<string> = new Set([
  'id', 'type', 'name', 'inputs', 'outputs', 'payload', 'unsupported',
  ...GATE_FIELDS.filter(([key, spec]) => STRUCTURED_KINDS.has(spec.kind) && !plainKeys.has(key)).map(([key]) => key),
]);

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

/** The places below a structured field, by its kind, for the review ("Message › Recipients › Martin, Claire › SMS"). */
function nestedLabel(spec: AnyFieldSpec): NestedLabel | undefined {
  switch (spec.kind) {
    case 'alert-message':
      return {
        label: spec.label,
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
      };
    case 'parameters':
      // A template's parameters, each by its name, its value the one input the inspector shows for it.
      return {
        label: spec.label,
        item: (_, parameter) => {
          const name = (parameter as { readonly name?: unknown } | undefined)?.name;
          return typeof name === 'string' && name !== '' ? [name] : undefined;
        },
        fields: { value: { unnamed: true } },
      };
    case 'text-list':
      return spec.typed;
    case 'extensions':
      return {
        label: spec.label,
        item: (i18n, extension) => {
          const id = (extension as { readonly id?: unknown } | undefined)?.id;
          return typeof id === 'number' ? [i18n._(extensionWords(id))] : undefined;
        },
        fields: { content: { unnamed: true } },
      };
    case 'integer':
    case 'text':
    case 'flag':
    case 'reference':
    case 'gates':
      return undefined;
  }
}

/** The places below a gate's structured fields, for the review. */
export const GATE_NESTED_LABELS: Readonly<Record<string, NestedLabel>> = Object.fromEntries(
  GATE_FIELDS.flatMap(([key, spec]) => {
    const nested = nestedLabel(spec);
    return nested === undefined ? [] : [[key, nested]];
  }),
);
