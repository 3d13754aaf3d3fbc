import type { Guid } from '../guid';
import { createIo, IoDirection, IoFlag, type Io } from '../io';
import type { GuidGenerator } from '../guid';

/** A gate input: `linkId` is the guid of the io (or gate output) that drives it, '' when unconnected. */
export interface GateInput {
  readonly linkId: Guid;
}

/** What every gate has, whatever its type: `type`, identifier, name, inputs and outputs. */
export interface GateBase {
  readonly id: Guid;
  readonly name: string;
  readonly inputs: readonly GateInput[];
  /** The gate's own signals, which other gates' inputs and links refer to by guid. */
  readonly outputs: readonly Io[];
}

export function unconnectedInput(): GateInput {
  return { linkId: '' };
}

/** A gate output: a virtual logic (or analogue) output owned by the gate. */
export function createGateOutput(gateName: string, newGuid: GuidGenerator, name = gateName, logic = true): Io {
  return createIo({ name, typeName: 'output', ownerName: gateName, logic, direction: IoDirection.output, flags: IoFlag.virtual }, newGuid);
}
