import type { ModelChange } from '../../domain/configuration/model-change';
import { isRecord } from '../../domain/configuration/model-diff';
import type { ModelPath, PathStep } from '../../domain/configuration/model-path';
import type { StoredChange } from '../ports/draft-store.port';

/** Field names whose values are secrets whatever their type (a password, the HTTPS certificate and its key, any credential). */
const SENSITIVE_KEY = /password|passphrase|secret|certificate|credential|private-?key|token/i;

/** A `{ value, crypted }` secret as the model holds passwords. */
function isCryptedString(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isRecord(value) && 'crypted' in value && 'value' in value;
}

function sensitiveKey(step: PathStep | undefined): boolean {
  return typeof step === 'string' && SENSITIVE_KEY.test(step);
}

/** What stands in for a blanked secret: an empty plain value, or null for anything else (a certificate's bytes). */
function blank(value: unknown): unknown {
  return isCryptedString(value) ? { value: '', crypted: false } : null;
}

/** `value` with every secret inside blanked, and the relative paths of what was blanked. */
function scrub(value: unknown, at: PathStep[], found: ModelPath[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isCryptedString(value) || (sensitiveKey(at.at(-1)) && value !== null)) {
    found.push([...at]);
    return blank(value);
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      at.push(index);
      const next = scrub(item, at, found);
      at.pop();
      return next;
    });
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    at.push(key);
    if (sensitiveKey(key) && field !== null && field !== undefined && field !== '') {
      found.push([...at]);
      out[key] = blank(field);
    } else {
      out[key] = scrub(field, at, found);
    }
    at.pop();
  }
  return out;
}

/** True when the change's own value is a secret: it is kept as a marker, without value. */
function sensitiveChange(change: ModelChange): boolean {
  if (change.kind !== 'changed') return false;
  return sensitiveKey(change.path.at(-1)) || isCryptedString(change.before) || isCryptedString(change.after);
}

/**
 * A change as it may be written to the browser's storage: a secret's change
 * keeps its path with `sensitive: true` and no value; a value holding secrets
 * (a new user, a new device) is kept with each secret blanked, and
 * `sensitivePaths` name them (relative to the change's path).
 */
export function withoutSecrets(change: ModelChange): StoredChange {
  if (sensitiveChange(change)) return { kind: change.kind, path: change.path, sensitive: true };
  const found: ModelPath[] = [];
  const stored: { -readonly [K in keyof StoredChange]: StoredChange[K] } = { kind: change.kind, path: change.path };
  if ('before' in change) stored.before = scrub(change.before, [], []);
  if ('after' in change) stored.after = scrub(change.after, [], found);
  if (found.length > 0) stored.sensitivePaths = found;
  return stored;
}

/** `value` as `withoutSecrets` would store it (to compare a stored `before` with the live value it stands for). */
export function scrubbed(value: unknown): unknown {
  return scrub(value, [], []);
}
