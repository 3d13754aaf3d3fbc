import type { Configuration } from '../configuration';
import type { GateBase } from '../controller/gate-base';
import type { Device } from '../device/device';
import { deviceIoPlaces, type IoPlace } from '../device/io-place';
import { valueAt, type ModelPath } from '../model-path';
import type { UserGroup } from '../user-group';
import { findWords, matchedRanges, normaliseSearchText, queryWords } from './text-match';

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
  /** A stream's place in its device (from 0), which tells apart the streams of a channel that share its name. */
  readonly place?: { readonly channel: number; readonly stream: number };
  /** What else tells an item apart from another of the same name (a device's model and address). */
  readonly detail?: string;
  /** Where an io is on its device: an input, an output, a module's connection, the device's connection state. */
  readonly ioPlace?: IoPlace;
}

/** What tells apart two entries of one name, besides their context. */
export type EntryPlace = Pick<SearchEntry, 'place' | 'detail' | 'ioPlace'>;

/** An entry of `kind` for `name`, normalised now. */
export function searchEntry(kind: SearchKind, name: string, id: string, ownerId: string = id, context?: string, more: EntryPlace = {}): SearchEntry {
  return { kind, name, normalised: normaliseSearchText(name), id, ownerId, ...(context === undefined ? {} : { context }), ...more };
}

/** A named thing an item holds: it opens the item, listed under the item's name unless it says its own `context` (undefined: none). */
export interface SearchHeld {
  readonly kind: SearchKind;
  readonly name: string;
  readonly id: string;
  readonly context?: string | undefined;
  /** A stream's place in its device. */
  readonly place?: SearchEntry['place'];
  /** An io's place on its device. */
  readonly ioPlace?: IoPlace;
}

/** A device's named streams (with their channel and stream) and ios (with their place). */
export function deviceHolds(device: Device): SearchHeld[] {
  return [
    ...device.videos.map((video) => ({ kind: 'stream', name: video.name, id: video.id, place: { channel: video.channel, stream: video.stream } })),
    ...deviceIoPlaces(device).map(({ io, place }) => ({ kind: 'io', name: io.name, id: io.id, ioPlace: place })),
  ];
}

/** Model and address, what tells apart two devices of one name. */
export function deviceDetail(device: Device): string | undefined {
  const detail = [device.typename, device.address].filter((part) => part.trim() !== '').join(' · ');
  return detail === '' ? undefined : detail;
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
  /** What tells an item apart from another of the same name (a device's model and address). */
  detail?(item: unknown): string | undefined;
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
      const detail = source.detail?.(item);
      if (name !== '') entries.push(searchEntry(source.kind, name, item.id, item.id, undefined, detail === undefined ? {} : { detail }));
      for (const held of source.within?.(item) ?? []) {
        if (held.name === '') continue;
        const more: EntryPlace = { ...(held.place ? { place: held.place } : {}), ...(held.ioPlace ? { ioPlace: held.ioPlace } : {}) };
        entries.push(searchEntry(held.kind, held.name, held.id, item.id, 'context' in held ? held.context : name, more));
      }
    }
  }
  return entries;
}

/** One result: the entry and where the query's words matched in its normalised name ([start, end), in order). */
export interface SearchHit {
  readonly entry: SearchEntry;
  readonly ranges: readonly (readonly [number, number])[];
}

export interface SearchResults {
  /**
   * At most `limit` hits, best first, each rank in index order: the query as
   * typed at the start of the name, then at the start of a word, then
   * anywhere; then names holding every word at the start of a word, then
   * anywhere.
   */
  readonly hits: readonly SearchHit[];
  /** How many entries match in all. */
  readonly total: number;
}

const WORD_START = /[^\p{L}\p{N}]/u;
const RANKS = 5;

function atWordStart(text: string, start: number): boolean {
  return start === 0 || WORD_START.test(text[start - 1]!);
}

/** The rank of a match (0 best), from the whole query's place and each word's. */
function rankOf(normalised: string, phrase: string, starts: readonly number[]): number {
  const at = normalised.indexOf(phrase);
  if (at === 0) return 0;
  if (at > 0) return atWordStart(normalised, at) ? 1 : 2;
  return starts.every((start) => atWordStart(normalised, start)) ? 3 : 4;
}

/**
 * The entries whose normalised name holds every word of the normalised query
 * (textMatch's rule: inside words too, in any order, accents and case
 * ignored). One pass over the index, no sort: fast enough per keystroke on
 * 50,000 entries.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 50): SearchResults {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const buckets: SearchHit[][] = Array.from({ length: RANKS }, () => []);
  let total = 0;
  if (words.length === 1) {
    // One word, the common case while typing: one indexOf per entry.
    const word = words[0]!;
    for (const entry of entries) {
      const at = entry.normalised.indexOf(word);
      if (at < 0) continue;
      total++;
      const bucket = buckets[at === 0 ? 0 : atWordStart(entry.normalised, at) ? 1 : 2]!;
      if (bucket.length < limit) bucket.push({ entry, ranges: [[at, at + word.length]] });
    }
  } else {
    // The query as typed (queryWords puts the longest word first).
    const phrase = normaliseSearchText(query.trim()).replace(/\s+/gu, ' ');
    for (const entry of entries) {
      const starts = findWords(entry.normalised, words);
      if (!starts) continue;
      total++;
      const bucket = buckets[rankOf(entry.normalised, phrase, starts)]!;
      if (bucket.length < limit) bucket.push({ entry, ranges: matchedRanges(starts, words) });
    }
  }
  return { hits: buckets.flat().slice(0, limit), total };
}

/** One piece of a name as written: matched by the query or not. */
export interface NamePart {
  readonly text: string;
  readonly matched: boolean;
}

/**
 * `name` (as written) cut into matched and unmatched pieces: the normalised
 * ranges mapped back through each character's own normalisation, so that
 * 'Entrée' shows 'trée' matched for 'tree'.
 */
export function matchedParts(name: string, ranges: readonly (readonly [number, number])[]): NamePart[] {
  // The offset in `name` where each normalised offset begins, and the end.
  const offsets: number[] = [];
  let offset = 0;
  for (const character of name) {
    const length = normaliseSearchText(character).length;
    for (let count = 0; count < length; count++) offsets.push(offset);
    offset += character.length;
  }
  offsets.push(name.length);
  const parts: NamePart[] = [];
  let done = 0;
  for (const [start, end] of ranges) {
    if (start >= offsets.length - 1 || end > offsets.length - 1 || end <= start) continue;
    const from = Math.max(done, offsets[start]!);
    let to = end < offsets.length - 1 ? offsets[end]! : name.length;
    // Combining marks after the match belong to its last letter.
    while (to < name.length && /\p{M}/u.test(name[to]!)) to++;
    if (to <= from) continue;
    if (from > done) parts.push({ text: name.slice(done, from), matched: false });
    parts.push({ text: name.slice(from, to), matched: true });
    done = to;
  }
  if (done < name.length || parts.length === 0) parts.push({ text: name.slice(done), matched: false });
  return parts;
}
