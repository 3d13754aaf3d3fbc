import type { ConfigurationCodecPort, ConfigurationHandle, ConfigurationReading } from '../../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../../domain/configuration/configuration';

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
  readonly #readings = new Map<string, ConfigurationReading<Configuration>>();

  /** `codec`: the configuration codec for the simulator's salt (given by the composition root, composition/simulator.ts). */
  constructor(readonly codec: ConfigurationCodecPort<Configuration>) {}

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
