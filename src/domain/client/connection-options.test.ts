import { describe, expect, it } from 'vitest';
import { hostOrigin, normalizeConnectionOptions, parseConnectionUrl } from './connection-options';

describe('connection options', () => {
  it('reads the URL form with default ports', () => {
    const options = parseConnectionUrl('http://admin:secret@10.0.0.5/?name=Site%20A');
    expect(options).toEqual({
      name: 'Site A',
      host: { public: { address: '10.0.0.5', ports: { http: 80, https: 443 }, ssl: false } },
      auth: { username: 'admin', password: 'secret' },
    });
    expect(hostOrigin(options.host.public)).toBe('http://10.0.0.5:80');
  });

  it('puts the URL port on the scheme it belongs to and reads an optional local host', () => {
    const options = parseConnectionUrl('https://u%40x:p%3Aw@example.net:8443/?name=n&local=192.168.1.2:8080');
    expect(options.host.public).toEqual({ address: 'example.net', ports: { http: 80, https: 8443 }, ssl: true });
    expect(options.host.local).toEqual({ address: '192.168.1.2', ports: { http: 80, https: 8080 }, ssl: true });
    expect(options.auth).toEqual({ username: 'u@x', password: 'p:w' });
    expect(hostOrigin(options.host.public)).toBe('https://example.net:8443');
  });

  it('accepts an empty password written with its colon', () => {
    expect(parseConnectionUrl('http://admin:@h:8080/?name=x').auth).toEqual({ username: 'admin', password: '' });
  });

  it('gives the specification messages', () => {
    expect(() => parseConnectionUrl('http://a:b@h/')).toThrow('name must be provided in query string');
    expect(() => parseConnectionUrl('http://h/?name=x')).toThrow('username and password must be provided');
    expect(() => parseConnectionUrl('http://admin@h/?name=x')).toThrow('username and password must be provided');
    expect(() => parseConnectionUrl('not a url')).toThrow('invalid connection: not a URL');
    expect(() => parseConnectionUrl('ftp://a:b@h/?name=x')).toThrow('unsupported scheme');
  });

  it('normalises the object form and checks it', () => {
    const options = normalizeConnectionOptions({
      name: 'n',
      host: { public: { address: 'pub', ssl: true }, local: { address: 'loc', ports: { http: 8080 } } },
      auth: { username: 'u', password: 'p' },
    });
    expect(options.host.local).toEqual({ address: 'loc', ports: { http: 8080, https: 443 }, ssl: false });
    expect(() => normalizeConnectionOptions({ name: '', host: { public: { address: 'a' } }, auth: { username: 'u', password: '' } })).toThrow(
      'name must be provided',
    );
    expect(() =>
      normalizeConnectionOptions({ name: 'n', host: { public: { address: 'a', ports: { http: 70_000 } } }, auth: { username: 'u', password: '' } }),
    ).toThrow('port 70000');
    expect(() =>
      normalizeConnectionOptions({ name: 'n', host: { public: { address: 'a' } }, auth: { username: '', password: 'p' } }),
    ).toThrow('username and password must be provided');
  });
});
