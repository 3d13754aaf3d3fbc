import type { Guid } from '../guid';

/** A setting of a nested gate exposed by a template: `gateIdentifier` is that gate's guid. */
export interface GateParameter {
  readonly gateIdentifier: Guid;
  readonly name: string;
  readonly value: string | number;
  readonly optional: boolean;
}

export function createGateParameter(gateIdentifier: Guid, name: string, value: string | number, optional = false): GateParameter {
  return { gateIdentifier, name, value, optional };
}
