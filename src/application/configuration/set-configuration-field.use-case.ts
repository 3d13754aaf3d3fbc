import type { ConfigurationCodecPort } from './configuration-codec.port';

/**
 * Changes one field through the model (validated by its type) and writes the
 * document back: that element, the date and the signature change, nothing else.
 */
export class SetConfigurationField<C> {
  constructor(private readonly codec: ConfigurationCodecPort<C>, private readonly now: () => Date) {}

  execute(text: string, path: string, value: string): { readonly text: string } | { readonly error: Error } {
    const reading = this.codec.read(text);
    if (!reading.valid) return { error: reading.error };
    try {
      const changed = this.codec.set(reading.configuration, path, value);
      return { text: this.codec.write(reading.handle, changed, this.now()) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}
