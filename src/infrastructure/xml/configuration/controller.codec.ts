import type { Controller } from '../../../domain/configuration/controller/controller';
import { gateModule, GATE_TYPES, type Gate, type UnsupportedGate } from '../../../domain/configuration/controller/gate';
import type { GateBase, GateInput, GateOutput } from '../../../domain/configuration/controller/gate-base';
import type { Codec } from '../codec';
import { entity, type FieldTable } from '../entity';
import { implied, notInDocument, optional, withDefault } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { derivedGuid, guidIdentifier, guidReference } from '../special-values';
import { text, typeTag } from '../values';
import { gateFieldCodec } from './gate-fields.codec';
import { withStableIdentity } from './gate-identity.codec';
import { ioCodec, ioFields, linkCodec } from './io.codec';
import { storeReferenceCodec } from './parameters.codec';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

/**
 * `<input><link-id>…</link-id></input>`: the guid of the io that drives it, `<link-id/>` when unconnected.
 * A template's inputs also carry the io's `identifier` (what its nested gates name) and `name`;
 * the io's other fields, when written, are kept in place as the document has them.
 */
const gateInputCodec = entity<GateInput>('GateInput', { id: optional(guidIdentifier()), name: optional(text()), linkId: guidReference() });

/** A gate's output io; a template's output also names what drives it from inside (`link-id`). */
const gateOutputCodec = entity<GateOutput>('GateOutput', { ...ioFields, linkId: optional(guidReference()) });

/**
 * What every gate writes after its `<type>`: identifier, name, inputs, outputs.
 * The specification lists only a gate's inputs and outputs: a gate without
 * `<identifier>` reads one derived from its place here, which `gateCodec`
 * replaces by a stable one (gate-identity.codec.ts); one without `<name>` reads ''.
 */
const gateBase: FieldTable<GateBase> = {
  id: withDefault(guidIdentifier(), derivedGuid), name: withDefault(text(), ''),
  inputs: list('input', gateInputCodec), outputs: list('output', gateOutputCodec, { key: byId }),
};

/** Gates by `<type>`; each type registers once ('gate with type already registered'). */
export const gateRegistry = new TypeRegistry<Gate>('gate');

/** A gate of a type nobody registered: kept unchanged, its ios still known to the links. */
const unsupportedGate = entity<UnsupportedGate>('UnsupportedGate', { type: text(), ...gateBase, unsupported: implied(true as const), payload: notInDocument() });

/** Any gate, nested ones included (template gates hold gates); one without `<identifier>` keeps a stable identity (gate-identity.codec.ts). */
export const gateCodec = withStableIdentity(polymorphic(gateRegistry, unsupportedGate));

/** `alert-mail` → `AlertMailGate`: the model a conversion error names. */
const modelName = (type: string): string => `${type.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Gate`;

/**
 * The codec of a gate type, from its module (gates/*.gate.ts): `<type>`, the
 * common fields, then the module's own fields in its order. The module's
 * field specs are typed against its gate, so the table is whole.
 */
function moduleCodec(type: (typeof GATE_TYPES)[number]): Codec<Gate> {
  const own = Object.fromEntries(Object.entries(gateModule(type).fields).map(([key, spec]) => [key, gateFieldCodec(spec, gateCodec)]));
  return entity<Gate>(modelName(type), { type: typeTag(type), ...gateBase, ...own } as unknown as FieldTable<Gate>);
}

for (const type of GATE_TYPES) gateRegistry.register(type, moduleCodec(type));

export const controllerCodec = entity<Controller>('Controller', {
  id: guidIdentifier(), gates: list('gate', gateCodec, { key: byId }), links: list('link', linkCodec, { key: byId }),
  io0: ioCodec, io1: ioCodec, io0a: ioCodec, store: storeReferenceCodec,
});
