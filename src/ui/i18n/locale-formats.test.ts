import { describe, expect, it } from 'vitest';
import { timeTick } from '../features/health/live-chart';
import { formatAgo, formatBytes, formatClock, formatIn, formatNumber, formatPercent } from './locale-formats';

/** Intl puts narrow no-break spaces in French numbers and units: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const AFTERNOON = new Date(2026, 10, 28, 14, 5, 30).getTime();

describe('formats in the language in use', () => {
  it('writes sizes and rates with the language’s units and separators', () => {
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(plain(formatBytes(1_234_567, 'fr'))).toBe('1,2 Mo');
    expect(plain(formatBytes(812e9, 'fr'))).toBe('812 Go');
    expect(formatBytes(1_234_567, 'en', true)).toBe('1.2 MB/s');
    expect(plain(formatBytes(1_234_567, 'fr', true))).toBe('1,2 Mo/s');
    expect(plain(formatBytes(-2500, 'fr', true))).toBe('-2,5 ko/s');
  });

  it('writes numbers, percentages and multipliers as the language does', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(plain(formatNumber(1000, 'fr'))).toBe('1 000');
    expect(formatPercent(12.34, 'en')).toBe('12.3%');
    expect(plain(formatPercent(12.34, 'fr'))).toBe('12,3 %');
  });

  it('writes times of day, the chart’s ticks and how long ago in the language, never the browser’s habit', () => {
    expect(formatClock(AFTERNOON, 'fr')).toBe('14:05:30');
    expect(plain(formatClock(AFTERNOON, 'en'))).toBe('2:05:30 PM');
    expect(timeTick(AFTERNOON, 'fr')).toBe('14:05:30');
    expect(plain(timeTick(AFTERNOON, 'en'))).toBe('2:05:30 PM');
    expect(formatAgo(120_000, 'en')).toBe('2 minutes ago');
    expect(formatAgo(120_000, 'fr')).toBe('il y a 2 minutes');
    expect(formatAgo(0, 'fr')).toBe('maintenant');
    expect(formatIn(7_200, 'fr')).toBe('dans 8 secondes');
  });
});
