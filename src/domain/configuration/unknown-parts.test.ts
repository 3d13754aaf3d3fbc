import { describe, expect, it } from 'vitest';
import { createCalendar } from './calendar';
import { createDailyRange } from './calendar-range';
import { createUnsupportedGate } from './controller/gate';
import { gate, testSite } from './controller/engine/engine-test-site';
import { unknownParts } from './unknown-parts';
import { validateConfiguration } from './validation/validate-configuration';

function site() {
  const calendar = createCalendar({ name: 'Hours', ranges: [createDailyRange(), { type: 7, name: 'A' }, { type: 7, name: 'B' }, { type: 8, name: 'C' }] });
  const built = testSite([{ name: 'door', flags: 64 | 16 }, { name: 'window', flags: 64 }, { name: 'gate', flags: 128 }], (io, id) => [
    createUnsupportedGate('teleport', { id: id(), name: 'First', inputs: [], outputs: [] }, {}),
    createUnsupportedGate('teleport', { id: id(), name: 'Second', inputs: [], outputs: [] }, {}),
    gate('operation', 'Sum', id, [io('door'), io('window'), io('gate')], { operators: ['+', '$', '$'] }),
    gate('threshold', 'Odd', id, [io('door')], { operator: 9 }),
  ], { calendars: [calendar] });
  return built.configuration;
}

describe('what this version does not know, said once', () => {
  it('one part per distinct value, at its first place, with how many places have it', () => {
    expect(unknownParts(site()).map(({ kind, value, owner, count }) => ({ kind, value, owner, count }))).toEqual([
      { kind: 'range-type', value: '7', owner: 'Hours', count: 2 },
      { kind: 'range-type', value: '8', owner: 'Hours', count: 1 },
      { kind: 'gate-type', value: 'teleport', owner: 'First', count: 2 },
      { kind: 'operator', value: 'operation $', owner: 'Sum', count: 2 },
      { kind: 'operator', value: 'threshold 9', owner: 'Odd', count: 1 },
      { kind: 'io-flags', value: '64', owner: 'door', count: 2 },
      { kind: 'io-flags', value: '128', owner: 'gate', count: 1 },
    ]);
  });

  it('as warnings of the validation, each at its first place', () => {
    const warnings = validateConfiguration(site()).filter((problem) => problem.code.startsWith('CONFIG.UNKNOWN_') && problem.code !== 'CONFIG.UNKNOWN_IO');
    expect(warnings.map(({ code, path, severity }) => ({ code, path, severity }))).toEqual([
      { code: 'CONFIG.UNKNOWN_RANGE_TYPE', path: 'configuration/calendars/calendar[1]/ranges/range[2]/type', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_RANGE_TYPE', path: 'configuration/calendars/calendar[1]/ranges/range[4]/type', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_GATE_TYPE', path: 'configuration/controller/gates/gate[1]/type', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_OPERATOR', path: 'configuration/controller/gates/gate[3]/operators', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_OPERATOR', path: 'configuration/controller/gates/gate[4]/operator', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_IO_FLAGS', path: 'configuration/accesses/access[1]/io/flags', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_IO_FLAGS', path: 'configuration/accesses/access[3]/io/flags', severity: 'warning' },
    ]);
    expect(warnings[0]!.message).toBe('unknown range type 7: kept as read, never active in a simulation (2 in this document)');
  });
});

describe('the io variants’ references', () => {
  it('warns of a link naming no controller link, a link id naming no io, an is-input against the direction', () => {
    const configuration = site();
    const accesses = configuration.accesses.map((access, index) => ({
      ...access, io: [{ ...access.io, link: '9-9' }, { ...access.io, linkId: '8-8' }, { ...access.io, isInput: false }][index]!,
    }));
    const problems = validateConfiguration({ ...configuration, accesses }).filter((problem) => ['CONFIG.UNKNOWN_LINK', 'CONFIG.UNKNOWN_IO', 'CONFIG.IO_INPUT_DIRECTION'].includes(problem.code));
    expect(problems.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'CONFIG.UNKNOWN_LINK', path: 'configuration/accesses/access[1]/io/link' },
      { code: 'CONFIG.UNKNOWN_IO', path: 'configuration/accesses/access[2]/io/link-id' },
      { code: 'CONFIG.IO_INPUT_DIRECTION', path: 'configuration/accesses/access[3]/io/is-input' },
    ]);
  });
});
