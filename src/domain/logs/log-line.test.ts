import { describe, expect, it } from 'vitest';
import { filterLog, formatLog, parseLog } from './log-line';

const LOG = [
  '2026-11-23 09:00:00.000 INFO [server] server started',
  '2026-11-23 09:00:01.250 WARN [storage] store D: is 91% full',
  '',
  'free text from a script',
  '2026-11-23 09:00:02.5 ERROR [device] Camera 2: connection refused',
  '2026-11-23 09:00:03.000 debug [gate] and gate 4 -> 1',
].join('\r\n');

describe('appliance log lines', () => {
  it('parses time, level, source and message, numbering lines as in the file and keeping other lines whole', () => {
    const entries = parseLog(LOG);
    expect(entries).toEqual([
      { line: 1, time: '2026-11-23 09:00:00.000', level: 'info', source: 'server', message: 'server started' },
      { line: 2, time: '2026-11-23 09:00:01.250', level: 'warning', source: 'storage', message: 'store D: is 91% full' },
      { line: 4, time: '', level: null, source: '', message: 'free text from a script' },
      { line: 5, time: '2026-11-23 09:00:02.5', level: 'error', source: 'device', message: 'Camera 2: connection refused' },
      { line: 6, time: '2026-11-23 09:00:03.000', level: 'debug', source: 'gate', message: 'and gate 4 -> 1' },
    ]);
  });

  it('filters by level and by text in the message or the source, case-insensitively', () => {
    const entries = parseLog(LOG);
    expect(filterLog(entries, { levels: new Set(['error', 'warning']), search: '' }).map((entry) => entry.line)).toEqual([2, 4, 5]);
    expect(filterLog(entries, { levels: new Set(['debug', 'info', 'warning', 'error']), search: 'CAMERA' }).map((entry) => entry.line)).toEqual([5]);
    expect(filterLog(entries, { levels: new Set(['info']), search: 'serv' }).map((entry) => entry.line)).toEqual([1]);
    expect(filterLog(entries, { levels: new Set(), search: 'nothing like it' })).toEqual([]);
  });

  it('writes the shown entries back as log lines', () => {
    const entries = parseLog(LOG);
    expect(formatLog(filterLog(entries, { levels: new Set(['warning']), search: 'store' }))).toBe('2026-11-23 09:00:01.250 WARNING [storage] store D: is 91% full\n');
    expect(formatLog([])).toBe('');
  });
});
