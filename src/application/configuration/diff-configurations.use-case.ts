import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel } from '../../domain/configuration/model-diff';
import type { ConfigurationCodecPort } from './configuration-codec.port';

/**
 * One change of the domain's `diffModel`, placed in the document for people:
 * the document path (1-based, in the document `after` for a kept or added
 * item, `before` for a removed one), the named items along it (their names
 * before the change), and the values as the document's JSON.
 */
export interface DocumentChange {
  readonly change: ModelChange;
  readonly path: string;
  readonly names: readonly string[];
  readonly before?: unknown;
  readonly after?: unknown;
}

/** The changes between two documents by entity and field; an invalid document is reported, not thrown. */
export class DiffConfigurations<C> {
  constructor(private readonly codec: ConfigurationCodecPort<C>) {}

  execute(before: string, after: string): { readonly changes: readonly DocumentChange[] } | { readonly error: Error } {
    const left = this.codec.read(before, { verifySignature: false });
    if (!left.valid) return { error: left.error };
    const right = this.codec.read(after, { verifySignature: false });
    if (!right.valid) return { error: right.error };
    const [a, b] = [left.configuration, right.configuration];
    return {
      changes: diffModel(a, b).map((change) => {
        const { path } = this.codec.place(change.kind === 'removed' ? a : b, change.path);
        const { names } = this.codec.place(change.kind === 'added' ? b : a, change.path);
        return {
          change,
          path,
          names,
          ...(change.kind === 'added' ? {} : { before: this.codec.field(a, change.path, change.before).json }),
          ...(change.kind === 'removed' ? {} : { after: this.codec.field(b, change.path, change.after).json }),
        };
      }),
    };
  }
}
