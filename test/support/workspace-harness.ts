import type { Configuration } from '../../src/domain/configuration/configuration';
import type { ModelPath } from '../../src/domain/configuration/model-path';
import { setAt } from '../../src/domain/configuration/model-path';
import type { ConfigurationProblem } from '../../src/domain/configuration/validation/configuration-problem';
import { CryptoJsMd5Adapter } from '../../src/infrastructure/crypto/crypto-js-md5.adapter';
import { seededSignedConfiguration } from '../../src/infrastructure/memory/signed-configuration';
import { uncryptDocument } from '../../src/infrastructure/simulator/state/crypted-values';
import { InProcessConfigurationDecoder } from '../../src/infrastructure/worker/in-process-configuration-decoder.adapter';
import { XmlConfigurationCodecAdapter } from '../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { ApplianceRequestError, NetworkError } from '../../src/application/errors/console-errors';
import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading } from '../../src/application/configuration/configuration-codec.port';
import type { ConfigurationPort } from '../../src/application/ports/configuration.port';
import { ConfigurationWorkspace } from '../../src/application/configuration-workspace/configuration-workspace';
import { LoadConfigurationUseCase } from '../../src/application/configuration-workspace/load-configuration.use-case';

export const SALT = 'workspace-test-salt';

/** A text's UTF-8 bytes: a document as the appliance sends it or a file as the browser reads it. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const md5 = new CryptoJsMd5Adapter();
export const codec = new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), SALT);

/** An appliance's configuration transport in memory, with failures on demand and a log of calls. */
export class FakeConfigurationTransport implements ConfigurationPort {
  /** The document as `GET ?uncrypted` serves it: every password in clear, as the console edits it. */
  text = uncryptDocument(seededSignedConfiguration(SALT, md5), SALT, (value) => md5.md5(value));
  /** The document as stored (`GET` without `uncrypted`): passwords encrypted. */
  storedText = seededSignedConfiguration(SALT, md5);
  readonly calls: string[] = [];
  /** The next fetch (0 = the next one, 1 = the one after…) fails with this error. */
  failFetch: { readonly at: number; readonly error: Error } | undefined;
  failPost: Error | undefined;
  #fetches = 0;

  /** The document's UTF-8 bytes, a fresh array each time (the decoder takes them over), as an appliance sends them. */
  async fetchBytes(options: { readonly encrypted?: boolean } = {}): Promise<Uint8Array> {
    await Promise.resolve();
    this.calls.push(options.encrypted ? 'GET encrypted' : 'GET uncrypted');
    const failing = this.failFetch;
    if (failing && failing.at === this.#fetches++) throw failing.error;
    return utf8(options.encrypted ? this.storedText : this.text);
  }

  async postText(text: string): Promise<void> {
    await Promise.resolve();
    this.calls.push('POST');
    if (this.failPost) throw this.failPost;
    this.text = text;
    this.storedText = text;
  }

  /** Another console edits the appliance's document meanwhile. */
  theyEdit(path: ModelPath, value: unknown): void {
    const reading = codec.read(this.text);
    if (!reading.valid) throw reading.error;
    this.text = codec.write(reading.handle, setAt(reading.configuration, path, value), new Date(2030, 0, 1));
    this.storedText = this.text;
  }

  /** The appliance's current model. */
  configuration(): Configuration {
    const reading = codec.read(this.text);
    if (!reading.valid) throw reading.error;
    return reading.configuration;
  }

  failNextFetch(error: Error = new NetworkError(new TypeError('Failed to fetch')), at = 0): void {
    this.failFetch = { at: at + this.#fetches, error };
  }

  refusePost(detail = 'the appliance refused the document'): void {
    this.failPost = new ApplianceRequestError(400, detail);
  }
}

/** The in-process decoder, counting reads and able to fail a write. */
export class CountingDecoder implements ConfigurationDecoderPort {
  readonly inner = new InProcessConfigurationDecoder(() => codec);
  reads = 0;
  released: ConfigurationHandle[] = [];
  failWrite: Error | undefined;

  read(document: Uint8Array, options?: Parameters<ConfigurationDecoderPort['read']>[1]): Promise<ConfigurationReading<Configuration>> {
    this.reads++;
    return this.inner.read(document, options);
  }

  write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string> {
    if (this.failWrite) return Promise.reject(this.failWrite);
    return this.inner.write(handle, configuration, now);
  }

  release(handle: ConfigurationHandle): void {
    this.released.push(handle);
  }
}

/** A workspace loaded from the fake appliance; `validate` flags a title 'INVALID' (so tests choose when problems exist). */
export async function loadedWorkspace(transport = new FakeConfigurationTransport(), decoder = new CountingDecoder()) {
  const validate = (c: Configuration): ConfigurationProblem[] =>
    c.parameters.title === 'INVALID' ? [{ path: 'configuration/parameters/title', at: ['parameters', 'title'], code: 'FIELD.REQUIRED', message: 'this field is required', severity: 'error' }] : [];
  const workspace = new ConfigurationWorkspace(validate);
  const outcome = await new LoadConfigurationUseCase(transport, decoder, workspace).execute();
  if (outcome.kind !== 'loaded') throw outcome.kind === 'invalid' ? outcome.error : new Error('load abandoned');
  return { workspace, transport, decoder, validate };
}

export function edit(workspace: ConfigurationWorkspace, path: ModelPath, value: unknown, label = 'edit'): void {
  const outcome = workspace.apply({ kind: 'field.set', label, apply: (c) => setAt(c, path, value) });
  if (!outcome.ok) throw outcome.error;
}
