import type { Guid, GuidGenerator } from '../guid';
import { generateGuid } from '../guid';
import { createIo, IoFlag, type Io } from '../io';
import type { Link } from '../link';
import type { StoreReference } from '../store';
import type { Gate } from './gate';

/**
 * The logic controller: gates, the links between them, and three built-in
 * signals (io0 always off, io1 always on, io0a the analogue zero).
 */
export interface Controller {
  readonly id: Guid;
  readonly gates: readonly Gate[];
  readonly links: readonly Link[];
  readonly io0: Io;
  readonly io1: Io;
  readonly io0a: Io;
  readonly store: StoreReference;
}

export function createController(fields: Partial<Controller> = {}, newGuid: GuidGenerator = generateGuid): Controller {
  const signal = (name: string, logic = true): Io => createIo({ name, typeName: 'input', ownerName: 'controller', logic, flags: IoFlag.virtual }, newGuid);
  return {
    id: fields.id ?? newGuid(),
    gates: [],
    links: [],
    io0: fields.io0 ?? signal('Always off'),
    io1: fields.io1 ?? signal('Always on'),
    io0a: fields.io0a ?? signal('Zero', false),
    store: { use: false },
    ...fields,
  };
}

export function addGate(controller: Controller, gate: Gate): Controller {
  return { ...controller, gates: [...controller.gates, gate] };
}
