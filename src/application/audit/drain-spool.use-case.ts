import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistorySpoolPort, SpooledItem } from '../ports/history-spool.port';
import type { HistoryStorePort } from '../ports/history-store.port';
import type { DatabaseAvailability } from './database-availability';

/**
 * Writes what waits in the spool, in order, once the database answers
 * again: audit entries (consecutive ones together) and configuration
 * versions. One drain at a time; a failure leaves the spool as it was (the
 * next drain tries again) and marks the database away.
 */
export class DrainSpoolUseCase {
  #running: Promise<number> | undefined;
  #written: (() => void) | undefined;

  constructor(
    private readonly audit: AuditLogPort,
    private readonly versions: HistoryStorePort,
    private readonly spool: HistorySpoolPort,
    private readonly availability: DatabaseAvailability,
  ) {}

  /** Called after a drain wrote versions (their summaries are to be made). */
  onVersionsWritten(listener: () => void): void {
    this.#written = listener;
  }

  /** Resolves to how many items were written (0 when none waited or the database is still away). */
  execute(): Promise<number> {
    this.#running ??= this.drain().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  private async drain(): Promise<number> {
    let versions = 0;
    try {
      const written = await this.spool.drain(async (items) => {
        versions += await this.write(items);
      });
      this.availability.recovered();
      return written;
    } catch (error) {
      this.availability.failed(error);
      return 0;
    } finally {
      if (versions > 0) this.#written?.();
    }
  }

  private async write(items: readonly SpooledItem[]): Promise<number> {
    let versions = 0;
    let audits = [];
    for (const item of items) {
      if (item.kind === 'audit') {
        audits.push(item.record);
        continue;
      }
      if (audits.length > 0) await this.audit.append(audits);
      audits = [];
      await this.versions.record(item.version.version, item.version.options);
      versions += 1;
    }
    if (audits.length > 0) await this.audit.append(audits);
    return versions;
  }
}
