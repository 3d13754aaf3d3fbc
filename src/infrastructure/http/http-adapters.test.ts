import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplianceRequestError, InvalidCredentialsError, NetworkError } from '../../application/errors/console-errors';
import type { TransferProgress } from '../../application/ports/configuration.port';
import { Session } from '../../application/session/session';
import { signatureOf } from '../../application/configuration-workspace/workspace-base';
import { decoderWorkerPair } from '../../../test/support/decoder-worker-pair';
import { CryptoJsMd5Adapter } from '../crypto/crypto-js-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../settings/configuration-salt';
import { simulatorHandlers } from '../simulator/msw-handlers';
import { createSimulator } from '../../composition/simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../simulator/state/accounts';
import { createApplianceHttp } from './appliance-http-client';
import { basicAuthorization } from './http-transport';
import { HttpApplicationInfoAdapter } from './application-info.adapter';
import { HttpAuthenticationAdapter } from './authentication.adapter';
import { HttpConfigurationAdapter } from './configuration.adapter';
import { XmlConfigurationCodecAdapter } from '../xml/xml-configuration-codec.adapter';
import { InProcessConfigurationDecoder } from '../worker/in-process-configuration-decoder.adapter';
import { HttpLicenseAdapter } from './license.adapter';
import { HttpServerStatusAdapter } from './server-status.adapter';

const BASE = 'http://appliance.test';
const codec = new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), DEFAULT_CONFIGURATION_SALT);
const sampleText = readFileSync(fileURLToPath(new URL('../../../test/fixtures/configuration/sample.xml', import.meta.url)), 'utf8');

/** An appliance that sends `bytes` in chunks of `size` bytes, with `length` as its Content-Length (none when undefined). */
function chunkedHttp(bytes: Uint8Array, size: number, length: number | undefined = bytes.length) {
  const body = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += size) controller.enqueue(bytes.slice(start, start + size));
        controller.close();
      },
    });
  const headers: Record<string, string> = { 'content-type': 'text/xml', ...(length === undefined ? {} : { 'content-length': String(length) }) };
  return createApplianceHttp({ baseUrl: BASE, credentials: new Session(), fetch: () => Promise.resolve(new Response(body(), { headers })) });
}
const simulator = createSimulator({ salt: DEFAULT_CONFIGURATION_SALT });
const server = setupServer(...simulatorHandlers(simulator, BASE));

