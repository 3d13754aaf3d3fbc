import { describe, expect, it } from 'vitest';
import { parseClientApplicationInfo, serverId } from './application-info';
import { toQueryDate } from './client-date';

describe('client application info', () => {
  it('accepts the three application types and strips the product code', () => {
    for (const [id, kind] of [[1, 'server'], [22, 'cloud'], ['23', 'basic']] as const) {
      const info = parseClientApplicationInfo({ id, name: 'Vigil', 'product-code': 'ABCD-EFGH IJKL' });
      expect(info.kind).toBe(kind);
      expect(info.productCode).toBe('ABCDEFGHIJKL');
    }
    expect(serverId('ABCD', 'admin')).toBe('ABCDadmin');
  });

  it("rejects other types with 'unknown application type'", () => {
    expect(() => parseClientApplicationInfo({ id: 2 })).toThrow('unknown application type');
    expect(() => parseClientApplicationInfo({})).toThrow('unknown application type');
    expect(() => parseClientApplicationInfo(null)).toThrow('invalid response');
  });

  it("validates dates with 'invalid date'", () => {
    expect(toQueryDate(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(toQueryDate(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(() => toQueryDate('yesterday')).toThrow('invalid date');
    expect(() => toQueryDate(new Date(Number.NaN))).toThrow('invalid date');
  });
});
