import { describe, expect, it } from 'vitest';
import { basicAuthorization } from '../http/http-transport';
import { buildUrl, HttpClient } from './http-client';
import { runLongQuery } from './long-query';

type Handler = (url: URL, init: RequestInit) => Promise<Response>;

/** A client whose fetch is answered in-process, recording what was asked. */
function clientWith(handler: Handler, options: { timeoutMs?: number } = {}) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  const client = new HttpClient({ origin: 'http://appliance:8080/', username: 'admin', password: 'pässword', fetch: fetchImpl, retryDelayMs: 10, ...options });
  return { client, calls };
}

function abortable(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
}

describe('HttpClient', () => {
  it('repeats keys for arrays and leaves out undefined values', () => {
    expect(buildUrl('http://h:80/', '/api/x', { guid: ['a', 'b'], level: 2, skip: undefined, flag: true })).toBe(
      'http://h:80/api/x?guid=a&guid=b&level=2&flag=true',
    );
  });

  it('sends basic authorization over the UTF-8 bytes', async () => {
    expect(basicAuthorization('admin', 'pässword')).toBe(`Basic ${Buffer.from('admin:pässword', 'utf8').toString('base64')}`);
    const { client, calls } = clientWith(async () => Response.json({ ok: 1 }));
    await client.json({ path: '/api/rights', method: 'POST', json: { a: 1 } });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['authorization']).toBe(basicAuthorization('admin', 'pässword'));
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('turns failures into the specification messages', async () => {
    const failing = clientWith(async () => Response.json({ detail: 'nope' }, { status: 404 }));
    const error = await failing.client.json({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Request failed with status code 404', code: 'CLIENT.STATUS', status: 404, metadata: { detail: 'nope' } });
    await expect(clientWith(async () => Promise.reject(new TypeError('fetch failed'))).client.json({ path: '/x' })).rejects.toThrow('Network Error');
    const slow = clientWith((_, init) => abortable(init.signal), { timeoutMs: 30 });
    await expect(slow.client.json({ path: '/x' })).rejects.toThrow('timeout of 30ms exceeded');
    await expect(slow.client.json({ path: '/x', timeoutMs: 10 })).rejects.toThrow('timeout of 10ms exceeded');
    const controller = new AbortController();
    const pending = clientWith((_, init) => abortable(init.signal)).client.json({ path: '/x', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Request aborted');
  });

  it('retries only when asked: 3 attempts, on 5xx, network errors and time-outs, never on 4xx', async () => {
    let attempts = 0;
    const flaky = clientWith(async () => (++attempts < 3 ? new Response('', { status: 503 }) : Response.json({ v: 1 })));
    await expect(flaky.client.json({ path: '/x' })).rejects.toThrow('status code 503');
    attempts = 0;
    expect(await flaky.client.json({ path: '/x', retry: true })).toEqual({ v: 1 });
    expect(attempts).toBe(3);
    const refused = clientWith(async () => new Response('', { status: 403 }));
    await expect(refused.client.json({ path: '/x', retry: true })).rejects.toThrow('status code 403');
    expect(refused.calls).toHaveLength(1);
    const down = clientWith(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(down.client.json({ path: '/x', retry: true })).rejects.toThrow('Network Error');
    expect(down.calls).toHaveLength(3);
  });
});

describe('runLongQuery', () => {
  it('continues from the end marker on 202 and stops on 200', async () => {
    const { client, calls } = clientWith(async (url) => {
      const begin = Number(url.searchParams.get('begin'));
      return Response.json({ end: String(begin + 10), items: [begin] }, { status: begin < 20 ? 202 : 200 });
    });
    const answers = await runLongQuery<{ end: string; items: number[] }>(client, { path: '/api/log', query: { begin: 0, end: 100 } });
    expect(answers.flatMap((a) => a.items)).toEqual([0, 10, 20]);
    expect(calls.map((c) => c.url.searchParams.get('begin'))).toEqual(['0', '10', '20']);
  });

  it("stops with 'too much requests' past the limit and refuses other 2xx", async () => {
    const endless = clientWith(async () => Response.json({ end: 'x' }, { status: 202 }));
    await expect(runLongQuery(endless.client, { path: '/api/log' }, { maxIterations: 5 })).rejects.toThrow('too much requests');
    expect(endless.calls).toHaveLength(5);
    const odd = clientWith(async () => new Response(null, { status: 204 }));
    await expect(runLongQuery(odd.client, { path: '/api/log' })).rejects.toThrow('unsupported response code 204');
    const marker = clientWith(async () => Response.json({ logs: [] }));
    await expect(runLongQuery(marker.client, { path: '/api/log' })).rejects.toThrow('end marker');
  });
});
