import { describe, expect, it } from 'vitest';
import { ClientError } from './client-errors';
import { readRights } from './rights-reading';
import { hashRights, parseRights } from './stream';

/** A rights answer as the appliance gives one per device: a video stream, its presets, inputs and outputs, keys in the appliance's order. */
function rightsOf(devices: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let device = devices; device > 0; device -= 1) {
    body[`dev-${device}-video`] = { type: 'video', name: `Caméra "${device}"`, parent: `dev-${device}`, rights: ['live/read', 'consultation', 'ptz-write'], camera: device % 2 === 0 };
    body[`dev-${device}-preset-1`] = { type: 'preset', name: `Preset ${device}`, parent: `dev-${device}-video`, rights: [] };
    body[`dev-${device}-in`] = { type: 'input', name: `Door\\${device}`, rights: { 'live/read': true, 'ptz/write': device % 3 === 0 }, properties: { logic: true } };
    body[`dev-${device}-out`] = { type: 'output', rights: ['live/read'], properties: { logic: false, extra: [null, 1.5, 'x'] } };
  }
  return body;
}

describe('reading the rights a slice at a time', () => {
  it('gives the same streams, in the same order, and the same hash as reading them at once', async () => {
    const body = rightsOf(300);
    const { streams, hash } = await readRights(body, () => Promise.resolve(), 100);
    expect([...streams.entries()]).toEqual([...parseRights(body).entries()]);
    expect(hash).toBe(hashRights(body));
  });

  it('pauses between slices: once every slice after the first, for the streams and for the hash', async () => {
    const body = rightsOf(250); // 1,000 entries
    let pauses = 0;
    await readRights(body, async () => {
      pauses += 1;
    }, 100);
    expect(pauses).toBe(2 * 9);
  });

  it('hashes content, not key order, and sees a changed right', async () => {
    const body = rightsOf(20);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await readRights(reordered)).hash).toBe((await readRights(body)).hash);
    const changed = { ...body, 'dev-3-in': { type: 'input', name: 'Door', rights: ['ptz/write'] } };
    expect((await readRights(changed)).hash).not.toBe((await readRights(body)).hash);
  });

  it('refuses an answer that is not an object of entries with a type, as parseRights does', async () => {
    await expect(readRights([])).rejects.toBeInstanceOf(ClientError);
    await expect(readRights({ ok: { type: 'input' }, bad: { name: 'no type' } })).rejects.toThrow(ClientError.invalidRights().message);
  });
});
