import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from '../../../src/application/configuration-workspace/configuration-workspace';
import { LoadConfigurationUseCase, type LoadProgress } from '../../../src/application/configuration-workspace/load-configuration.use-case';
import { ApplianceRequestError } from '../../../src/application/errors/console-errors';
import { Session } from '../../../src/application/session/session';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { applySignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { createApplianceHttp } from '../../../src/infrastructure/http/appliance-http-client';
import { HttpConfigurationAdapter } from '../../../src/infrastructure/http/configuration.adapter';
import { XmlConfigurationCodecAdapter } from '../../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { decoderWorkerPair } from '../../support/decoder-worker-pair';

const SALT = 'integration-bytes-salt';
const TITLE = 'Quai “entrée” 東京 🎥 Ωmega';
const hash = new NodeMd5Adapter();
const codec = (salt: string) => new XmlConfigurationCodecAdapter(hash, salt);
let simulator: RunningSimulator;

/** The console's own transport and worker decoder, against `baseUrl` over real HTTP, loading into a fresh workspace. */
function consoleLoad(baseUrl: string, options: { readonly salt?: string; readonly password?: string } = {}) {
  const session = new Session();
  session.setCredentials({ user: 'admin', password: options.password ?? '' });
  const transport = new HttpConfigurationAdapter(createApplianceHttp({ baseUrl, credentials: session }));
  const { decoder, received } = decoderWorkerPair(codec, options.salt ?? SALT);
  const workspace = new ConfigurationWorkspace(() => []);
  return { load: new LoadConfigurationUseCase(transport, decoder, workspace), workspace, received };
}

/** The simulator's document (uncrypted) with TITLE, signed with SALT, stored through its API; returns its text. */
async function storeDocumentWithTitle(): Promise<string> {
  const headers = { authorization: `Basic ${Buffer.from('admin:').toString('base64')}`, 'x-requested-with': 'vigil-console' };
  const current = await (await fetch(new URL('/api/configuration?uncrypted', simulator.url), { headers })).text();
  const edited = applySignature(current.replace(/<title>[^<]*<\/title>/, `<title>${TITLE}</title>`), SALT, (text) => hash.md5(text));
  const posted = await fetch(new URL('/api/configuration', simulator.url), { method: 'POST', headers: { ...headers, 'content-type': 'text/xml; charset=utf-8' }, body: edited });
  expect(posted.status).toBe(200);
  return edited;
}

beforeAll(async () => {
  simulator = await startSimulatorServer({ host: '127.0.0.1', port: 0, salt: SALT });
});
beforeEach(async () => {
  await fetch(new URL('/__simulator/reset', simulator.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});
afterAll(() => simulator.close());

describe('sign-in load over HTTP: the document reaches the worker decoder as bytes', () => {
  it('loads a document with characters outside Latin-1: its bytes transferred to the worker, the progress in bytes up to the length sent', async () => {
    const stored = await storeDocumentWithTitle();
    const { load, workspace, received } = consoleLoad(simulator.url);
    const progress: LoadProgress[] = [];
    const outcome = await load.execute({ onProgress: (each) => progress.push(each) });
    expect(outcome.kind).toBe('loaded');
    expect(workspace.base()!.configuration.parameters.title).toBe(TITLE);
    const bytes = new TextEncoder().encode(stored).byteLength;
    expect(received.find((request) => request.type === 'read')).toMatchObject({ document: { byteLength: bytes } });
    const fetching = progress.filter((each) => each.phase === 'fetching');
    expect(fetching.at(-1)?.bytes).toBe(bytes);
    expect(progress.filter((each) => each.phase !== 'fetching').map((each) => `${each.phase}:${each.bytes}`)).toEqual([`parsing:${bytes}`, `transferring:${bytes}`, `done:${bytes}`]);
  });

  it("reports a wrong signature (another appliance's salt) as the invalid configuration, with the specification's message", async () => {
    await storeDocumentWithTitle();
    const { load, workspace } = consoleLoad(simulator.url, { salt: 'another-salt' });
    const outcome = await load.execute();
    expect(outcome).toMatchObject({ kind: 'invalid', error: { code: 'CONFIG.SIGNATURE_MISMATCH', message: 'the signature does not match the configuration (wrong salt or edited by hand)' } });
    expect(workspace.state().status).toBe('invalid');
  });

  it("rejects with the appliance's refusal when the credentials are wrong, the workspace left empty", async () => {
    const { load, workspace } = consoleLoad(simulator.url, { password: 'not-the-password' });
    const error = await load.execute().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApplianceRequestError);
    expect((error as ApplianceRequestError).status).toBe(401);
    expect(workspace.state().status).toBe('empty');
  });

  describe('from a server that sends the document in pieces of 3 bytes, pausing after each piece cut inside a character', () => {
    let server: Server;
    let body = new Uint8Array();
    let baseUrl = '';

    beforeAll(async () => {
      server = createServer((request, response) => {
        void (async () => {
          response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8', 'content-length': String(body.byteLength) });
          for (let start = 0; start < body.byteLength; start += 3) {
            const piece = body.subarray(start, start + 3);
            response.write(piece);
            // A piece that ends inside a multi-byte character (its next byte is a continuation byte) leaves on its own.
            if ((body[start + 3] ?? 0) >> 6 === 0b10) await new Promise((resolve) => setTimeout(resolve, 1));
          }
          response.end();
        })();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads it whole, every multi-byte character intact', async () => {
      body = new TextEncoder().encode(await storeDocumentWithTitle());
      const { load, workspace } = consoleLoad(baseUrl);
      await expect(load.execute()).resolves.toMatchObject({ kind: 'loaded' });
      expect(workspace.base()!.configuration.parameters.title).toBe(TITLE);
    });

    it('reports a document cut inside a multi-byte character as malformed XML, without failing the load itself', async () => {
      const text = await storeDocumentWithTitle();
      const bytes = new TextEncoder().encode(text);
      body = bytes.subarray(0, new TextEncoder().encode(text.slice(0, text.indexOf('東'))).byteLength + 1);
      const { load, workspace } = consoleLoad(baseUrl);
      const outcome = await load.execute();
      expect(outcome).toMatchObject({ kind: 'invalid', error: { code: 'CONFIG.MALFORMED_XML' } });
      expect(outcome.kind === 'invalid' && outcome.error.message).toMatch(/^malformed XML: line \d+, column \d+: unclosed element <title>$/);
      expect(workspace.state().status).toBe('invalid');
    });
  });
});
