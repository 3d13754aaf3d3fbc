import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteConsoleAddressOf } from './site-console-address';

describe('siteConsoleAddressOf', () => {
  it('reads the site of any page under its prefix, and nothing elsewhere', () => {
    expect(siteConsoleAddressOf('/fleet/sites/abc-1/admin/configuration/contacts')).toEqual({ siteId: 'abc-1', prefix: '/fleet/sites/abc-1' });
    expect(siteConsoleAddressOf('/fleet/sites/abc-1')).toEqual({ siteId: 'abc-1', prefix: '/fleet/sites/abc-1' });
    expect(siteConsoleAddressOf('/fleet/sites/abc-1/')).toEqual({ siteId: 'abc-1', prefix: '/fleet/sites/abc-1' });
    for (const path of ['/', '/admin', '/auth', '/fleet', '/fleet/sites', '/fleet/sites/', '/fleet/api/sites/abc', '/fleetx/sites/a', '/fleet/sites/%E0%A4%A/admin']) {
      expect(siteConsoleAddressOf(path)).toBeUndefined();
    }
  });

  it('gives back the id it was built from, for any id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('', '/', '/admin', '/admin/history'), (id, rest) => {
        const prefix = `/fleet/sites/${encodeURIComponent(id)}`;
        expect(siteConsoleAddressOf(prefix + rest)).toEqual({ siteId: id, prefix });
      }),
    );
  });
});
