import type { ConfigurationCodecPort } from '../../application/configuration/configuration-codec.port';
import type { VersionComparerPort, VersionComparison } from '../../application/ports/version-comparer.port';
import type { Configuration } from '../../domain/configuration/configuration';
import { diffModel } from '../../domain/configuration/model-diff';
import type { VersionProblem } from '../../domain/history/configuration-version';
import { sparseModel } from '../../domain/history/sparse-model';

/**
 * Compares documents with the configuration codec, in this thread: the
 * signatures are not checked (a hand-edited version is compared as it came),
 * and a document the codec cannot read at all is reported, not thrown.
 */
export class CodecVersionComparerAdapter implements VersionComparerPort {
  constructor(private readonly codec: ConfigurationCodecPort<Configuration>) {}

  async compare(before: string | undefined, after: string): Promise<VersionComparison> {
    const next = this.codec.read(after, { verifySignature: false });
    if (!next.valid) return { changes: [], before: {}, after: {}, problems: [], unreadable: next.error.message };
    const problems: VersionProblem[] = next.corrupted.map((entity) => ({ path: entity.path, reason: entity.reason, ...(entity.name ? { name: entity.name } : {}) }));
    if (before === undefined) return { changes: [], before: {}, after: {}, problems };
    const previous = this.codec.read(before, { verifySignature: false });
    if (!previous.valid) return { changes: [], before: {}, after: {}, problems, unreadable: previous.error.message };
    const changes = diffModel(previous.configuration, next.configuration);
    return { changes, before: sparseModel(previous.configuration, changes), after: sparseModel(next.configuration, changes), problems };
  }
}
