import type { AuditAction, AuditResult } from '../../domain/audit/audit-entry';
import type { RecordOperationUseCase } from '../audit/record-operation.use-case';

/** Who acts, as the audit names them: an operator (by name) from an address, or the Vigil server itself ('' and ''). */
export interface Actor {
  readonly name: string;
  readonly address: string;
}

/** The Vigil server itself (polls, rollout steps run by its job queue). */
export const SERVER_ACTOR: Actor = { name: '', address: '' };

/** What the fleet's use cases need of the clock, identifiers and this server. */
export interface FleetContext {
  now(): Date;
  newId(): string;
  readonly instanceId: string;
}

/** One audit entry of a fleet operation. */
export interface FleetAuditEntry {
  readonly action: AuditAction;
  readonly siteId?: string | null;
  readonly target?: string;
  readonly result?: AuditResult;
  readonly detail?: string;
}

/** Writes the fleet's audit entries (spooled while the database is away, as every entry is). */
export class FleetAudit {
  constructor(
    private readonly recordOperation: RecordOperationUseCase,
    private readonly context: FleetContext,
  ) {}

  async record(actor: Actor, entry: FleetAuditEntry): Promise<void> {
    await this.recordOperation.execute({
      entryId: this.context.newId(),
      at: this.context.now().toISOString(),
      siteId: entry.siteId ?? null,
      actor: actor.name,
      address: actor.address,
      action: entry.action,
      target: entry.target ?? '',
      result: entry.result ?? 'succeeded',
      detail: entry.detail ?? '',
      vigilInstance: this.context.instanceId,
    });
  }
}
