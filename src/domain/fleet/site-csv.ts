import type { ErrorCode } from '../shared/error-code';
import { DEFAULT_HTTP_PORT, DEFAULT_HTTPS_PORT, normaliseSiteFields, parseTags, siteNameKey, siteProblems, type Site, type SiteField, type SiteFields } from './site';

/** The columns of the fleet's CSV, in the order an export writes them (docs/fleet.md, "Import and export"). */
export const SITE_CSV_COLUMNS = ['name', 'address', 'http_port', 'https_port', 'https', 'insecure', 'username', 'password', 'tags'] as const;
export type SiteCsvColumn = (typeof SITE_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly SiteCsvColumn[] = ['name', 'address', 'username', 'password'];

/** One record of the file as the CSV reader gives it: its first line's number (from 1) and its values. */
export interface CsvRecord {
  readonly line: number;
  readonly values: readonly string[];
}

/** A line that is not imported, and why: the code (translated by the page) and the English message. */
export interface BadLine {
  readonly line: number;
  readonly code: ErrorCode;
  readonly message: string;
  /** The column at fault, when one is. */
  readonly column?: string;
}

const FIELD_COLUMN: Readonly<Record<SiteField, SiteCsvColumn>> = {
  name: 'name',
  address: 'address',
  httpPort: 'http_port',
  httpsPort: 'https_port',
  username: 'username',
  password: 'password',
  tags: 'tags',
};

const TRUE = new Set(['1', 'yes', 'y', 'true', 'oui', 'o', 'vrai']);
const FALSE = new Set(['', '0', 'no', 'n', 'false', 'non', 'faux']);

function flag(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return undefined;
}

function port(text: string, fallback: number): number {
  const value = text.trim();
  return value === '' ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The header's columns by name (case and blanks ignored), or the bad line saying which required one is missing. */
function columnsOf(header: CsvRecord): Map<string, number> | BadLine {
  const columns = new Map<string, number>();
  header.values.forEach((value, index) => columns.set(value.trim().toLowerCase().replace(/[\s-]+/g, '_'), index));
  const missing = REQUIRED_COLUMNS.find((column) => !columns.has(column));
  if (missing !== undefined) return { line: header.line, code: 'FLEET.CSV_MISSING_COLUMN', message: `the header has no column "${missing}"`, column: missing };
  return columns;
}

/**
 * Reads the sites of a CSV file (its header first): every good line becomes
 * a site's fields, every bad one is listed with its line number and the
 * first reason (a field's rule, a name already in the fleet or met earlier in
 * the file, a yes/no column that says neither). `taken` holds the keys
 * (`siteNameKey`) of the fleet's names.
 */
export function readSiteRecords(records: readonly CsvRecord[], taken: ReadonlySet<string>): { readonly sites: readonly { readonly line: number; readonly fields: SiteFields }[]; readonly bad: readonly BadLine[] } {
  const [header, ...rows] = records;
  if (header === undefined) return { sites: [], bad: [{ line: 1, code: 'FLEET.CSV_EMPTY', message: 'the file holds no header and no site' }] };
  const columns = columnsOf(header);
  if (!(columns instanceof Map)) return { sites: [], bad: [columns] };
  const value = (row: CsvRecord, column: SiteCsvColumn) => {
    const index = columns.get(column);
    return index === undefined ? '' : (row.values[index] ?? '');
  };
  const names = new Set(taken);
  const sites: { line: number; fields: SiteFields }[] = [];
  const bad: BadLine[] = [];
  for (const row of rows) {
    if (row.values.every((cell) => cell.trim() === '')) continue;
    const secure = flag(value(row, 'https'));
    const insecure = flag(value(row, 'insecure'));
    if (secure === undefined || insecure === undefined) {
      const column = secure === undefined ? 'https' : 'insecure';
      bad.push({ line: row.line, code: 'FLEET.CSV_FLAG', message: `"${value(row, column)}" is neither yes nor no`, column });
      continue;
    }
    const fields = normaliseSiteFields({
      name: value(row, 'name'),
      address: value(row, 'address'),
      httpPort: port(value(row, 'http_port'), DEFAULT_HTTP_PORT),
      httpsPort: port(value(row, 'https_port'), DEFAULT_HTTPS_PORT),
      secure,
      insecure,
      username: value(row, 'username'),
      password: value(row, 'password'),
      tags: parseTags(value(row, 'tags')),
    });
    const problems = Object.entries(siteProblems(fields)) as [SiteField, { code: ErrorCode; message: string }][];
    const first = problems[0];
    if (first !== undefined) {
      bad.push({ line: row.line, code: first[1].code, message: first[1].message, column: FIELD_COLUMN[first[0]] });
      continue;
    }
    const key = siteNameKey(fields.name);
    if (names.has(key)) {
      bad.push({ line: row.line, code: 'FLEET.SITE_NAME_TAKEN', message: `a site named "${fields.name}" already exists`, column: 'name' });
      continue;
    }
    names.add(key);
    sites.push({ line: row.line, fields });
  }
  return { sites, bad };
}

/** The fleet as CSV rows, header first: every column but the password, which never leaves the Vigil server. */
export function siteCsvRows(sites: readonly Site[]): string[][] {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    [...SITE_CSV_COLUMNS],
    ...sites.map((site) => [site.name, site.address, String(site.httpPort), String(site.httpsPort), yesNo(site.secure), yesNo(site.insecure), site.username, '', site.tags.join(';')]),
  ];
}
