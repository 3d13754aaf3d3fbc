import type { AlertExtension, AlertMessage, MessageContact } from '../../../domain/configuration/controller/alert-gates';
import type { Gate } from '../../../domain/configuration/controller/gate';
import type { GateParameter } from '../../../domain/configuration/controller/gate-parameter';
import type { AnyFieldSpec, WhenAbsent } from '../../../domain/configuration/controller/gates/gate-fields';
import type { Codec } from '../codec';
import { entity } from '../entity';
import { optional, withDefault } from '../leaf';
import { list } from '../list';
import { guidIdentifier, guidReference } from '../special-values';
import { boolean, integer, stringList, text, textOrNumber } from '../values';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

const messageContactCodec = entity<MessageContact>('MessageContact', { id: guidIdentifier(), mail: boolean(), sms: boolean(), notification: optional(boolean()) });
const alertMessageCodec = entity<AlertMessage>('AlertMessage', { subject: text(), message: text(), contacts: list('contact', messageContactCodec, { key: byId }) });
const extensionCodec = entity<AlertExtension>('AlertExtension', { id: integer(), content: text() });
// A parameter without its `optional` flag is not optional.
const parameterCodec = entity<GateParameter>('GateParameter', {
  gateIdentifier: guidReference(), name: text(), value: textOrNumber(), optional: withDefault(boolean(), false),
});

/** A scalar codec read as the spec says when its element is left out. */
function whenAbsent<V>(codec: Codec<V>, absent: WhenAbsent<unknown>): Codec<unknown> {
  if (absent === 'required') return codec as Codec<unknown>;
  if (absent === 'optional') return optional(codec) as Codec<unknown>;
  return withDefault(codec, absent.reads as V) as Codec<unknown>;
}

/**
 * The codec of one of a gate's own fields, from its spec (gates/gate-fields.ts):
 * one case per kind of field. Lists read empty when left out, and a reference
 * reads '' (`guidReference`), whatever the spec's `absent` says of them.
 */
export function gateFieldCodec(spec: AnyFieldSpec, gateCodec: Codec<Gate>): Codec<unknown> {
  switch (spec.kind) {
    case 'integer':
      return whenAbsent(integer(), spec.absent);
    case 'text':
      return whenAbsent(text(), spec.absent);
    case 'flag':
      return whenAbsent(boolean(), spec.absent);
    case 'reference':
      return spec.absent === 'optional' ? optional(guidReference()) : guidReference();
    case 'text-list':
      return stringList();
    case 'alert-message':
      return alertMessageCodec;
    case 'extensions':
      return list('extension', extensionCodec);
    case 'gates':
      return list('gate', gateCodec, { key: byId });
    case 'parameters':
      return list('parameter', parameterCodec);
  }
}
