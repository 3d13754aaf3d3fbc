import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../test/support/property-seed';
import { readSiteRecords, siteCsvRows, type CsvRecord } from './site-csv';
import type { Site } from './site';

const HEADER: CsvRecord = { line: 1, values: ['name', 'address', 'http_port', 'https_port', 'https', 'insecure', 'username', 'password', 'tags'] };
const row = (line: number, values: string[]): CsvRecord => ({ line, values });

describe('the fleet as CSV', () => {
  it('imports the good lines and lists each bad one with its line number and reason', () => {
    const { sites, bad } = readSiteRecords(
      [
        HEADER,
        row(2, ['Depot North', '10.0.0.5', '', '', 'no', 'no', 'admin', 'secret-1', 'Acme;north']),
        row(3, ['', '10.0.0.6', '', '', 'no', 'no', 'admin', 'secret-1', '']),
        row(4, ['Depot South', '10.0.0.300', '', '', 'no', 'no', 'admin', 'secret-1', '']),
        row(5, ['Depot East', '10.0.0.7', '80', '443', 'maybe', 'no', 'admin', 'secret-1', '']),
        row(6, ['depot north', '10.0.0.8', '', '', '', '', 'admin', 'secret-1', '']),
        row(7, ['', '', '', '', '', '', '', '', '']),
        row(8, ['Depot West', '10.0.0.9', '8080', '', 'yes', 'oui', 'admin', 'secret-1', '']),
        row(9, ['HQ', 'hq.acme.example', '99999', '', 'no', 'no', 'admin', 'secret-1', '']),
      ],
      new Set(['hq']),
    );
    expect(sites.map((site) => [site.line, site.fields.name, site.fields.httpPort, site.fields.secure, site.fields.insecure, site.fields.tags])).toEqual([
      [2, 'Depot North', 80, false, false, ['Acme', 'north']],
      [8, 'Depot West', 8080, true, true, []],
    ]);
    expect(bad.map((line) => [line.line, line.code, line.column])).toEqual([
      [3, 'FIELD.REQUIRED', 'name'],
      [4, 'FIELD.INVALID_IP', 'address'],
      [5, 'FLEET.CSV_FLAG', 'https'],
      [6, 'FLEET.SITE_NAME_TAKEN', 'name'],
      [9, 'FIELD.INVALID_PORT', 'http_port'],
    ]);
  });

  it('refuses a header without a required column, and an empty file', () => {
    expect(readSiteRecords([row(1, ['name', 'address', 'username'])], new Set()).bad).toEqual([{ line: 1, code: 'FLEET.CSV_MISSING_COLUMN', message: 'the header has no column "password"', column: 'password' }]);
    expect(readSiteRecords([], new Set()).bad[0]?.code).toBe('FLEET.CSV_EMPTY');
  });

  it('reads back what it exports (every column but the password)', () => {
    const site = fc.record({
      name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}[a-z]$/),
      address: fc.ipV4(),
      httpPort: fc.integer({ min: 1, max: 65535 }),
      httpsPort: fc.integer({ min: 1, max: 65535 }),
      secure: fc.boolean(),
      insecure: fc.boolean(),
      username: fc.stringMatching(/^[a-z]{1,8}$/),
      tags: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9:]{1,10}$/), { maxLength: 4, selector: (tag) => tag.toLowerCase() }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(site, { maxLength: 5, selector: (each) => each.name.toLowerCase() }), (generated) => {
        const sites: Site[] = generated.map((each, index) => ({ ...each, id: `s${index}`, addedAt: '', addedBy: '' }));
        const records = siteCsvRows(sites).map((values, index) => ({ line: index + 1, values: index === 0 ? values : values.map((value, column) => (column === 7 ? 'secret-1' : value)) }));
        const read = readSiteRecords(records, new Set());
        expect(read.bad).toEqual([]);
        expect(read.sites.map((each) => ({ ...each.fields, password: undefined }))).toEqual(generated.map((each) => ({ ...each, password: undefined })));
      }),
      propertyParameters({ numRuns: 50 }),
    );
  });
});
