import type { AuditRecord } from '../../domain/audit/audit-entry';
import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistorySpoolPort } from '../ports/history-spool.port';
import type { DatabaseAvailability } from './database-availability';

/**
 * Writes an audit entry, or spools it when the database cannot take it: an
 * operation is never lost because the database is away, and never
 * overtakes one that waits (while the spool holds anything, new entries go
 * after it, and a drain is asked). Entries are written one after the other
 * in the order they were asked for: a refused sign-in followed by one that
 * succeeded is in the chain in that order, whatever the spool's or the
 * database's calls take.
 */
export class RecordOperationUseCase {
  /** The last entry's write, which the next one waits for. */
  #last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly audit: AuditLogPort,
    private readonly spool: HistorySpoolPort,
    private readonly availability: DatabaseAvailability,
  ) {}

  execute(record: AuditRecord): Promise<'written' | 'spooled'> {
    const turn = this.#last.then(() => this.write(record));
    this.#last = turn.catch(() => undefined);
    return turn;
  }

  private async write(record: AuditRecord): Promise<'written' | 'spooled'> {
    if (this.availability.reachable && (await this.spool.size()) === 0) {
      try {
        await this.audit.append([record]);
        return 'written';
      } catch (error) {
        this.availability.failed(error);
      }
    }
    await this.spool.append({ kind: 'audit', record });
    this.availability.behind();
    return 'spooled';
  }
}
