import { TypeRegistry } from '../../shared/type-registry';
import { generateGuid, type GuidGenerator } from '../guid';
import { ALERT_GATE_TYPES } from './alert-gates';
import { ANALOG_GATE_TYPES } from './analog-gates';
import { GateTypeRegisteredError } from './controller-errors';
import { GATE_TYPES, TEMPLATE_GATE_TYPES, type Gate, type GateType } from './gate';
import { createGate } from './gate-factory';

/** The families the console groups gates by. */
export type GateFamily = 'logic' | 'analog' | 'template' | 'alert';

/** How to make a new gate of one type. */
export interface GateTypeEntry {
  readonly type: string;
  readonly family: GateFamily;
  readonly create: (newGuid: GuidGenerator) => Gate;
}

/** The gate types the console offers. Each type is registered once ('gate with type already registered'). */
export class GateTypeRegistry extends TypeRegistry<string, GateTypeEntry> {
  constructor() {
    super((type) => new GateTypeRegisteredError(type));
  }

  /** Registered types, in registration order. */
  types(family?: GateFamily): string[] {
    return [...this.entries.values()].filter((entry) => family === undefined || entry.family === family).map((entry) => entry.type);
  }

  /** A new gate of a registered type; undefined for a type not registered. */
  create(type: string, newGuid: GuidGenerator = generateGuid): Gate | undefined {
    return this.entries.get(type)?.create(newGuid);
  }
}

function familyOf(type: GateType): GateFamily {
  if ((ALERT_GATE_TYPES as readonly string[]).includes(type)) return 'alert';
  if ((TEMPLATE_GATE_TYPES as readonly string[]).includes(type)) return 'template';
  if ((ANALOG_GATE_TYPES as readonly string[]).includes(type)) return 'analog';
  return 'logic';
}

/** A registry holding every gate type of the specification. */
export function createGateTypeRegistry(): GateTypeRegistry {
  const registry = new GateTypeRegistry();
  for (const type of GATE_TYPES) registry.register({ type, family: familyOf(type), create: (newGuid) => createGate(type, {}, newGuid) });
  return registry;
}
