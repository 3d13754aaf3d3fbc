import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';

/** The codec's corrupted entities, whether it reports them as paths or with their reasons. */
export function corruptedEntities(list: readonly (string | CorruptedEntity)[]): CorruptedEntity[] {
  return list.map((entry) => (typeof entry === 'string' ? { path: entry, code: 'CONFIG.FROM_XML', reason: '' } : entry));
}
