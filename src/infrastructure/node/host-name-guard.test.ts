import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedHostNames, hostNameOf, isAllowedHostName, machineHostNames } from './host-name-guard';

describe('the names the Vigil server answers to (DNS rebinding)', () => {
  const machine = allowedHostNames([], machineHostNames('Vigil-Box', '127.0.0.1'));

  it('reads the name of a Host header without its port, brackets, case or final dot', () => {
    expect(hostNameOf('Vigil.Example.LAN:5170')).toBe('vigil.example.lan');
    expect(hostNameOf('vigil.example.lan.')).toBe('vigil.example.lan');
    expect(hostNameOf('[::1]:5170')).toBe('::1');
    expect(hostNameOf('[fe80::1]')).toBe('fe80::1');
    expect(hostNameOf(undefined)).toBe('');
  });

  it('always lets addresses and localhost through: a rebinding page is reached by a name of its own', () => {
    fc.assert(fc.property(fc.ipV4(), (address) => isAllowedHostName(hostNameOf(`${address}:5170`), machine)));
    fc.assert(fc.property(fc.ipV6(), (address) => isAllowedHostName(hostNameOf(`[${address}]:5170`), machine)));
    for (const name of ['localhost', 'app.localhost']) expect(isAllowedHostName(name, machine)).toBe(true);
  });

  it("lets this machine's own names through, and refuses any other name until it is allowed", () => {
    expect(isAllowedHostName('vigil-box', machine)).toBe(true);
    expect(isAllowedHostName('vigil-box.local', machine)).toBe(true);
    expect(isAllowedHostName('rebind.evil.example', machine)).toBe(false);
    expect(isAllowedHostName('', machine)).toBe(false);
    fc.assert(fc.property(fc.domain(), (name) => isAllowedHostName(name, machine) === (name === 'vigil-box' || name === 'vigil-box.local' || name === 'localhost' || name.endsWith('.localhost'))));
  });

  it('takes the names an installer writes: comma-separated, repeated, a domain with a leading dot, any', () => {
    const written = allowedHostNames(['Vigil.Acme.LAN, .sites.acme.lan', 'console.acme.com'], []);
    expect(isAllowedHostName('vigil.acme.lan', written)).toBe(true);
    expect(isAllowedHostName('console.acme.com', written)).toBe(true);
    expect(isAllowedHostName('sites.acme.lan', written)).toBe(true);
    expect(isAllowedHostName('north.sites.acme.lan', written)).toBe(true);
    // A domain is matched by whole labels: neither a longer label nor the domain under another one.
    expect(isAllowedHostName('evilsites.acme.lan', written)).toBe(false);
    expect(isAllowedHostName('sites.acme.lan.evil.example', written)).toBe(false);
    expect(isAllowedHostName('acme.lan', written)).toBe(false);
    fc.assert(fc.property(fc.domain(), (name) => isAllowedHostName(name, allowedHostNames(['any'], []))));
  });

  it('names the machine by its host name and the name it listens on, never by an address', () => {
    expect(machineHostNames('box', '0.0.0.0')).toEqual(['box', 'box.local']);
    expect(machineHostNames('box', '::')).toEqual(['box', 'box.local']);
    expect(machineHostNames('box', 'vigil.acme.lan')).toEqual(['box', 'box.local', 'vigil.acme.lan']);
    expect(machineHostNames('', '127.0.0.1')).toEqual([]);
  });
});
