import { describe, expect, it } from 'vitest';
import { guardRedirect, redirectTarget } from './navigation-guard';

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

describe('redirectTarget', () => {
  it('follows a single value', () => {
    expect(redirectTarget('/admin/users')).toBe('/admin/users');
  });

  it('takes the first value when the parameter is repeated', () => {
    expect(redirectTarget(['/admin/storage', '/admin/users'])).toBe('/admin/storage');
  });

  it('goes to / when absent, empty or not a same-origin path', () => {
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget([])).toBe('/');
    expect(redirectTarget('https://elsewhere.example/')).toBe('/');
    expect(redirectTarget('//elsewhere.example/')).toBe('/');
    expect(redirectTarget(42)).toBe('/');
  });
});
