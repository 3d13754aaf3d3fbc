import type { ConfigurationChange, ConfigurationCodecPort, ConfigurationField, ConfigurationHandle, ConfigurationReading } from '../../application/configuration/configuration-codec.port';
import type { HashPort } from '../../application/ports/hash.port';
import { applySignature } from '../../domain/configuration/signature';
import { childPath, type Codec } from './codec';
import { ConversionError } from './codec-error';
import { readDocument, renderDocument, writeDocument, type DocumentSource } from './configuration-document';
import { configurationCodec } from './configuration/configuration.codec';
import type { Configuration } from '../../domain/configuration/configuration';
import { diffModels, getAt, setAt } from './model-paths';

interface Handle<C> extends ConfigurationHandle {
  readonly source: DocumentSource<C>;
}

/**
 * The configuration codec port over the XML codecs: any root codec (the
 * product's configuration by default; a test model in the framework's tests).
 */
export class XmlConfigurationCodecAdapter<C = Configuration> implements ConfigurationCodecPort<C> {
  private readonly md5: (text: string) => string;

  constructor(
    hash: HashPort,
    private readonly salt: string,
    private readonly codec: Codec<C> = configurationCodec as unknown as Codec<C>,
    private readonly maxBytes?: number,
  ) {
    this.md5 = (text) => hash.md5(text);
  }

  read(text: string, options: { readonly verifySignature?: boolean } = {}): ConfigurationReading<C> {
    try {
      const document = readDocument(text, this.codec, { salt: this.salt, md5: this.md5, verifySignature: options.verifySignature, maxBytes: this.maxBytes });
      const handle: Handle<C> = { kind: 'configuration-handle', source: document.source };
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

  get(configuration: C, path: string): ConfigurationField {
    const located = getAt(this.codec as Codec<unknown>, configuration, path);
    return { json: located.value === undefined ? null : located.codec.toJson(located.value), leaf: located.codec.leaf };
  }

  set(configuration: C, path: string, value: string): C {
    return setAt(this.codec as Codec<unknown>, configuration, path, ({ codec }) => {
      if (codec.leaf) {
        try {
          return codec.fromJson(value, childPath(undefined, path));
        } catch (error) {
          // A leaf takes its XML text, so a bad value is a conversion from XML, not bad JSON.
          throw new ConversionError('CONFIG.FROM_XML', path, (error as ConversionError).metadata.detail as string, { model: codec.label, cause: error });
        }
      }
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch (error) {
        throw new ConversionError('CONFIG.INVALID_JSON', path, 'not JSON', { cause: error });
      }
      return codec.fromJson(json, childPath(undefined, path));
    }) as C;
  }

  diff(before: C, after: C): readonly ConfigurationChange[] {
    return diffModels(this.codec as Codec<unknown>, before, after);
  }
}