function adapters(session = new Session()) {
  const http = createApplianceHttp({ baseUrl: BASE, credentials: session });
  return {
    session,
    info: new HttpApplicationInfoAdapter(http),
    auth: new HttpAuthenticationAdapter(http),
    license: new HttpLicenseAdapter(http),
    status: new HttpServerStatusAdapter(http),
    configuration: new HttpConfigurationAdapter(http),
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => simulator.state.reset(false));
afterAll(() => server.close());

describe('HTTP adapters against the simulated appliance', () => {
  it('reads the application info with camelCase names; no product code before initialisation', async () => {
    const info = await adapters().info.getApplicationInfo();
    expect(info).toMatchObject({ id: '1', name: 'Vigil Appliance' });
    expect(info.productCode).toBeUndefined();
    simulator.state.reset(true);
    expect((await adapters().info.getApplicationInfo()).productCode).toMatch(/^[A-Z0-9]{28}$/);
  });

  it('maps a 404 sign-in to INVALID_CREDENTIALS and reads root', async () => {
    const { auth } = adapters();
    await expect(auth.login('admin', 'nope')).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(auth.login('admin', '')).resolves.toEqual({ root: true });
    await expect(auth.usesDefaultCredentials()).resolves.toBe(true);
  });

  it('sends the session credentials as Basic auth: product code, password change, licence, status, configuration', async () => {
    const { session, auth, license, status, configuration } = adapters();
    await expect(license.status()).rejects.toMatchObject({ status: 401 });
    session.setCredentials({ user: 'admin', password: '' });
    await expect(license.setProductCode('abcd')).rejects.toMatchObject({ status: 400, metadata: { detail: 'invalid product code' } });
    await license.setProductCode('abcd-efgh-ijkl-mnop-qrst-uvwx-1234');
    await auth.changePassword('n3w');
    session.setCredentials({ user: 'admin', password: 'n3w' });
    expect(await license.status()).toMatchObject({ productCode: 'ABCDEFGHIJKLMNOPQRSTUVWX1234' });
    expect(await status.status()).toMatch(/^(started|stopped|stopping|starting)$/);
    const text = new TextDecoder().decode(await configuration.fetchBytes());
    expect(text).toContain('<configuration-file>');
    expect(text).not.toContain('crypted="1"');
    expect(new TextDecoder().decode(await configuration.fetchBytes({ encrypted: true }))).toContain('crypted="1"');
    await expect(auth.usesDefaultCredentials()).resolves.toBe(false);
  });

  it('reads the document chunk by chunk into one array of its exact length, the progress growing to the length sent', async () => {
    const document = `<?xml version="1.0"?><configuration-file><name>Caméra “entrée” 東京 🎥 ${'é'.repeat(5000)}</name></configuration-file>`;
    const bytes = new TextEncoder().encode(document);
    const progress: TransferProgress[] = [];
    const fetched = await new HttpConfigurationAdapter(chunkedHttp(bytes, 7)).fetchBytes({ onProgress: (each) => progress.push(each) });
    expect(fetched).toEqual(bytes);
    expect(fetched.byteLength).toBe(fetched.buffer.byteLength);
    expect(new TextDecoder().decode(fetched)).toBe(document);
    expect(progress.at(-1)).toEqual({ bytes: bytes.length, total: bytes.length });
    expect(progress.length).toBeGreaterThan(bytes.length / 7);
    expect(progress.every((each, index) => index === 0 || each.bytes >= progress[index - 1]!.bytes)).toBe(true);
  });

  it.each([
    ['no length', undefined],
    ['a length too short', 100],
    ['a length too long', 1_000_000],
  ])('reads a body sent with %s whole, in an array of its exact length', async (_name, length) => {
    const bytes = new TextEncoder().encode(`<configuration-file>${'東京 é '.repeat(30_000)}</configuration-file>`);
    const fetched = await new HttpConfigurationAdapter(chunkedHttp(bytes, 4099, length)).fetchBytes();
    expect(fetched).toEqual(bytes);
    expect(fetched.byteLength).toBe(fetched.buffer.byteLength);
  });

  it('gives the worker decoder a signed document with characters outside Latin-1, cut inside them by the chunks, as bytes transferred, not copied: it reads them whole', async () => {
    const title = 'Quai “entrée” 東京 🎥 Ωmega';
    const reading = codec.read(sampleText);
    if (!reading.valid) throw reading.error;
    const document = codec.write(reading.handle, { ...reading.configuration, parameters: { ...reading.configuration.parameters, title } }, new Date(2031, 0, 2));
    const bytes = new TextEncoder().encode(document);
    // Every multi-byte character of the title is cut by a chunk of 2 or 3 bytes somewhere.
    const fetched = await new HttpConfigurationAdapter(chunkedHttp(bytes, 3)).fetchBytes();
    const { decoder, received } = decoderWorkerPair(() => codec, DEFAULT_CONFIGURATION_SALT);
    const read = await decoder.read(fetched);
    expect(fetched.byteLength).toBe(0);
    expect(received.at(-1)).toMatchObject({ type: 'read', document: { byteLength: bytes.byteLength } });
    expect(read).toMatchObject({ valid: true, signatureValid: true });
    if (!read.valid) throw read.error;
    expect(read.configuration.parameters.title).toBe(title);
    expect(read.signature).toBe(signatureOf(bytes));
    const local = codec.read(document);
    expect(local.valid && local.signature).toBe(read.signature);
  });

  it('reports an invalid configuration when the salt does not match the appliance', async () => {
    simulator.state.reset(true);
    const session = new Session();
    session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
    const http = createApplianceHttp({ baseUrl: BASE, credentials: session });
    const document = await new HttpConfigurationAdapter(http).fetchBytes();
    const loaded = await new InProcessConfigurationDecoder(() => new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), 'another-salt')).read(document);
    expect(loaded).toMatchObject({ valid: false, error: { code: 'CONFIG.SIGNATURE_MISMATCH', message: 'the signature does not match the configuration (wrong salt or edited by hand)' } });
  });

  it('turns an unreachable appliance into NetworkError and a refusal into ApplianceRequestError', async () => {
    const http = createApplianceHttp({ baseUrl: 'http://unreachable.test', credentials: new Session(), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(new HttpApplicationInfoAdapter(http).getApplicationInfo()).rejects.toBeInstanceOf(NetworkError);
    const failing = createApplianceHttp({ baseUrl: BASE, credentials: new Session(), fetch: () => Promise.resolve(Response.json({ result: false, detail: 'down' }, { status: 503 })) });
    const error = await new HttpServerStatusAdapter(failing).status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplianceRequestError);
    expect((error as ApplianceRequestError).message).toBe('Request failed with status code 503');
  });

  it('encodes Basic credentials over UTF-8', () => {
    expect(basicAuthorization('admin', 'é')).toBe(`Basic ${Buffer.from('admin:é', 'utf8').toString('base64')}`);
  });
});
