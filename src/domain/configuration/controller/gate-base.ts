import type { Guid } from '../guid';
import { createIo, IoDirection, IoFlag, type Io } from '../io';
import type { GuidGenerator } from '../guid';

/**
 * A gate input: `linkId` is the guid of the io (or gate output) that drives
 * it, '' when unconnected. The specification makes a gate input an io with a
 * link id; the appliance writes the io's fields (`identifier`, `name`, …) on a
 * template's inputs, because its nested gates read them by that identifier.
 * Only the two that matter to the model are read; the rest is kept as written.
 */
export interface GateInput {
  readonly id?: Guid;
  readonly name?: string;
  readonly linkId: Guid;
}

/**
 * A gate's own signal. A template's (or custom gate's) output is driven from
 * inside: `linkId` names the nested gate output or template input it carries.
 */
export interface GateOutput extends Io {
  readonly linkId?: Guid;
}

/** What every gate has, whatever its type: `type`, identifier, name, inputs and outputs. */
export interface GateBase {
  readonly id: Guid;
  readonly name: string;
  readonly inputs: readonly GateInput[];
  /** The gate's own signals, which other gates' inputs and links refer to by guid. */
  readonly outputs: readonly GateOutput[];
}

export function unconnectedInput(): GateInput {
  return { linkId: '' };
}

/** A gate output: a virtual logic (or analogue) output owned by the gate. */
export function createGateOutput(gateName: string, newGuid: GuidGenerator, name = gateName, logic = true): Io {
  return createIo({ name, typeName: 'output', ownerName: gateName, logic, direction: IoDirection.output, flags: IoFlag.virtual }, newGuid);
}
