import type { AuditRecord } from '../../domain/audit/audit-entry';
import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistorySpoolPort, SpooledItem } from '../ports/history-spool.port';
import type { DatabaseAvailability } from './database-availability';

/**
 * Writes what waits in the spool, in order, once the database answers
 * again. One drain at a time; a failure leaves the spool as it was (the next
 * drain tries again) and marks the database away.
 */
export class DrainSpoolUseCase {
  #running: Promise<number> | undefined;

  constructor(
    private readonly audit: AuditLogPort,
    private readonly spool: HistorySpoolPort,
    private readonly availability: DatabaseAvailability,
  ) {}

  /** Resolves to how many items were written (0 when none waited or the database is still away). */
  execute(): Promise<number> {
    this.#running ??= this.drain().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  private async drain(): Promise<number> {
    try {
      const written = await this.spool.drain((items) => this.write(items));
      this.availability.recovered();
      return written;
    } catch (error) {
      this.availability.failed(error);
      return 0;
    }
  }

  private async write(items: readonly SpooledItem[]): Promise<void> {
    const records: AuditRecord[] = items.filter((item) => item.kind === 'audit').map((item) => item.record);
    if (records.length > 0) await this.audit.append(records);
  }
}
