import type { BadLine, CsvRecord } from '../../../domain/fleet/site-csv';

/** CSV text to records (each with its first line's number) and back; a line that is not CSV is a bad line. */
export interface CsvCodecPort {
  read(text: string): { readonly records: readonly CsvRecord[]; readonly malformed: readonly BadLine[] };
  write(rows: readonly (readonly string[])[]): string;
}
