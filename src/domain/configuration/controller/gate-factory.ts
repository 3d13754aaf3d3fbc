import { generateGuid, type GuidGenerator } from '../guid';
import { createGateOutput, unconnectedInput } from './gate-base';
import { gateModule, GATE_TYPES, type GateType, type KnownGate } from './gate';

type Narrow<G, T> = G extends { readonly type: infer U } ? (T extends U ? Omit<G, 'type'> & { readonly type: T } : never) : never;

/** The known gate of one type. */
export type GateOf<T extends GateType> = Narrow<KnownGate, T>;

/** Inputs and outputs a new gate starts with, by type (each module's `ports`). */
export const GATE_ARITY: Readonly<Record<GateType, { readonly inputs: number; readonly outputs: number }>> = Object.fromEntries(
  GATE_TYPES.map((type) => [type, { inputs: gateModule(type).ports.inputs, outputs: gateModule(type).ports.outputs }]),
) as Record<GateType, { inputs: number; outputs: number }>;

/** A field's first value, a copy where it is a list or a record, so that no two gates share one. */
const fresh = (value: unknown): unknown => (typeof value === 'object' && value !== null ? structuredClone(value) : value);

/** The type's own fields with their first values (section 9's defaults for alerts); an optional field is left out. */
function ownDefaults(type: GateType): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(gateModule(type).fields)) if (spec.initial !== undefined) defaults[key] = fresh(spec.initial);
  return defaults;
}

/** A new gate of the type with every default; `fields` overrides any of them. */
export function createGate<T extends GateType>(type: T, fields: Partial<Omit<GateOf<T>, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): GateOf<T> {
  const name = (fields as { name?: string }).name ?? type;
  const { ports } = gateModule(type);
  const base = {
    id: (fields as { id?: string }).id ?? newGuid(),
    name,
    inputs: Array.from({ length: ports.inputs }, unconnectedInput),
    outputs: Array.from({ length: ports.outputs }, (_, index) =>
      createGateOutput(name, newGuid, ports.outputs > 1 ? `${name} ${index + 1}` : name, ports.gives !== 'analog'),
    ),
  };
  return { ...base, ...ownDefaults(type), ...fields, type } as unknown as GateOf<T>;
}
