import { createHash } from 'node:crypto';
import type { ApplianceCredentials, ApplianceDocumentPort } from '../../application/ports/appliance-document.port';

const REMEMBERED_MS = 30_000;

/**
 * Whether credentials are the appliance's root account's, asked of the
 * appliance and remembered briefly (30 s, by a hash of the credentials,
 * never the password itself), as the console's own calls are checked by
 * the appliance each time.
 */
export class RootCheck {
  private readonly known = new Map<string, { readonly root: boolean | undefined; readonly until: number }>();

  constructor(
    private readonly appliance: Pick<ApplianceDocumentPort, 'isRoot'>,
    private readonly now: () => number = Date.now,
  ) {}

  async isRoot(credentials: ApplianceCredentials): Promise<boolean | undefined> {
    const key = createHash('sha256').update(`${credentials.user}\u0000${credentials.password}`).digest('hex');
    const now = this.now();
    const cached = this.known.get(key);
    if (cached && cached.until > now) return cached.root;
    const root = await this.appliance.isRoot(credentials);
    for (const [each, entry] of this.known) if (entry.until <= now) this.known.delete(each);
    this.known.set(key, { root, until: now + REMEMBERED_MS });
    return root;
  }
}
