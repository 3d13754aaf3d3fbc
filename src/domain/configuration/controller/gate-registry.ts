import { TypeRegistry } from '../../shared/type-registry';
import { generateGuid, type GuidGenerator } from '../guid';
import { GateTypeRegisteredError } from './controller-errors';
import { gateModule, GATE_TYPES, type Gate } from './gate';
import { createGate } from './gate-factory';
import type { GateFamily } from './gates/gate-module';

export type { GateFamily } from './gates/gate-module';

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

/** A registry holding every gate type of the gate table, each in its module's family. */
export function createGateTypeRegistry(): GateTypeRegistry {
  const registry = new GateTypeRegistry();
  for (const type of GATE_TYPES) registry.register({ type, family: gateModule(type).family, create: (newGuid) => createGate(type, {}, newGuid) });
  return registry;
}
