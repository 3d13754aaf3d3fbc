import type { HistoryStorePort } from '../ports/history-store.port';
import type { VersionComparerPort, VersionComparison } from '../ports/version-comparer.port';
import type { ReadVersionDocumentUseCase } from './read-version-document.use-case';

/** The versions compared (`before` absent when `after` is a site's first). */
export class UnknownVersionError extends Error {
  override name = 'UnknownVersionError';
}

/**
 * Compare any two versions of one site, by name: every change from `from` to
 * `to`, with enough of both documents to say them in the pages' words.
 */
export class CompareVersionsUseCase {
  constructor(
    private readonly store: HistoryStorePort,
    private readonly documents: ReadVersionDocumentUseCase,
    private readonly comparer: VersionComparerPort,
  ) {}

  async execute(siteId: string, from: number, to: number): Promise<VersionComparison> {
    const [first, second] = await Promise.all([this.store.get(from), this.store.get(to)]);
    if (!first || first.siteId !== siteId) throw new UnknownVersionError(`no version ${from} of this site`);
    if (!second || second.siteId !== siteId) throw new UnknownVersionError(`no version ${to} of this site`);
    return this.comparer.compare(await this.documents.execute(from), await this.documents.execute(to));
  }
}
