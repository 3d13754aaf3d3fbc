import { setAt } from '../../domain/configuration/model-path';
import type { ConfigurationCodecPort } from './configuration-codec.port';

/**
 * Changes one field through the model (validated by its type) and writes the
 * document back: that element, the date and the signature change, nothing
 * else. `path` is the document's (`configuration/contacts/contact[2]/phone`);
 * the change itself is the domain's `setAt` on the ModelPath it names.
 */
export class SetConfigurationField<C> {
  constructor(private readonly codec: ConfigurationCodecPort<C>, private readonly now: () => Date) {}

  execute(text: string, path: string, value: string): { readonly text: string } | { readonly error: Error } {
    const reading = this.codec.read(text);
    if (!reading.valid) return { error: reading.error };
    try {
      const at = this.codec.parsePath(reading.configuration, path);
      const changed = setAt(reading.configuration, at, this.codec.parseValue(reading.configuration, at, value));
      return { text: this.codec.write(reading.handle, changed, this.now()) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}
