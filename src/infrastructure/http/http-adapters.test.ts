import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplianceRequestError, InvalidCredentialsError, NetworkError } from '../../application/errors/console-errors';
import { Session } from '../../application/session/session';
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
    const text = await configuration.fetchText();
    expect(text).toContain('<configuration-file>');
    expect(text).not.toContain('crypted="1"');
    expect(await configuration.fetchText({ encrypted: true })).toContain('crypted="1"');
    await expect(auth.usesDefaultCredentials()).resolves.toBe(false);
  });

  it('reads the document chunk by chunk: characters split between chunks come out whole, the progress grows to the length sent', async () => {
    const document = `<?xml version="1.0"?><configuration-file><name>Caméra “entrée” ${'é'.repeat(5000)}</name></configuration-file>`;
    const bytes = new TextEncoder().encode(document);
    // Chunks of 7 bytes: most two- and three-byte characters are cut in two.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 7) controller.enqueue(bytes.slice(start, start + 7));
        controller.close();
      },
    });
    const fetchChunked = () => Promise.resolve(new Response(body, { headers: { 'content-type': 'text/xml', 'content-length': String(bytes.length) } }));
    const http = createApplianceHttp({ baseUrl: BASE, credentials: new Session(), fetch: fetchChunked });
    const progress: { bytes: number; total?: number }[] = [];
    expect(await new HttpConfigurationAdapter(http).fetchText({ onProgress: (each) => progress.push(each) })).toBe(document);
    expect(progress.at(-1)).toEqual({ bytes: bytes.length, total: bytes.length });
    expect(progress.length).toBeGreaterThan(bytes.length / 7);
    expect(progress.every((each, index) => index === 0 || each.bytes >= progress[index - 1]!.bytes)).toBe(true);
  });

  it('reports an invalid configuration when the salt does not match the appliance', async () => {
    simulator.state.reset(true);
    const session = new Session();
    session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
    const http = createApplianceHttp({ baseUrl: BASE, credentials: session });
    const text = await new HttpConfigurationAdapter(http).fetchText();
    const loaded = await new InProcessConfigurationDecoder(() => new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), 'another-salt')).read(text);
    expect(loaded.valid).toBe(false);
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
