import type { ConfigurationCodecPort, ConfigurationField, ConfigurationHandle, ConfigurationReading, DocumentPlace, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { HashPort } from '../../application/ports/hash.port';
import { applySignature, type Md5 } from '../../domain/configuration/signature';
import { childPath, type Codec } from './codec';
import { ConversionError } from './codec-error';
import { readDocument, renderDocument, writeDocument, type DocumentSource } from './configuration-document';
import { configurationCodec } from './configuration/configuration.codec';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelPath } from '../../domain/configuration/model-path';
import { locatePath, parsePath } from './model-paths';

interface Handle<C> extends ConfigurationHandle {
  readonly source: DocumentSource<C>;
}

/**
 * The configuration codec port over the XML codecs: any root codec (the
 * product's configuration by default; a test model in the framework's tests).
 */
export class XmlConfigurationCodecAdapter<C = Configuration> implements ConfigurationCodecPort<C> {
  private readonly md5: Md5;

  constructor(
    hash: HashPort,
    private readonly salt: string,
    private readonly codec: Codec<C> = configurationCodec as unknown as Codec<C>,
    private readonly maxBytes?: number,
  ) {
    const parts = hash.md5Parts;
    this.md5 = Object.assign((text: string) => hash.md5(text), parts ? { parts: (all: readonly string[]) => parts.call(hash, all) } : {});
  }

  read(text: string, options: ReadOptions = {}): ConfigurationReading<C> {
    try {
      options.onProgress?.({ phase: 'parsing', bytes: text.length });
      const document = readDocument(text, this.codec, { salt: this.salt, md5: this.md5, verifySignature: options.verifySignature, maxBytes: this.maxBytes });
      const handle: Handle<C> = { kind: 'configuration-handle', source: document.source };
      options.onProgress?.({ phase: 'done', bytes: text.length });
      return { valid: true, version: document.version, date: document.date, signature: document.signature, signatureValid: document.signatureValid, configuration: document.configuration, corrupted: document.corrupted, handle };
    } catch (error) {
      return { valid: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  write(handle: ConfigurationHandle, configuration: C, now: Date): string {
    return writeDocument((handle as Handle<C>).source, configuration, this.codec, { salt: this.salt, md5: this.md5, now });
  }

  render(configuration: C, now: Date): string {
    return renderDocument(configuration, this.codec, { salt: this.salt, md5: this.md5, now });
  }

  sign(text: string): string {
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    return bom + applySignature(text.slice(bom.length), this.salt, this.md5);
  }

  toJson(configuration: C): unknown {
    return this.codec.toJson(configuration);
  }

  fromJson(json: unknown): C {
    return this.codec.fromJson(json, childPath(undefined, 'configuration'));
  }

  parsePath(configuration: C, path: string): ModelPath {
    return parsePath(this.codec as Codec<unknown>, configuration, path);
  }

  place(configuration: C, path: ModelPath): DocumentPlace {
    const { text, names } = locatePath(this.codec as Codec<unknown>, configuration, path);
    return { path: text, names };
  }

  field(configuration: C, path: ModelPath, value: unknown): ConfigurationField {
    const { codec } = locatePath(this.codec as Codec<unknown>, configuration, path);
    return { json: value === undefined ? null : codec.toJson(value), leaf: codec.leaf };
  }

  parseValue(configuration: C, path: ModelPath, text: string): unknown {
    const { codec, text: where } = locatePath(this.codec as Codec<unknown>, configuration, path);
    if (codec.leaf) {
      try {
        return codec.fromJson(text, childPath(undefined, where));
      } catch (error) {
        // A leaf takes its XML text, so a bad value is a conversion from XML, not bad JSON.
        throw new ConversionError('CONFIG.FROM_XML', where, (error as ConversionError).metadata.detail as string, { model: codec.label, cause: error });
      }
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ConversionError('CONFIG.INVALID_JSON', where, 'not JSON', { cause: error });
    }
    return codec.fromJson(json, childPath(undefined, where));
  }
}
