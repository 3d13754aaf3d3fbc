import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CsvCodecPort } from '../../application/fleet/ports/csv-codec.port';
import type { BadLine, CsvRecord } from '../../domain/fleet/site-csv';

interface Parsed {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/** Lines of bad CSV set aside before the file is given up (each costs a new read of the file). */
const MAX_BAD_LINES = 1_000;

function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return [',', ';', '\t'].map((each) => ({ each, count: firstLine.split(each).length })).sort((a, b) => b.count - a.count)[0]!.each;
}

function parsed(text: string, delimiter: string): Parsed[] {
  return parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as unknown as Parsed[];
}

/**
 * CSV through csv-parse and csv-stringify (RFC 4180: quotes, commas and line
 * breaks inside quoted values). A byte order mark, and a semicolon or tab as
 * separator (spreadsheets in French write semicolons), are read too. A line
 * that opens a quote it never closes is a bad line: it is set aside and the
 * lines after it are read as usual.
 */
export class CsvCodecAdapter implements CsvCodecPort {
  read(text: string): { readonly records: readonly CsvRecord[]; readonly malformed: readonly BadLine[] } {
    const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
    const delimiter = delimiterOf(lines[0] ?? '');
    const malformed: BadLine[] = [];
    for (;;) {
      try {
        const rows = parsed(lines.join('\n'), delimiter);
        // info.lines is the line a record ends on: it starts that many line breaks earlier.
        const records = rows.map(({ record, info }) => ({ line: info.lines - (record.join('').match(/\n/g)?.length ?? 0), values: record }));
        return { records, malformed };
      } catch (error) {
        if (malformed.length >= MAX_BAD_LINES) throw error;
        // The bad record starts just after the last good one: blank that line (numbers stay), read again.
        const before = this.goodLinesBefore(lines, delimiter, error);
        malformed.push({ line: before + 1, code: 'FLEET.CSV_MALFORMED', message: `not valid CSV: ${(error as Error).message}` });
        lines[before] = '';
      }
    }
  }

  /** How many lines of the file read well before the record that failed. */
  private goodLinesBefore(lines: string[], delimiter: string, error: unknown): number {
    const at = (error as { lines?: unknown }).lines;
    let low = 0;
    let high = typeof at === 'number' ? Math.min(at, lines.length) : lines.length;
    // The largest prefix of whole lines that reads: its length is where the bad record starts.
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      try {
        parsed(lines.slice(0, middle).join('\n'), delimiter);
        low = middle;
      } catch {
        high = middle - 1;
      }
    }
    return Math.min(low, lines.length - 1);
  }

  write(rows: readonly (readonly string[])[]): string {
    return stringify(rows.map((row) => [...row]), { record_delimiter: '\r\n' });
  }
}
