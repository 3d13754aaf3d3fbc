import type { Configuration } from '../configuration/configuration';
import { isCompositeGate, type Gate } from '../configuration/controller/gate';
import { identifierPlaces } from './cross-site-items';

/** Every field that holds an identifier, its own or another item's (a video, a receiver, an FTP client, a signal, a store, a group). */
const ID_KEYS = new Set(['id', 'linkId', 'gateIdentifier', 'videoIdentifier', 'monitoringIdentifier', 'ftpIdentifier', 'streamId', 'group']);

/** The value with every identifier field renamed through `map` (others kept); `outside` renames what the map does not know. */
export function renameIds<T>(value: T, map: ReadonlyMap<string, string>, outside: (id: string) => string = (id) => id): T {
  const walk = (current: unknown): unknown => {
    if (Array.isArray(current)) return current.map(walk);
    if (current === null || typeof current !== 'object' || current instanceof Uint8Array) return current;
    const record = current as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, field]) => [key, ID_KEYS.has(key) && typeof field === 'string' && field !== '' ? (map.get(field) ?? outside(field)) : walk(field)]),
    );
  };
  return walk(value) as T;
}

/** The identifiers a gate (and what it holds) owns: itself, its outputs, a template's inputs and nested gates. */
export function ownIds(gate: Gate, into: Set<string> = new Set()): Set<string> {
  into.add(gate.id);
  for (const output of gate.outputs) into.add(output.id);
  for (const input of gate.inputs) if (input.id) into.add(input.id);
  if (isCompositeGate(gate)) for (const inner of gate.gates) ownIds(inner, into);
  return into;
}

/**
 * Which of b's identifiers stand for which of a's: those whose owners sit at
 * the same place in both documents, places being named by the items' names
 * (the n-th of a name for the n-th) rather than their identifiers
 * (`identifierPlaces`): stores, groups and users, devices and every module
 * and io in them, filters, calendars, gates (and inside templates), the
 * controller's signals, receivers, FTP clients, contacts, servers, accesses.
 */
export function alignmentMap(a: Configuration, b: Configuration): ReadonlyMap<string, string> {
  const idOfPlace = new Map<string, string>();
  for (const [id, place] of identifierPlaces(a)) if (!idOfPlace.has(place)) idOfPlace.set(place, id);
  const idsOfA = new Set(idOfPlace.values());
  const map = new Map<string, string>();
  for (const [id, place] of identifierPlaces(b)) {
    const mine = idOfPlace.get(place);
    if (mine !== undefined) {
      if (mine !== id) map.set(id, mine);
    } else if (idsOfA.has(id)) {
      // b's own item whose identifier a happens to use for something else: kept apart.
      map.set(id, `${id}~b`);
    }
  }
  return map;
}
