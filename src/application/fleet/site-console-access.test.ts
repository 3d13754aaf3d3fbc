import { describe, expect, it } from 'vitest';
import type { Operator } from '../../domain/fleet/operator';
import type { Site } from '../../domain/fleet/site';
import { FleetError } from './fleet-errors';
import { SiteConsoleAccess } from './site-console-access';
import type { SiteWithCredentials } from './site-credentials';

const SITE: Site = { id: 's1', name: 'North depot', address: '10.0.0.1', httpPort: 80, httpsPort: 443, secure: false, insecure: false, tags: [], username: 'admin', addedAt: '2026-01-01T00:00:00Z', addedBy: 'claire' };
const operator = (role: Operator['role']): Operator => ({ id: 'o1', name: role === 'viewer' ? 'victor' : 'claire', role, createdAt: '2026-01-01T00:00:00Z' });

function access(role: Operator['role'] | undefined, opened: string[] = []) {
  return new SiteConsoleAccess(
    { resolve: async (token) => (token === 'good' && role ? { operator: operator(role), expiresAt: '2026-01-02T00:00:00Z' } : undefined) },
    {
      of: async (siteId): Promise<SiteWithCredentials> => {
        opened.push(siteId);
        if (siteId !== 's1') throw new FleetError('FLEET.SITE_NOT_FOUND', 'no such site');
        return { site: SITE, credentials: { username: 'admin', password: 'secret' }, baseUrl: 'http://10.0.0.1:80' };
      },
    },
  );
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(() => undefined, (error: unknown) => (error instanceof FleetError ? error.code : String(error)));
}

describe('SiteConsoleAccess', () => {
  it('lets an installer read and change a site, with its stored credentials, as themselves', async () => {
    const call = await access('installer').admit({ token: 'good', address: '127.0.0.1', siteId: 's1', changing: true });
    expect(call.actor).toMatchObject({ name: 'claire', address: '127.0.0.1' });
    expect(call.site.credentials.password).toBe('secret');
  });

  it('lets a viewer read, and refuses their changes before the site\'s credentials are opened', async () => {
    const opened: string[] = [];
    expect((await access('viewer', opened).admit({ token: 'good', address: '', siteId: 's1', changing: false })).actor.name).toBe('victor');
    opened.length = 0;
    expect(await codeOf(access('viewer', opened).admit({ token: 'good', address: '', siteId: 's1', changing: true }))).toBe('FLEET.READ_ONLY');
    expect(opened).toEqual([]);
  });

  it('refuses anyone not signed in, and says when the site is unknown', async () => {
    expect(await codeOf(access(undefined).admit({ token: 'good', address: '', siteId: 's1', changing: false }))).toBe('FLEET.NOT_SIGNED_IN');
    expect(await codeOf(access('installer').admit({ token: undefined, address: '', siteId: 's1', changing: false }))).toBe('FLEET.NOT_SIGNED_IN');
    expect(await codeOf(access('installer').admit({ token: 'good', address: '', siteId: 'nope', changing: false }))).toBe('FLEET.SITE_NOT_FOUND');
  });
});
