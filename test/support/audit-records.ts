import { randomUUID } from 'node:crypto';
import type { AuditRecord } from '../../src/domain/audit/audit-entry';

/** An audit record with sensible values; any field may be given. */
export function auditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    entryId: randomUUID(),
    at: new Date().toISOString(),
    siteId: 'appliance:test',
    actor: 'admin',
    address: '127.0.0.1',
    action: 'server.stop',
    target: '',
    result: 'succeeded',
    detail: '',
    vigilInstance: 'test-instance',
    ...overrides,
  };
}
