import { describe, expect, it } from 'vitest';
import { basicAuthorization, errorDetail, errorDetailOf, statusError } from './http-transport';

describe('transport kit', () => {
  it('builds Basic authorisation over the UTF-8 bytes', () => {
    expect(basicAuthorization('admin', 'pässword')).toBe(`Basic ${Buffer.from('admin:pässword', 'utf8').toString('base64')}`);
    expect(basicAuthorization('', '')).toBe('Basic Og==');
  });

  it("reads the appliance's detail from JSON, a short plain text, and nothing from a page", () => {
    expect(errorDetailOf('{"result":false,"detail":"invalid product code"}', 'application/json')).toBe('invalid product code');
    expect(errorDetailOf('{"result":false}', 'application/json')).toBeUndefined();
    expect(errorDetailOf('appliance unreachable: ECONNREFUSED', 'text/plain; charset=utf-8')).toBe('appliance unreachable: ECONNREFUSED');
    expect(errorDetailOf('x'.repeat(500), null)).toHaveLength(200);
    expect(errorDetailOf('<html><body>502 Bad Gateway</body></html>', 'text/html')).toBeUndefined();
    expect(errorDetailOf('', 'text/plain')).toBeUndefined();
  });

  it('turns a refused response into the shared HTTP error', async () => {
    const error = await statusError(Response.json({ result: false, detail: 'nope' }, { status: 404 }));
    expect(error).toMatchObject({ message: 'Request failed with status code 404', status: 404, metadata: { detail: 'nope' } });
    const used = new Response('gone', { status: 410 });
    await used.text();
    expect(await errorDetail(used)).toBeUndefined();
  });
});
