import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { COPY_KINDS, namedItems, type ItemRef } from '../../domain/fleet/cross-site-items';
import { compareSites } from '../../domain/fleet/site-comparison';
import type { FleetAudit } from './fleet-audit';
import { FleetError } from './fleet-errors';
import type { SignedIn } from './operator-directory';
import type { SiteDocuments } from './site-documents';

/** A site as a comparison or a copy names it. */
export interface NamedSite {
  readonly id: string;
  readonly name: string;
  readonly signature: string;
}

/** Two sites compared (docs/fleet.md, "Compare two sites"): the changes from a to b, and the two sides they are paths in. */
export interface SitesCompared {
  readonly a: NamedSite;
  readonly b: NamedSite;
  readonly changes: readonly ModelChange[];
  readonly before: Configuration;
  readonly after: Configuration;
}

/** A password emptied, as text or as the model's `{value, crypted}`. */
function hidden(password: unknown): unknown {
  if (typeof password === 'string') return '';
  if (password !== null && typeof password === 'object' && 'value' in password) return { ...password, value: '' };
  return password;
}

/** Every `password` of the value emptied: a comparison is read by viewers too, and passwords are never compared. */
export function withoutPasswords<T>(value: T): T {
  const walk = (current: unknown): unknown => {
    if (Array.isArray(current)) return current.map(walk);
    if (current === null || typeof current !== 'object' || current instanceof Uint8Array) return current;
    return Object.fromEntries(Object.entries(current).map(([key, field]) => [key, key === 'password' ? hidden(field) : walk(field)]));
  };
  return walk(value) as T;
}

/**
 * Compares two sites by name, each read with its stored credentials; each
 * comparison is in the audit (`sites.compare`). Passwords are left out:
 * each appliance keeps its own.
 */
export class CompareSites {
  constructor(
    private readonly documents: SiteDocuments,
    private readonly audit: FleetAudit,
  ) {}

  async compare(actor: SignedIn, aId: string, bId: string): Promise<SitesCompared> {
    if (aId === '' || bId === '' || aId === bId) throw new FleetError('FLEET.INVALID_REQUEST', 'a comparison needs two different sites');
    const [a, b] = await Promise.all([this.documents.read(aId), this.documents.read(bId)]);
    const compared = compareSites(a.reading.configuration, b.reading.configuration);
    const changes = compared.changes.filter((change) => change.path[change.path.length - 1] !== 'password');
    await this.audit.record(actor, { action: 'sites.compare', siteId: aId, target: `${a.siteName} / ${b.siteName}`, detail: `${changes.length} differences` });
    return {
      a: { id: aId, name: a.siteName, signature: a.signature },
      b: { id: bId, name: b.siteName, signature: b.signature },
      changes,
      before: withoutPasswords(compared.before),
      after: withoutPasswords(compared.after),
    };
  }

  /** What can be copied from a site: its named items of every kind (a device model by its typename). */
  async items(siteId: string): Promise<{ readonly site: NamedSite; readonly items: readonly ItemRef[] }> {
    const source = await this.documents.read(siteId, false);
    const items = COPY_KINDS.flatMap((kind) => [...namedItems(source.reading.configuration, kind).keys()].map((name) => ({ kind, name })));
    return { site: { id: siteId, name: source.siteName, signature: source.signature }, items };
  }
}
