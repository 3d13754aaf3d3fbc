import type { AuditRecord } from '../../domain/audit/audit-entry';
import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistorySpoolPort } from '../ports/history-spool.port';
import type { DatabaseAvailability } from './database-availability';

/**
 * Writes an audit entry, or spools it when the database cannot take it: an
 * operation is never lost because the database is away, and never
 * overtakes one that waits (while the spool holds anything, new entries go
 * after it, and a drain is asked).
 */
export class RecordOperationUseCase {
  constructor(
    private readonly audit: AuditLogPort,
    private readonly spool: HistorySpoolPort,
    private readonly availability: DatabaseAvailability,
  ) {}

  async execute(record: AuditRecord): Promise<'written' | 'spooled'> {
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
