import { documentIdentity } from '../../domain/history/document-identity';
import { sealSecrets } from '../../domain/history/document-secrets';
import type { VersionSource } from '../../domain/history/configuration-version';
import type { DatabaseAvailability } from '../audit/database-availability';
import type { HistorySpoolPort } from '../ports/history-spool.port';
import type { HistoryStorePort, RecordOutcome } from '../ports/history-store.port';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import type { HistorySite } from './history-site';

export interface VersionToRecord {
  readonly site: HistorySite;
  readonly source: VersionSource;
  readonly author: string;
  readonly address: string;
  readonly note: string;
  /** The document as the appliance holds it (passwords in clear, as the console edits it). */
  readonly document: string;
  readonly entryId: string;
  readonly recordedAt: string;
}

export type RecordVersionOutcome = RecordOutcome | { readonly kind: 'spooled' };

/**
 * Keeps a configuration version: its secrets sealed with the server's key,
 * then stored (or spooled while the database is away: the version is on
 * disk before this resolves, so a save the appliance accepted is never
 * lost). A save claims a version the poller recorded for the same document a
 * moment before; the poller records only a document that changed.
 */
export class RecordVersionUseCase {
  #recorded: (() => void) | undefined;

  constructor(
    private readonly store: HistoryStorePort,
    private readonly spool: HistorySpoolPort,
    private readonly availability: DatabaseAvailability,
    private readonly sealer: SecretSealerPort,
    private readonly vigilInstance: string,
  ) {}

  /** Called after a version was stored (its summary is to be made). */
  onRecorded(listener: () => void): void {
    this.#recorded = listener;
  }

  async execute(version: VersionToRecord): Promise<RecordVersionOutcome> {
    const identity = documentIdentity(version.document);
    const sealedText = sealSecrets(version.document, (secret) => this.sealer.seal(secret, 'deterministic'));
    const item = {
      version: {
        entryId: version.entryId,
        siteId: version.site.id,
        recordedAt: version.recordedAt,
        source: version.source,
        vigilInstance: this.vigilInstance,
        author: version.author,
        address: version.address,
        note: version.note,
        signature: identity.signature,
        documentDate: identity.date,
        sealedText,
      },
      options: version.source === 'vigil' ? { claimOutside: true } : { onlyIfChanged: true },
    };
    if (this.availability.reachable && (await this.spool.size()) === 0) {
      try {
        await this.store.ensureSite(version.site);
        const outcome = await this.store.record(item.version, item.options);
        if (outcome.kind !== 'unchanged') this.#recorded?.();
        return outcome;
      } catch (error) {
        this.availability.failed(error);
      }
    }
    await this.spool.append({ kind: 'version', version: item });
    this.availability.behind();
    return { kind: 'spooled' };
  }
}
