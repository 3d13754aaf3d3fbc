import type { ConfigurationHandle, ConfigurationReading } from '../../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Md5 } from '../../../domain/configuration/signature';
import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';

/** A document the model could read, with what is needed to write it back. */
export interface ReadableConfiguration {
  readonly text: string;
  readonly configuration: Configuration;
  readonly handle: ConfigurationHandle;
  readonly signatureValid: boolean;
}

/** Readings kept: the document in force and a candidate being posted are the usual two. */
const KEPT_READINGS = 4;

/**
 * The one way the simulated appliance reads its configuration: the project's
 * codec (the same that the console and the command line use), each document
 * text read once. Accounts, the application title, the check of a posted
 * document, the client interface's streams and the device calls all ask here.
 * Signatures are not verified while reading (a hand-edited document is still
 * the appliance's document); `signatureValid` says whether it matched.
 */
export class ConfigurationReader {
  readonly codec: XmlConfigurationCodecAdapter;
  readonly #readings = new Map<string, ConfigurationReading<Configuration>>();

  constructor(salt: string, md5: Md5) {
    this.codec = new XmlConfigurationCodecAdapter({ md5 }, salt);
  }

  read(text: string): ConfigurationReading<Configuration> {
    let reading = this.#readings.get(text);
    if (reading === undefined) {
      reading = this.codec.read(text, { verifySignature: false });
      if (this.#readings.size >= KEPT_READINGS) this.#readings.delete(this.#readings.keys().next().value as string);
    } else {
      this.#readings.delete(text);
    }
    this.#readings.set(text, reading);
    return reading;
  }

  /** The model of a readable document, or null. */
  readable(text: string): ReadableConfiguration | null {
    const reading = this.read(text);
    return reading.valid ? { text, configuration: reading.configuration, handle: reading.handle, signatureValid: reading.signatureValid } : null;
  }
}

const readers = new WeakMap<Md5, Map<string, ConfigurationReader>>();

/** The reader for a salt and a hash function, shared by everything that reads with them (one cache). */
export function configurationReaderFor(salt: string, md5: Md5): ConfigurationReader {
  let bySalt = readers.get(md5);
  if (!bySalt) {
    bySalt = new Map();
    readers.set(md5, bySalt);
  }
  let reader = bySalt.get(salt);
  if (!reader) {
    reader = new ConfigurationReader(salt, md5);
    bySalt.set(salt, reader);
  }
  return reader;
}
