import type { Configuration } from '../configuration';
import type { GateBase } from '../controller/gate-base';
import { deviceIos, type Device } from '../device/device';
import { valueAt, type ModelPath } from '../model-path';
import type { UserGroup } from '../user-group';

/**
 * What a search entry names: a kind of entity (`device`, `contact`), a
 * thing one holds (`stream`, `user`), a `page` or a `setting`. The console
 * derives its kinds from its entity descriptors and maps each to the page
 * that edits it.
 */
export type SearchKind = string;

/** One named thing of the search: its name as written, and that name normalised once, when the index is built. */
export interface SearchEntry {
  readonly kind: SearchKind;
  readonly name: string;
  /** `normaliseSearchText(name)`. */
  readonly normalised: string;
  /** The item's id (for a page or a setting: the page's path). */
  readonly id: string;
  /**
   * The item that opens it: the device of a stream or an io, the group of a
   * user, the page of a setting, the top-level gate holding a nested gate;
   * the item itself otherwise.
   */
  readonly ownerId: string;
  /** What the entry belongs to, shown beside its name (a stream's device, a user's group, a setting's page). */
  readonly context?: string;
}

/** Lower case without accents: 'entree' finds 'Entrée', 'CAM' finds 'caméra'. */
function normaliseSearchText(text: string): string {
  // Most names are plain ASCII: no decomposition needed.
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An entry of `kind` for `name`, normalised now. */
export function searchEntry(kind: SearchKind, name: string, id: string, ownerId: string = id, context?: string): SearchEntry {
  return { kind, name, normalised: normaliseSearchText(name), id, ownerId, ...(context === undefined ? {} : { context }) };
}

/** A named thing an item holds: it opens the item, listed under the item's name unless it says its own `context` (undefined: none). */
export interface SearchHeld {
  readonly kind: SearchKind;
  readonly name: string;
  readonly id: string;
  readonly context?: string | undefined;
}

/** A device's named streams and ios. */
export function deviceHolds(device: Device): SearchHeld[] {
  return [...device.videos.map((video) => ({ kind: 'stream', name: video.name, id: video.id })), ...deviceIos(device).map((io) => ({ kind: 'io', name: io.name, id: io.id }))];
}

/** A group's users. */
export function groupHolds(group: UserGroup): SearchHeld[] {
  return group.users.map((user) => ({ kind: 'user', name: user.name, id: user.id }));
}

/** The gates a gate holds, at every depth, each listed under the nearest named gate holding it. */
export function gateHolds(gate: GateBase, parent: string | undefined = gate.name || undefined): SearchHeld[] {
  const nested = (gate as { readonly gates?: readonly GateBase[] }).gates;
  if (!Array.isArray(nested)) return [];
  return nested.flatMap((inner) => [...(inner.name ? [{ kind: 'gate', name: inner.name, id: inner.id, context: parent }] : []), ...gateHolds(inner, inner.name || parent)]);
}

/** Where one kind's items are, and what each holds that is found too. */
export interface SearchSource {
  readonly kind: SearchKind;
  /** The model path of the list its items are in (`['contacts']`, `['parameters', 'stores']`). */
  readonly list: ModelPath;
  within?(item: unknown): readonly SearchHeld[];
}

/**
 * Every named thing of a configuration, in the order of the sources (the
 * console's page table): each source's items by their `name`, each
 * followed by what it holds. Unnamed items are left out. Built once per
 * configuration (the console memoises it per draft), never per keystroke.
 */
export function buildSearchIndex(configuration: Configuration, sources: readonly SearchSource[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const source of sources) {
    const items = valueAt(configuration, source.list);
    if (!Array.isArray(items)) continue;
    for (const item of items as readonly { readonly id?: unknown; readonly name?: unknown }[]) {
      if (typeof item.id !== 'string') continue;
      const name = typeof item.name === 'string' ? item.name : '';
      if (name !== '') entries.push(searchEntry(source.kind, name, item.id));
      for (const held of source.within?.(item) ?? []) {
        if (held.name !== '') entries.push(searchEntry(held.kind, held.name, held.id, item.id, 'context' in held ? held.context : name));
      }
    }
  }
  return entries;
}

/** One result: the entry and where the query matched in its normalised name. */
export interface SearchHit {
  readonly entry: SearchEntry;
  readonly start: number;
  readonly end: number;
}

export interface SearchResults {
  /** At most `limit` hits: names that start with the query first, then a word that does, then the rest, each in index order. */
  readonly hits: readonly SearchHit[];
  /** How many entries match in all. */
  readonly total: number;
}

const WORD_START = /[^\p{L}\p{N}]/u;

/**
 * The entries whose normalised name contains the normalised query (a
 * substring, accents and case ignored). One pass over the index, no sort:
 * fast enough per keystroke on 50,000 entries.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 50): SearchResults {
  const needle = normaliseSearchText(query.trim());
  if (needle === '') return { hits: [], total: 0 };
  const buckets: SearchHit[][] = [[], [], []];
  let total = 0;
  for (const entry of entries) {
    const start = entry.normalised.indexOf(needle);
    if (start < 0) continue;
    total++;
    const rank = start === 0 ? 0 : WORD_START.test(entry.normalised[start - 1]!) ? 1 : 2;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push({ entry, start, end: start + needle.length });
  }
  return { hits: buckets.flat().slice(0, limit), total };
}

/**
 * The part of `name` (as written) that the hit matched, as [before, matched,
 * after]: the normalised offsets mapped back through each character's own
 * normalisation, so that 'Entrée' shows 'trée' matched for 'tree'.
 */
export function matchedParts(name: string, start: number, end: number): readonly [string, string, string] {
  let normalisedLength = 0;
  let from = -1;
  let to = -1;
  let offset = 0;
  for (const character of name) {
    if (from < 0 && normalisedLength >= start) from = offset;
    normalisedLength += normaliseSearchText(character).length;
    offset += character.length;
    if (to < 0 && normalisedLength >= end) to = offset;
  }
  if (from < 0 || to < 0 || to < from) return [name, '', ''];
  // Combining marks after the match belong to its last letter.
  while (to < name.length && /\p{M}/u.test(name[to]!)) to++;
  return [name.slice(0, from), name.slice(from, to), name.slice(to)];
}
