import type { ConfigurationChange, ConfigurationCodecPort } from './configuration-codec.port';

/** The changes between two documents by entity and field; an invalid document is reported, not thrown. */
export class DiffConfigurations<C> {
  constructor(private readonly codec: ConfigurationCodecPort<C>) {}

  execute(before: string, after: string): { readonly changes: readonly ConfigurationChange[] } | { readonly error: Error } {
    const left = this.codec.read(before, { verifySignature: false });
    if (!left.valid) return { error: left.error };
    const right = this.codec.read(after, { verifySignature: false });
    if (!right.valid) return { error: right.error };
    return { changes: this.codec.diff(left.configuration, right.configuration) };
  }
}
