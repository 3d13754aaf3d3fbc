import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseCrossSiteControls, refuseRemoteControls } from './simulator-controls-guard';

const requestWith = (headers: Record<string, string>, remoteAddress?: string): IncomingMessage => ({ headers, method: 'GET', socket: { remoteAddress } }) as unknown as IncomingMessage;

/** What a guard answered: the status and detail it wrote, or null when it let the request through. */
function answer(guard: (response: ServerResponse) => boolean): { status: number; detail: string } | null {
  let status = 0;
  let body = '';
  const response = { writeHead: (code: number) => (status = code), end: (text: string) => (body = text) } as unknown as ServerResponse;
  return guard(response) ? { status, detail: (JSON.parse(body) as { detail: string }).detail } : null;
}

const isLoopback = (address: string | undefined) => answer((response) => refuseRemoteControls(requestWith({}, address), response, false)) === null;

/** Why the controls refused a request as cross-site (403), or null when they let it through. */
function crossSiteReason(request: IncomingMessage, allowRemote: boolean): string | null {
  const refused = answer((response) => refuseCrossSiteControls(request, response, '/__simulator/reset', allowRemote));
  if (refused === null) return null;
  expect(refused.status).toBe(403);
  return /\((.*)\)$/.exec(refused.detail)![1]!;
}

describe('simulator controls guard', () => {
  it('answers only to loopback addresses, in every spelling', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1270.0.0.1', undefined]) expect(isLoopback(address)).toBe(false);
  });

  it('refuses a request from another site: Origin, Sec-Fetch-Site, or a host name that is not this machine', () => {
    expect(crossSiteReason(requestWith({ host: '127.0.0.1:5170' }), false)).toBeNull();
    expect(crossSiteReason(requestWith({ host: 'localhost:5170', origin: 'http://localhost:5170', 'sec-fetch-site': 'same-origin' }), false)).toBeNull();
    expect(crossSiteReason(requestWith({ host: '[::1]:5170', 'sec-fetch-site': 'none' }), false)).toBeNull();
    expect(crossSiteReason(requestWith({ host: '127.0.0.1:5170', origin: 'http://evil.example' }), false)).toBe('origin http://evil.example');
    expect(crossSiteReason(requestWith({ host: '127.0.0.1:5170', origin: 'null' }), false)).toBe('origin null');
    expect(crossSiteReason(requestWith({ host: '127.0.0.1:5170', origin: 'http://127.0.0.1:9999' }), false)).toBe('origin http://127.0.0.1:9999');
    expect(crossSiteReason(requestWith({ host: '127.0.0.1:5170', 'sec-fetch-site': 'same-site' }), false)).toBe('a same-site request');
    expect(crossSiteReason(requestWith({ host: 'evil.example:5170', origin: 'http://evil.example:5170' }), false)).toBe('host evil.example:5170');
    // Controls opened to other machines accept this machine's other names; the origin must still be the server's.
    expect(crossSiteReason(requestWith({ host: 'appliance.lan:5170', origin: 'http://appliance.lan:5170' }), true)).toBeNull();
    expect(crossSiteReason(requestWith({ host: 'appliance.lan:5170', origin: 'http://evil.example' }), true)).toBe('origin http://evil.example');
  });
});
