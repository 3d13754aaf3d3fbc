import { describe, expect, it } from 'vitest';
import { createAlertMessage, createMessageContact } from '../alert-gates';
import { createUnsupportedGate } from '../gate';
import { engineNoteText } from './engine-facts';
import { LogicEngine } from './logic-engine';
import { gate, MONOSTABLE, NORMALLY_CLOSED, testSite } from './engine-test-site';

const START = new Date(2026, 0, 5, 12, 0, 0).getTime();

function run(site: ReturnType<typeof testSite>): LogicEngine {
  return new LogicEngine(site.configuration, { start: START });
}

/** Every combination of the named inputs, with the gate's output for each. */
function truthTable(type: 'and' | 'or' | 'xor', count: number): number[] {
  const names = Array.from({ length: count }, (_, index) => `in${index}`);
  const engine = run(testSite(names, (io, id) => [gate(type, 'out', id, names.map(io))]));
  const table: number[] = [];
  for (let row = 0; row < 2 ** count; row++) {
    names.forEach((name, bit) => engine.setInput(name, (row >> bit) & 1));
    table.push(engine.value('out'));
  }
  return table;
}

describe('logic gates: truth tables', () => {
  it('and, or and xor, with two and three inputs (xor: an odd number on)', () => {
    expect(truthTable('and', 2)).toEqual([0, 0, 0, 1]);
    expect(truthTable('or', 2)).toEqual([0, 1, 1, 1]);
    expect(truthTable('xor', 2)).toEqual([0, 1, 1, 0]);
    expect(truthTable('and', 3)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(truthTable('or', 3)).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
    expect(truthTable('xor', 3)).toEqual([0, 1, 1, 0, 1, 0, 0, 1]);
  });

  it('not and copy; an unconnected input reads off', () => {
    const engine = run(testSite(['a'], (io, id) => [gate('not', 'not', id, [io('a')]), gate('copy', 'copy', id, [io('a')]), gate('not', 'loose', id, [''])]));
    expect([engine.value('not'), engine.value('copy'), engine.value('loose')]).toEqual([1, 0, 1]);
    engine.setInput('a', 1);
    expect([engine.value('not'), engine.value('copy')]).toEqual([0, 1]);
  });

  it('rs: input 1 sets, input 2 resets, reset wins, the state holds', () => {
    const engine = run(testSite(['s', 'r'], (io, id) => [gate('rs', 'q', id, [io('s'), io('r')])]));
    const seen: number[] = [];
    for (const [s, r] of [[1, 0], [0, 0], [0, 1], [0, 0], [1, 1], [1, 0]] as const) {
      engine.setInput('s', s);
      engine.setInput('r', r);
      seen.push(engine.value('q'));
    }
    expect(seen).toEqual([1, 1, 0, 0, 0, 1]);
  });

  it('mux: input 1 selects input 2 (off) or input 3 (on); demux routes input 2 to the output input 1 selects', () => {
    const engine = run(testSite(['sel', 'a', 'b'], (io, id) => [gate('mux', 'mux', id, [io('sel'), io('a'), io('b')]), gate('demux', 'demux', id, [io('sel'), io('a')])]));
    engine.setInput('a', 1);
    expect([engine.value('mux'), engine.value('demux 1'), engine.value('demux 2')]).toEqual([1, 1, 0]);
    engine.setInput('sel', 1);
    expect([engine.value('mux'), engine.value('demux 1'), engine.value('demux 2')]).toEqual([0, 0, 1]);
    engine.setInput('b', 1);
    expect(engine.value('mux')).toBe(1);
  });

  it('constant: its value, on/off for a logic output', () => {
    const engine = run(testSite([], (_, id) => [gate('constant', 'seven', id, [], { value: 7 })]));
    expect(engine.value('seven')).toBe(7);
  });
});

describe('edges, toggles and counters', () => {
  it('edge-up, edge-down and edge give a pulse of no duration that a toggle and a counter downstream see', () => {
    const engine = run(testSite(['a'], (io, id) => {
      const up = gate('edge-up', 'up', id, [io('a')]);
      const down = gate('edge-down', 'down', id, [io('a')]);
      const any = gate('edge', 'any', id, [io('a')]);
      return [up, down, any,
        gate('toogle', 'toggled by up', id, [up.outputs[0]!.id]),
        gate('counter', 'downs', id, [down.outputs[0]!.id, ''], { logical: false }),
        gate('counter', 'edges', id, [any.outputs[0]!.id, ''], { logical: false })];
    }));
    for (const value of [1, 0, 1, 0, 1]) engine.setInput('a', value);
    expect(engine.value('toggled by up')).toBe(1); // three rising edges
    expect(engine.value('downs')).toBe(2);
    expect(engine.value('edges')).toBe(5);
    expect([engine.value('up'), engine.value('down'), engine.value('any')]).toEqual([0, 0, 0]);
    const pulses = engine.changes.filter((change) => change.name === 'up').map((change) => change.value);
    expect(pulses).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('counter: counts rising edges of input 1, input 2 resets; logical: on while the count is not 0', () => {
    const engine = run(testSite(['c', 'r'], (io, id) => [gate('counter', 'any', id, [io('c'), io('r')], { logical: true }), gate('counter', 'count', id, [io('c'), io('r')], { logical: false })]));
    expect(engine.value('any')).toBe(0);
    for (const value of [1, 0, 1, 1, 0, 1]) engine.setInput('c', value);
    expect([engine.value('count'), engine.value('any')]).toEqual([3, 1]);
    engine.setInput('r', 1);
    expect([engine.value('count'), engine.value('any')]).toEqual([0, 0]);
    engine.setInput('c', 0);
    engine.setInput('c', 1);
    expect(engine.value('count')).toBe(0);
  });
});

describe('timing gates', () => {
  it('clock: on for time ms at the start of every period, from the start', () => {
    const engine = run(testSite([], (_, id) => [gate('clock', 'blink', id, [], { period: 1000, time: 300 })]));
    const samples: number[] = [];
    for (const at of [0, 299, 300, 999, 1000, 1299, 1300, 5000]) {
      engine.step(START + at);
      samples.push(engine.value('blink'));
    }
    expect(samples).toEqual([1, 1, 0, 0, 1, 1, 0, 1]);
  });

  it('time: on-delay of time, held timeKeepAlert after the input falls, timeBetweenAlert before it can rise again', () => {
    const engine = run(testSite(['a'], (io, id) => [gate('time', 'delayed', id, [io('a')], { time: 2000, timeKeepAlert: 1000, timeBetweenAlert: 3000 })]));
    engine.setInput('a', 1);
    engine.step(START + 1999);
    expect(engine.value('delayed')).toBe(0);
    engine.step(START + 2000);
    expect(engine.value('delayed')).toBe(1);
    engine.step(START + 5000);
    engine.setInput('a', 0);
    engine.step(START + 5999);
    expect(engine.value('delayed')).toBe(1);
    engine.step(START + 6000);
    expect(engine.value('delayed')).toBe(0);
    engine.setInput('a', 1); // fell at 6000: not before 9000
    engine.step(START + 8999);
    expect(engine.value('delayed')).toBe(0);
    engine.step(START + 9000);
    expect(engine.value('delayed')).toBe(1);
  });

  it('time: an input shorter than the delay never reaches the output', () => {
    const engine = run(testSite(['a'], (io, id) => [gate('time', 'delayed', id, [io('a')], { time: 2000, timeKeepAlert: 0, timeBetweenAlert: 0 })]));
    engine.setInput('a', 1);
    engine.step(START + 1500);
    engine.setInput('a', 0);
    engine.step(START + 10_000);
    expect(engine.changes.filter((change) => change.name === 'delayed')).toEqual([]);
  });

  it('alarm: triggers after timeActivation, on for timeTrigger (monostable) or until the input is off (bistable)', () => {
    const engine = run(testSite(['pir'], (io, id) => [
      gate('alarm', 'siren', id, [io('pir')], { timeActivation: 1000, timeTrigger: 5000, bistables: false, message: 'intrusion' }),
      gate('alarm', 'latched', id, [io('pir')], { timeActivation: 1000, timeTrigger: 5000, bistables: true, message: 'latched' }),
    ]));
    engine.setInput('pir', 1);
    engine.step(START + 999);
    expect(engine.value('siren')).toBe(0);
    engine.step(START + 1000);
    expect([engine.value('siren'), engine.value('latched')]).toEqual([1, 1]);
    expect(engine.facts.filter((fact) => fact.kind === 'alarm').map((fact) => fact.kind === 'alarm' && fact.message)).toEqual(['intrusion', 'latched']);
    engine.step(START + 6000);
    expect([engine.value('siren'), engine.value('latched')]).toEqual([0, 1]);
    engine.step(START + 9000);
    engine.setInput('pir', 0);
    expect(engine.value('latched')).toBe(0);
  });

  it('ping: the answer is an input of the simulation, read every period', () => {
    const engine = run(testSite([], (_, id) => [gate('ping', 'router', id, [], { address: '10.0.0.1', period: 10_000 })]));
    expect(engine.value('router')).toBe(1);
    engine.setInput('router', 0);
    engine.step(START + 9_999);
    expect(engine.value('router')).toBe(1);
    engine.step(START + 10_000);
    expect(engine.value('router')).toBe(0);
  });

  it('command: each rising edge of its input is a fact with the command and its arguments', () => {
    const engine = run(testSite(['a'], (io, id) => [gate('command', 'reboot', id, [io('a')], { command: 'reboot', arguments: '--now' })]));
    engine.setInput('a', 1);
    engine.setInput('a', 1);
    engine.setInput('a', 0);
    engine.setInput('a', 1);
    expect(engine.facts.filter((fact) => fact.kind === 'command')).toEqual([
      expect.objectContaining({ command: 'reboot', arguments: '--now', at: START }),
      expect.objectContaining({ command: 'reboot' }),
    ]);
  });
});

describe('analogue gates', () => {
  const analog = (name: string) => ({ name, logic: false });

  it('operation: left to right, no precedence; division by zero gives 0', () => {
    const engine = run(testSite([analog('a'), analog('b'), analog('c')], (io, id) => [
      gate('operation', 'sum', id, [io('a'), io('b'), io('c')], { operators: ['+', '*'] }),
      gate('operation', 'ratio', id, [io('a'), io('b')], { operators: ['/'] }),
    ]));
    engine.setInput('a', 2);
    engine.setInput('b', 3);
    engine.setInput('c', 4);
    expect(engine.value('sum')).toBe(20);
    expect(engine.value('ratio')).toBeCloseTo(2 / 3);
    engine.setInput('b', 0);
    expect(engine.value('ratio')).toBe(0);
  });

  it('max, min and copy-analogic', () => {
    const engine = run(testSite([analog('a'), analog('b')], (io, id) => [gate('max', 'max', id, [io('a'), io('b')]), gate('min', 'min', id, [io('a'), io('b')]), gate('copy-analogic', 'copy', id, [io('a')])]));
    engine.setInput('a', -2.5);
    engine.setInput('b', 7);
    expect([engine.value('max'), engine.value('min'), engine.value('copy')]).toEqual([7, -2.5, -2.5]);
  });

  it('threshold: each operator against the threshold', () => {
    const symbols = ['>', '>=', '<', '<=', '=', '!='];
    const engine = run(testSite([analog('t')], (io, id) => symbols.map((_, operator) => gate('threshold', `op${operator}`, id, [io('t')], { operator, threshold: 20 }))));
    const row = () => symbols.map((_, operator) => engine.value(`op${operator}`));
    engine.setInput('t', 19);
    expect(row()).toEqual([0, 0, 1, 1, 0, 1]);
    engine.setInput('t', 20);
    expect(row()).toEqual([0, 1, 0, 1, 1, 0]);
    engine.setInput('t', 21);
    expect(row()).toEqual([1, 1, 0, 0, 0, 1]);
  });

  it('a threshold with an operator the specification does not list is inert, and says which operators it knows', () => {
    const engine = run(testSite([analog('t')], (io, id) => [gate('threshold', 'odd', id, [io('t')], { operator: 9, threshold: 20 })]));
    engine.setInput('t', 21);
    expect(engine.value('odd')).toBe(0);
    const note = { reason: 'unknown-operator', operators: '9', known: '0 > 1 >= 2 < 3 <= 4 = 5 !=' } as const;
    expect(engine.facts).toContainEqual(expect.objectContaining({ kind: 'report', gateName: 'odd', note }));
    expect(engineNoteText(note)).toBe('unknown operator 9 (known: 0 > 1 >= 2 < 3 <= 4 = 5 !=): inert, its outputs stay off');
  });

  it('counter-analogic: up on input 1, down on input 2, not below 0 unless useNegative', () => {
    const engine = run(testSite(['up', 'down'], (io, id) => [
      gate('counter-analogic', 'floor', id, [io('up'), io('down')], { useNegative: false }),
      gate('counter-analogic', 'signed', id, [io('up'), io('down')], { useNegative: true }),
    ]));
    for (const value of [1, 0, 1, 0]) engine.setInput('down', value);
    expect([engine.value('floor'), engine.value('signed')]).toEqual([0, -2]);
    for (const value of [1, 0, 1, 0, 1]) engine.setInput('up', value);
    expect([engine.value('floor'), engine.value('signed')]).toEqual([3, 1]);
  });

  it('sampling holds the input taken at each period; average is its mean over the period; variation its change over the period', () => {
    const engine = run(testSite([analog('x')], (io, id) => [
      gate('sampling', 'sample', id, [io('x')], { period: 1000 }),
      gate('average', 'mean', id, [io('x')], { period: 1000 }),
      gate('variation', 'delta', id, [io('x')], { period: 1000 }),
    ]));
    engine.setInput('x', 10);
    engine.step(START + 250);
    engine.setInput('x', 20);
    engine.step(START + 999);
    expect(engine.value('sample')).toBe(0); // taken at the start, when x was 0
    engine.step(START + 1000);
    expect(engine.value('sample')).toBe(20);
    expect(engine.value('mean')).toBe(17.5); // 10 for 250 ms, 20 for 750 ms
    expect(engine.value('delta')).toBe(20); // 0 when the window opened, 20 at its end
    engine.step(START + 2000);
    expect([engine.value('mean'), engine.value('delta')]).toEqual([20, 0]);
  });
});

describe('io flags', () => {
  it('a normally closed input reads the inverse of what is written; a monostable input pulses', () => {
    const engine = run(testSite([{ name: 'nc', flags: NORMALLY_CLOSED }, { name: 'mono', flags: MONOSTABLE }], (io, id) => [
      gate('copy', 'nc follows', id, [io('nc')]),
      gate('counter', 'pulses', id, [io('mono'), ''], { logical: false }),
    ]));
    engine.setInput('nc', 1);
    expect(engine.value('nc follows')).toBe(0);
    engine.setInput('nc', 0);
    expect(engine.value('nc follows')).toBe(1);
    engine.setInput('mono', 1);
    engine.setInput('mono', 1);
    expect(engine.value('pulses')).toBe(2);
    expect(engine.value('mono')).toBe(0);
  });
});

describe('outputs driven through a link', () => {
  it('a device output attached to a controller link follows what the link carries; normally closed, the inverse', async () => {
    const { createIo, IoDirection } = await import('../../io');
    const site = testSite(['a'], (io, id) => [gate('copy', 'source', id, [io('a')])], { links: (gates) => [{ id: 'L-1', linkId: gates[0]!.outputs[0]!.id }] });
    const relay = (name: string, flags: number) => ({ ...createIo({ id: `out-${name}`, name, direction: IoDirection.output, flags }), link: 'L-1' });
    const configuration = { ...site.configuration, accesses: [...site.configuration.accesses, { id: 'x-1', io: relay('strike', 0) }, { id: 'x-2', io: relay('inverted strike', NORMALLY_CLOSED) }] };
    const engine = new LogicEngine(configuration, { start: START });
    expect([engine.value('strike'), engine.value('inverted strike')]).toEqual([0, 1]);
    engine.setInput('a', 1);
    expect([engine.value('strike'), engine.value('inverted strike')]).toEqual([1, 0]);
    expect(() => engine.setInput('strike', 1)).toThrow('"strike" is not an input: strike is driven by a relay');
  });
});

describe('alerts', () => {
  it('alert-mail fires after time, repeats no sooner than timeBetweenAlert, ends timeKeepAlert after the input, with recipients and the recording window', () => {
    const contact = { id: '9-1', name: 'Martin', firstname: 'Claire', mail: 'claire@example.com', phone: '+33600000000', description: '' };
    const engine = run(testSite(['door'], (io, id) => [gate('alert-mail', 'mail the guard', id, [io('door')], {
      time: 500, timeBetweenAlert: 5000, timeKeepAlert: 1000, preBuffer: 3000, postBuffer: 2000, makeVideo: true, videoIdentifier: '7-7',
      message: createAlertMessage({ subject: 'Door', message: 'forced', contacts: [createMessageContact('9-1', { mail: true, sms: true })] }),
    })], { contacts: [contact] }));
    engine.setInput('door', 1);
    engine.step(START + 499);
    expect(engine.facts.filter((fact) => fact.kind === 'alert')).toEqual([]);
    engine.step(START + 500);
    const [fired] = engine.facts.filter((fact) => fact.kind === 'alert');
    expect(fired).toEqual({
      kind: 'alert', at: START + 500, gateId: expect.any(String), gateName: 'mail the guard', type: 'alert-mail', subject: 'Door', message: 'forced',
      recipients: [{ channel: 'mail', id: '9-1', name: 'Claire Martin', address: 'claire@example.com' }, { channel: 'sms', id: '9-1', name: 'Claire Martin', address: '+33600000000' }],
      details: { useUrl: 'false' }, recording: { videoIdentifier: '7-7', from: START - 2500, to: START + 2500, frequency: 3 },
    });
    engine.setInput('door', 0);
    engine.step(START + 1400);
    engine.setInput('door', 1); // within timeKeepAlert: the same alert
    engine.setInput('door', 0);
    engine.step(START + 2400);
    expect(engine.facts.filter((fact) => fact.kind === 'alert-end').map((fact) => fact.at)).toEqual([START + 2400]);
    engine.setInput('door', 1); // the next alert no sooner than 5000 after the first
    engine.step(START + 5499);
    expect(engine.facts.filter((fact) => fact.kind === 'alert')).toHaveLength(1);
    engine.step(START + 5500);
    expect(engine.facts.filter((fact) => fact.kind === 'alert').map((fact) => fact.at)).toEqual([START + 500, START + 5500]);
  });

  it('alert-ftp and alert-monitoring name their FTP client and receiver, with the directory and the zone', () => {
    const engine = run(testSite(['a'], (io, id) => [
      gate('alert-ftp', 'ftp', id, [io('a')], { ftpIdentifier: '5-1', directory: 'alerts', filename: 'door.jpg' }),
      gate('alert-monitoring', 'receiver', id, [io('a')], { monitoringIdentifier: '5-2', zone: '12', set: 'E130', reset: 'R130' }),
    ]));
    engine.setInput('a', 1);
    const alerts = engine.facts.filter((fact) => fact.kind === 'alert');
    expect(alerts.map((fact) => fact.kind === 'alert' && [fact.type, fact.recipients.map((recipient) => `${recipient.channel}:${recipient.id}`), fact.details])).toEqual([
      ['alert-ftp', ['ftp:5-1'], { directory: 'alerts', filename: 'door.jpg' }],
      ['alert-monitoring', ['monitoring:5-2'], { zone: '12', set: 'E130', reset: 'R130', extensions: '' }],
    ]);
  });
});

describe('the graph', () => {
  it('an unknown gate type is inert and reported', () => {
    const engine = run(testSite(['a'], (io, id) => {
      const known = gate('copy', 'known', id, [io('a')]);
      const unknown = createUnsupportedGate('teleport', { id: id(), name: 'mystery', inputs: [{ linkId: io('a') }], outputs: [{ ...known.outputs[0]!, id: id(), name: 'mystery' }] }, {});
      return [unknown, known];
    }));
    engine.setInput('a', 1);
    expect(engine.value('mystery')).toBe(0);
    expect(engine.facts).toContainEqual(expect.objectContaining({ kind: 'report', gateName: 'mystery', note: { reason: 'unknown-type', gateType: 'teleport' } }));
  });

  it('a gate reads a gate defined after it; a latch through an rs holds; a loop through no stateful gate is reported, not hung', () => {
    const engine = run(testSite(['s', 'r'], (io, id) => {
      const not = gate('not', 'ring', id, []);
      const ring = { ...not, inputs: [{ linkId: not.outputs[0]!.id }] };
      const late = gate('copy', 'late', id, []);
      const early = gate('and', 'early', id, [late.outputs[0]!.id, io('s')]);
      return [early, { ...late, inputs: [{ linkId: io('s') }] }, ring];
    }));
    engine.setInput('s', 1);
    expect(engine.value('early')).toBe(1);
    expect(engine.facts).toContainEqual(expect.objectContaining({ kind: 'oscillation', gateName: 'ring' }));
  });

  it('a controller link carries a gate output to what reads the link', () => {
    const engine = run(testSite(['a'], (io, id) => [gate('copy', 'source', id, [io('a')]), gate('not', 'through link', id, ['L-1'])], {
      links: (gates) => [{ id: 'L-1', linkId: gates[0]!.outputs[0]!.id }],
    }));
    expect(engine.value('through link')).toBe(1);
    engine.setInput('a', 1);
    expect(engine.value('through link')).toBe(0);
  });
});
