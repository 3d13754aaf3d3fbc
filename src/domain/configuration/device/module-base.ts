import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import type { Io } from '../io';
import type { StoreReference } from '../store';

/** Module `type` discriminators, as written in `<type>` (kebab-case). */
export const MODULE_TYPES = ['video', 'network-video', 'audio', 'audio-in', 'audio-out', 'io', 'sip-audio', 'control-panel', 'ptz'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Fields every device module carries. */
export interface ModuleBase {
  readonly id: Guid;
  readonly name: string;
  readonly store: StoreReference;
  /** The io that reports the module's connection state; null when the device gives none. */
  readonly ioConnection: Io | null;
}

export function createModuleBase(fields: Partial<ModuleBase>, newGuid: GuidGenerator = generateGuid): ModuleBase {
  return {
    id: fields.id ?? newGuid(),
    name: fields.name ?? '',
    store: fields.store ?? { use: false },
    ioConnection: fields.ioConnection ?? null,
  };
}
