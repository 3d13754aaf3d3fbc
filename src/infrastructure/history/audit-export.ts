import type { AuditEntry } from '../../domain/audit/audit-entry';

const COLUMNS = ['sequence', 'at', 'actor', 'address', 'action', 'target', 'result', 'detail', 'site', 'vigil_instance', 'previous_hash', 'hash'] as const;

/** One CSV field (RFC 4180), with a text that a spreadsheet would run as a formula made inert by a leading quote. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The audit as CSV: a header line, then one line per entry (CRLF, UTF-8 with a byte order mark so spreadsheets read accents). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) {
    lines.push(
      [entry.sequence, entry.at, entry.actor, entry.address, entry.action, entry.target, entry.result, entry.detail, entry.siteId, entry.vigilInstance, entry.previousHash, entry.hash].map(field).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The audit as JSON: the entries with their chain, for another tool. */
export function auditJson(entries: readonly AuditEntry[]): string {
  return `${JSON.stringify({ entries }, null, 2)}\n`;
}
