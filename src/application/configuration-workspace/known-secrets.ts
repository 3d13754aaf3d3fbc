import { identifiedLists, isRecord, itemId, modelEquals } from '../../domain/configuration/model-diff';

function isEncrypted(value: unknown): value is { readonly value: string; readonly crypted: true } {
  return typeof value === 'object' && value !== null && (value as { crypted?: unknown }).crypted === true && typeof (value as { value?: unknown }).value === 'string';
}

function counterpart(list: unknown, item: unknown, index: number, byId: boolean): unknown {
  if (!Array.isArray(list)) return undefined;
  if (!byId) return list[index];
  const id = itemId(item);
  return list.find((candidate) => itemId(candidate) === id);
}

/**
 * A file's model with every encrypted secret the appliance holds with the
 * very same ciphertext replaced by the loaded (clear) value: a file
 * downloaded from this appliance then uploaded shows no password as changed.
 * `stored` is the appliance's document as stored (encrypted), `loaded` the
 * same document read uncrypted. A ciphertext the appliance does not hold at
 * that place stays as it is (written back encrypted, as in the file).
 */
export function withKnownSecrets<T>(file: T, stored: unknown, loaded: unknown): T {
  return walk(file, stored, loaded) as T;
}

function walk(file: unknown, stored: unknown, loaded: unknown): unknown {
  if (isEncrypted(file)) {
    const clear = loaded as { value?: unknown; crypted?: unknown } | undefined;
    return modelEquals(file, stored) && clear && clear.crypted === false && typeof clear.value === 'string' ? loaded : file;
  }
  if (Array.isArray(file)) {
    const byId = Array.isArray(stored) && Array.isArray(loaded) && identifiedLists(file, stored, loaded);
    const out = file.map((item, index) => walk(item, counterpart(stored, item, index, byId), counterpart(loaded, item, index, byId)));
    return out.every((item, index) => item === file[index]) ? file : out;
  }
  if (!isRecord(file)) return file;
  const storedRecord = isRecord(stored) ? stored : {};
  const loadedRecord = isRecord(loaded) ? loaded : {};
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(file)) {
    out[key] = walk(value, storedRecord[key], loadedRecord[key]);
    if (out[key] !== value) changed = true;
  }
  return changed ? out : file;
}
