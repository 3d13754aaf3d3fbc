import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followRedirect, guardRedirect } from './navigation-guard';

describe('guardRedirect', () => {
  it('sends any path containing /admin to /auth with the original path while the session is not loaded', () => {
    expect(guardRedirect('/admin', false)).toEqual({ to: '/auth', redirect: '/admin' });
    expect(guardRedirect('/admin/devices/edit/3?tab=video', false)).toEqual({ to: '/auth', redirect: '/admin/devices/edit/3?tab=video' });
    expect(guardRedirect('/x/admin', false)).toEqual({ to: '/auth', redirect: '/x/admin' });
  });

  it('lets other paths and loaded sessions through', () => {
    expect(guardRedirect('/auth', false)).toBeUndefined();
    expect(guardRedirect('/init', false)).toBeUndefined();
    expect(guardRedirect('/admin/users', true)).toBeUndefined();
  });
});

const ORIGIN = 'http://127.0.0.1:5170';
/** Where a sign-in goes with this `redirect`. */
function target(redirect: unknown): string {
  const went: string[] = [];
  followRedirect(redirect, ORIGIN, (path) => went.push(path));
  expect(went).toHaveLength(1);
  return went[0]!;
}

/** The hostile values of issue 29 and their kin: each would leave the origin once the browser reads it, or cannot be read. */
const HOSTILE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil.example/',
  '///evil.example',
  '/..//evil.example',
  'https://elsewhere.example/',
  'http://127.0.0.1:5171/admin',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://[',
  '/admin\u0000',
  '/admin\u007f',
  '/admin\u0085',
];

describe('followRedirect', () => {
  it('follows a single value, with its query and fragment', () => {
    expect(target('/admin/users')).toBe('/admin/users');
    expect(target('/admin/devices/edit/3?tab=video#live')).toBe('/admin/devices/edit/3?tab=video#live');
    expect(target(`${ORIGIN}/admin/storage`)).toBe('/admin/storage');
  });

  it('takes the first value when the parameter is repeated', () => {
    expect(target(['/admin/storage', '/admin/users'])).toBe('/admin/storage');
    expect(target(['//evil.example', '/admin/users'])).toBe('/admin');
  });

  it('goes to / when there is no redirect', () => {
    expect(target(undefined)).toBe('/');
    expect(target('')).toBe('/');
    expect(target([])).toBe('/');
  });

  it('goes to /admin for anything that is not same-origin once resolved, carries a control character, or is no text', () => {
    for (const value of HOSTILE) expect(target(value), JSON.stringify(value)).toBe('/admin');
    expect(target(42)).toBe('/admin');
    expect(target({ to: '/admin/users' })).toBe('/admin');
  });

  it('never leaves the origin, whatever the value', () => {
    const pieces = fc.constantFrom('/', '//', '\\', '\t', '\n', '\r', '\u0000', ' ', '.', '..', '%2f', '%09', 'evil.example', 'admin', ':', '@', '?', '#', 'http:', 'https:', 'javascript:', '127.0.0.1:5170');
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(value, (redirect) => {
        const path = target(redirect);
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), path).toBe(true);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        expect(/[\u0000-\u001f\u007f-\u009f]/.test(path)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('goes to /admin when the browser refuses the target after all: the sign-in does not fail', () => {
    const went: string[] = [];
    followRedirect('/admin/users', ORIGIN, (path) => {
      if (path !== '/admin') throw new DOMException('refused', 'SecurityError');
      went.push(path);
    });
    expect(went).toEqual(['/admin']);
  });
});
