import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { ConfigurationCodecPort, CorruptedEntity } from './configuration-codec.port';

export type ConfigurationCheck =
  | {
      readonly ok: true;
      readonly version: number;
      readonly signature: string;
      readonly corrupted: readonly CorruptedEntity[];
      /** What whole-configuration validation found (empty without a validator). */
      readonly problems: readonly ConfigurationProblem[];
    }
  | { readonly ok: false; readonly error: Error };

/**
 * Version, signature, corrupted entities and, given a validator, every
 * validation problem of a document, as an installer checks it. Never throws.
 */
export class CheckConfiguration<C> {
  constructor(
    private readonly codec: ConfigurationCodecPort<C>,
    private readonly validate: (configuration: C) => readonly ConfigurationProblem[] = () => [],
  ) {}

  execute(text: string): ConfigurationCheck {
    const reading = this.codec.read(text);
    if (!reading.valid) return { ok: false, error: reading.error };
    return { ok: true, version: reading.version, signature: reading.signature, corrupted: reading.corrupted, problems: this.validate(reading.configuration) };
  }
}
