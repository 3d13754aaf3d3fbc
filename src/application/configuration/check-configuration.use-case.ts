import type { ConfigurationCodecPort } from './configuration-codec.port';

export type ConfigurationCheck =
  | { readonly ok: true; readonly version: number; readonly signature: string; readonly corrupted: readonly string[] }
  | { readonly ok: false; readonly error: Error };

/** Version, signature and corrupted entities of a document, as an installer checks it. */
export class CheckConfiguration<C> {
  constructor(private readonly codec: ConfigurationCodecPort<C>) {}

  execute(text: string): ConfigurationCheck {
    const reading = this.codec.read(text);
    if (!reading.valid) return { ok: false, error: reading.error };
    return { ok: true, version: reading.version, signature: reading.signature, corrupted: reading.corrupted };
  }
}
