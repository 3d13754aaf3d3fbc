import { describe, expect, it } from 'vitest';
import { normaliseSiteFields, parseTags, siteBaseUrl, siteProblems, type SiteFields } from './site';

const fields: SiteFields = { name: 'Depot North', address: '10.0.0.5', httpPort: 80, httpsPort: 443, secure: false, insecure: false, username: 'admin', password: 'Vigil-admin-1', tags: ['Acme'] };

describe('a site', () => {
  it('needs a name, an address, ports in range, a user and a password', () => {
    expect(siteProblems(fields)).toEqual({});
    const problems = siteProblems({ ...fields, name: ' ', address: '10.0.0.300', httpPort: 0, httpsPort: 70000, username: '', password: '' });
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.code]))).toEqual({
      name: 'FIELD.REQUIRED',
      address: 'FIELD.INVALID_IP',
      httpPort: 'FIELD.INVALID_PORT',
      httpsPort: 'FIELD.INVALID_PORT',
      username: 'FIELD.USERNAME_REQUIRED',
      password: 'FIELD.PASSWORD_REQUIRED',
    });
    expect(siteProblems({ ...fields, password: '' }, { passwordKept: true })).toEqual({});
    expect(siteProblems({ ...fields, tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }).tags?.code).toBe('FIELD.SITE_TAGS');
  });

  it('takes host names and IPv6 addresses, with or without brackets', () => {
    expect(siteProblems({ ...fields, address: 'depot-north.acme.example' })).toEqual({});
    expect(siteProblems({ ...fields, address: '[fd00::5]' })).toEqual({});
    expect(normaliseSiteFields({ ...fields, address: ' [fd00::5] ' }).address).toBe('fd00::5');
  });

  it('is reached at its HTTP or HTTPS port', () => {
    expect(siteBaseUrl(fields)).toBe('http://10.0.0.5:80');
    expect(siteBaseUrl({ ...fields, secure: true, httpsPort: 8443 })).toBe('https://10.0.0.5:8443');
    expect(siteBaseUrl({ ...fields, address: 'fd00::5', httpPort: 8080 })).toBe('http://[fd00::5]:8080');
  });

  it('reads tags split by commas or semicolons, once each', () => {
    expect(parseTags(' Acme, north;acme ;; customer:Acme ')).toEqual(['Acme', 'north', 'customer:Acme']);
  });
});
