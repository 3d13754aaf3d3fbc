import type { CorruptedEntity } from '../configuration/configuration-codec.port';

/** The guid an entity's element names as its own (its first `<identifier>`), when it has one. */
function ownIdentifier(xml: string | undefined): string | undefined {
  return xml ? /<identifier(?:\s[^>]*)?>([^<]+)<\/identifier>/.exec(xml)?.[1]?.trim() : undefined;
}

/**
 * Keys of the items the draft's document holds unreadable: `id:<guid>` for
 * one whose element names its identifier, else `name:<list>:<name>`. A change
 * that "removes" one of them from the model (an uploaded file whose copy of a
 * device cannot be read) does not remove it from the document, which keeps
 * its element as written: the review says so instead of "removed".
 */
export function unreadableKeys(corrupted: readonly CorruptedEntity[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const entity of corrupted) {
    const id = ownIdentifier(entity.xml);
    if (id) keys.add(`id:${id}`);
    else if (entity.name) keys.add(`name:${String(entity.at[0] ?? '')}:${entity.name}`);
  }
  return keys;
}

/** Whether a change removes from the model an item the document keeps unreadable (`unreadableKeys`). */
export function removesUnreadable(change: { readonly kind: string; readonly path: readonly unknown[]; readonly before?: unknown }, keys: ReadonlySet<string>): boolean {
  if (change.kind !== 'removed' || typeof change.before !== 'object' || change.before === null) return false;
  const { id, name } = change.before as { readonly id?: unknown; readonly name?: unknown };
  return (typeof id === 'string' && keys.has(`id:${id}`)) || (typeof name === 'string' && keys.has(`name:${String(change.path[0])}:${name}`));
}
