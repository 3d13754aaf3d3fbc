import { describe, expect, it } from 'vitest';
import { Server } from './server';

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly guid: string | null;
  readonly body: unknown;
}

/** An appliance answering in-process: the rights given, and every write recorded. */
function applianceWith(rights: Record<string, readonly string[]>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/rights') {
      return Response.json(Object.fromEntries(Object.entries(rights).map(([guid, list]) => [guid, { type: guid.startsWith('cam') ? 'video' : guid.startsWith('out') ? 'output' : 'input', rights: list, camera: true }])));
    }
    if (url.pathname === '/api/application') return Response.json({ id: 1, name: 'Vigil', 'product-code': 'VGL1' });
    sent.push({ method, path: url.pathname, guid: url.searchParams.get('guid'), body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return Response.json({ result: true });
  }) as typeof fetch;
  const warnings: string[] = [];
  const server = new Server('http://admin:secret@appliance.test/?name=Site', { fetch: fetchImpl, logger: { warn: (message) => warnings.push(message) } });
  return { server, sent, warnings };
}

describe('Server writes: the ptz-write right gates them, and a permitted write reaches the appliance', () => {
  it.each([['ptz-write'], ['ptz/write']])('sends POST /api/writeio with {defined, value} when the input carries %s', async (right) => {
    const { server, sent, warnings } = applianceWith({ in1: ['live/read', right] });
    await server.load();
    expect(await server.writeio('in1', 1)).toBe(true);
    expect(await server.writeio('in1', { defined: false, value: 0 })).toBe(true);
    expect(await server.writeio('in1', true)).toBe(true);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/writeio', guid: 'in1', body: { defined: true, value: 1 } },
      { method: 'POST', path: '/api/writeio', guid: 'in1', body: { defined: false, value: 0 } },
      { method: 'POST', path: '/api/writeio', guid: 'in1', body: { defined: true, value: 1 } },
    ]);
    expect(warnings).toEqual([]);
  });

  it('sends camera moves with ptz-write', async () => {
    const { server, sent } = applianceWith({ cam1: ['ptz-write'] });
    await server.load();
    expect(await server.ptz('cam1', { type: 'home' })).toBe(true);
    expect(sent).toEqual([{ method: 'POST', path: '/api/ptz', guid: 'cam1', body: { commands: [{ type: 'home' }] } }]);
  });

  it("skips writes and moves without the right, with 'no rights to write', and sends nothing", async () => {
    const { server, sent, warnings } = applianceWith({ in1: ['live/read'], cam1: ['live/read', 'consultation'] });
    await server.load();
    expect(await server.writeio('in1', 1)).toBe(false);
    expect(await server.ptz('cam1', { type: 'home' })).toBe(false);
    expect(sent).toEqual([]);
    expect(warnings).toEqual(['no rights to write', 'no rights to write']);
  });

  it('refuses to write an output, which is read-only, even with the right', async () => {
    const { server, sent } = applianceWith({ out1: ['ptz-write'] });
    await server.load();
    await expect(server.writeio('out1', 1)).rejects.toThrow('stream out1 is read-only');
    expect(sent).toEqual([]);
  });
});
