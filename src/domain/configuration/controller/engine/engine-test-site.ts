import { createAccess } from '../../access';
import type { Calendar } from '../../calendar';
import { createConfiguration, type Configuration } from '../../configuration';
import type { Contact } from '../../contact';
import { createIo, IoFlag } from '../../io';
import { createController } from '../controller';
import { createGate, type GateOf } from '../gate-factory';
import type { Gate, GateType } from '../gate';
import type { GateInput } from '../gate-base';
import type { Link } from '../../link';

/** Test helpers: a configuration whose inputs are accesses named as asked, gates wired by guid. */
export function guids(prefix = '1'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export interface TestSite {
  readonly configuration: Configuration;
  /** The guid of an input io by its name. */
  readonly io: (name: string) => string;
}

export function wire(...linkIds: string[]): GateInput[] {
  return linkIds.map((linkId) => ({ linkId }));
}

export function testSite(
  inputs: readonly (string | { name: string; flags?: number; logic?: boolean })[],
  gates: (io: (name: string) => string, newGuid: () => string) => Gate[],
  extra: { calendars?: Calendar[]; contacts?: Contact[]; links?: (gates: readonly Gate[]) => Link[] } = {},
): TestSite {
  const newGuid = guids();
  const accesses = inputs.map((input) => {
    const { name, flags = 0, logic = true } = typeof input === 'string' ? { name: input } : input;
    return createAccess({ io: createIo({ name, typeName: 'access', ownerName: name, logic, flags }, newGuid) }, newGuid);
  });
  const byName = (name: string): string => {
    const found = accesses.find((access) => access.io.name === name) ?? extra.calendars?.find((calendar) => calendar.name === name);
    if (!found) throw new Error(`no input ${name}`);
    return found.io.id;
  };
  const controller = createController({}, newGuid);
  const made = gates(byName, newGuid);
  const configuration = createConfiguration({
    accesses,
    calendars: extra.calendars ?? [],
    contacts: extra.contacts ?? [],
    controller: { ...controller, gates: made, links: extra.links?.(made) ?? [] },
  }, newGuid);
  return { configuration, io: byName };
}

/** A gate of the type, named, reading the given guids. */
export function gate<T extends GateType>(type: T, name: string, newGuid: () => string, inputs: string[], fields: Partial<Omit<GateOf<T>, 'type'>> = {}): GateOf<T> {
  const created = createGate(type, { name, ...fields }, newGuid);
  // A counter that counts (not logical) drives an analogue output: the value on an output follows its io's logic flag.
  const counting = type === 'counter' && (fields as { logical?: boolean }).logical === false;
  const made = counting ? { ...created, outputs: created.outputs.map((output) => ({ ...output, logic: false })) } : created;
  return { ...made, inputs: inputs.length > 0 || type === 'clock' || type === 'constant' || type === 'ping' ? wire(...inputs) : made.inputs };
}

export const NORMALLY_CLOSED = IoFlag.normallyClosed;
export const MONOSTABLE = IoFlag.monostable;
