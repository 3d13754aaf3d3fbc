import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCalendar, type Calendar } from '../../calendar';
import { createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange } from '../../calendar-range';
import { createGateOutput } from '../gate-base';
import { createGateParameter } from '../gate-parameter';
import { createGate } from '../gate-factory';
import type { Gate } from '../gate';
import { gate, testSite } from './engine-test-site';
import { LogicEngine } from './logic-engine';

const START = new Date(2026, 0, 5, 12, 0, 0).getTime();

/** A template delaying its input by a nested time gate whose delay is a parameter. */
function delayTemplate(id: () => string, name: string, source: string, delay: number, extra: Partial<{ gates: Gate[] }> = {}) {
  const inputId = id();
  const inner = gate('time', `${name} inner`, id, [inputId], { time: 0, timeKeepAlert: 0, timeBetweenAlert: 0 });
  const output = { ...createGateOutput(name, id), linkId: inner.outputs[0]!.id };
  return createGate('template', {
    name,
    inputs: [{ id: inputId, name: `${name} in`, linkId: source }],
    outputs: [output],
    gates: [inner, ...(extra.gates ?? [])],
    parameters: [createGateParameter(inner.id, 'time', delay)],
  }, id);
}

describe('templates and custom gates', () => {
  it('nested gates read the template input by its identifier; the output is driven from inside; the parameter sets the nested gate', () => {
    const engine = new LogicEngine(testSite(['a'], (io, id) => [delayTemplate(id, 'slow', io('a'), 3000)]).configuration, { start: START });
    engine.setInput('a', 1);
    engine.step(START + 2999);
    expect(engine.value('slow')).toBe(0);
    engine.step(START + 3000);
    expect(engine.value('slow')).toBe(1);
  });

  it('a template port is a wire: a template passing its input straight to its output carries it in the same write, and one fed by its own output does not hang', () => {
    const engine = new LogicEngine(testSite(['a'], (io, id) => {
      const through = (name: string, source: string, outputId: string) => {
        const inputId = id();
        return createGate('template', { name, inputs: [{ id: inputId, name: `${name} in`, linkId: source }], outputs: [{ ...createGateOutput(name, () => outputId), linkId: inputId }], gates: [] }, id);
      };
      // 'ring' reads its own output: a ring of wires with no gate, which stays off.
      return [through('pass', io('a'), 'pass-out'), gate('not', 'after', id, ['pass-out']), through('ring', 'ring-out', 'ring-out')];
    }).configuration, { start: START });
    expect(engine.value('after')).toBe(1);
    engine.setInput('a', 1);
    expect(engine.value('pass-out')).toBe(1);
    expect(engine.value('after')).toBe(0);
    expect(engine.value('ring-out')).toBe(0);
  });

  it('two instances of a template keep their own state and parameters; a custom gate runs the same', () => {
    const engine = new LogicEngine(testSite(['a'], (io, id) => {
      const custom = delayTemplate(id, 'custom', io('a'), 2000);
      return [delayTemplate(id, 'one', io('a'), 1000), delayTemplate(id, 'two', io('a'), 5000), { ...custom, type: 'custom' as const }];
    }).configuration, { start: START });
    engine.setInput('a', 1);
    engine.step(START + 1000);
    expect([engine.value('one'), engine.value('custom'), engine.value('two')]).toEqual([1, 0, 0]);
    engine.step(START + 2000);
    expect([engine.value('one'), engine.value('custom'), engine.value('two')]).toEqual([1, 1, 0]);
    engine.step(START + 5000);
    expect(engine.value('two')).toBe(1);
  });

  it('nested templates nest scopes, and the enclosing template parameter wins over the nested one', () => {
    const engine = new LogicEngine(testSite(['a'], (io, id) => {
      const outerInput = id();
      const inner = delayTemplate(id, 'inner', outerInput, 1000);
      const innerTime = inner.gates[0]!;
      const outer = createGate('template', {
        name: 'outer',
        inputs: [{ id: outerInput, linkId: io('a') }],
        outputs: [{ ...createGateOutput('outer', id), linkId: inner.outputs[0]!.id }],
        gates: [inner],
        parameters: [createGateParameter(innerTime.id, 'time', 4000), createGateParameter(innerTime.id, 'label', 'x', true)],
      }, id);
      return [outer];
    }).configuration, { start: START });
    engine.setInput('a', 1);
    engine.step(START + 3999);
    expect(engine.value('outer')).toBe(0);
    engine.step(START + 4000);
    expect(engine.value('outer')).toBe(1);
    expect(engine.facts).toContainEqual(expect.objectContaining({ kind: 'report', note: { reason: 'unknown-parameter', parameter: 'label' } }));
  });

  it('a gate outside a template cannot read the template input by its identifier (it is not in its scope)', () => {
    const engine = new LogicEngine(testSite(['a'], (io, id) => {
      const template = delayTemplate(id, 'slow', io('a'), 0);
      return [template, gate('copy', 'outsider', id, [template.inputs[0]!.id!])];
    }).configuration, { start: START });
    engine.setInput('a', 1);
    expect(engine.value('slow')).toBe(1);
    expect(engine.value('outsider')).toBe(0);
  });
});

describe('calendars as inputs', () => {
  const at = (...parts: [number, number, number, number?, number?, number?]) => new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0).getTime();
  const weekdays = { weekday0: false, weekday1: true, weekday2: true, weekday3: true, weekday4: true, weekday5: true, weekday6: false };

  function follow(ranges: Calendar['ranges'], start: number, moments: number[]) {
    const calendar = createCalendar({ name: 'cal', ranges }, (() => { let n = 0; return () => `8-${++n}`; })());
    const engine = new LogicEngine(testSite([], (_, id) => [gate('copy', 'follows', id, [calendar.io.id])], { calendars: [calendar] }).configuration, { start });
    return moments.map((moment) => {
      engine.step(moment);
      return engine.value('follows');
    });
  }

  it('daily: on from 08:00 to 18:00 on weekdays, off across the weekend', () => {
    const range = createDailyRange({ begin: { ...weekdays, hour: 8, minute: 0, second: 0 }, end: { hour: 18, minute: 0, second: 0 } });
    // Friday 9 January 2026 07:00 → Monday 12 January 08:00.
    expect(follow([range], at(2026, 0, 9, 7), [at(2026, 0, 9, 7, 59, 59), at(2026, 0, 9, 8), at(2026, 0, 9, 17, 59, 59), at(2026, 0, 9, 18), at(2026, 0, 10, 12), at(2026, 0, 12, 7, 59), at(2026, 0, 12, 8)]))
      .toEqual([0, 1, 1, 0, 0, 0, 1]);
  });

  it('daily: a range ending before it begins runs past midnight', () => {
    const range = createDailyRange({ begin: { ...weekdays, weekday5: true, hour: 22, minute: 0, second: 0 }, end: { hour: 6, minute: 0, second: 0 } });
    expect(follow([range], at(2026, 0, 9, 12), [at(2026, 0, 9, 22), at(2026, 0, 10, 5, 59, 59), at(2026, 0, 10, 6)])).toEqual([1, 1, 0]);
  });

  it('weekly: from Friday 18:00 to Monday 07:00, across the week boundary', () => {
    const range = createWeeklyRange({ begin: { weekday: 5, hour: 18, minute: 0, second: 0 }, end: { weekday: 1, hour: 7, minute: 0, second: 0 } });
    expect(follow([range], at(2026, 0, 9, 12), [at(2026, 0, 9, 17, 59), at(2026, 0, 9, 18), at(2026, 0, 11, 23, 59), at(2026, 0, 12, 6, 59, 59), at(2026, 0, 12, 7)])).toEqual([0, 1, 1, 1, 0]);
  });

  it('monthly: from the 28th to the 2nd of the next month, across a month boundary', () => {
    const months = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index}`, true]));
    const range = createMonthlyRange({ begin: { ...createMonthlyRange().begin, ...months, day: 28, hour: 0, minute: 0, second: 0 }, end: { day: 2, hour: 0, minute: 0, second: 0 } });
    expect(follow([range], at(2026, 0, 27, 12), [at(2026, 0, 27, 23, 59, 59), at(2026, 0, 28), at(2026, 1, 1, 12), at(2026, 1, 2)])).toEqual([0, 1, 1, 0]);
  });

  it('yearly: from 24 December to 2 January, across the new year', () => {
    const range = createYearlyRange({ begin: { month: 12, day: 24, hour: 0, minute: 0, second: 0 }, end: { month: 1, day: 2, hour: 0, minute: 0, second: 0 } });
    expect(follow([range], at(2026, 11, 20), [at(2026, 11, 23, 23, 59, 59), at(2026, 11, 24), at(2027, 0, 1, 12), at(2027, 0, 2)])).toEqual([0, 1, 1, 0]);
  });

  it('says when the next calendar boundary is', () => {
    const calendar = createCalendar({ name: 'cal', ranges: [createDailyRange({ begin: { ...weekdays, hour: 8, minute: 0, second: 0 }, end: { hour: 18, minute: 0, second: 0 } })] });
    const engine = new LogicEngine(testSite([], () => [], { calendars: [calendar] }).configuration, { start: at(2026, 0, 9, 7) });
    expect(engine.nextCalendarBoundary()).toBe(at(2026, 0, 9, 8));
    engine.step(engine.nextCalendarBoundary()!);
    expect(engine.nextCalendarBoundary()).toBe(at(2026, 0, 9, 18));
  });
});

describe('stepping twice by t is stepping once by 2t', () => {
  /** A site with timed gates of every kind, fed by an input that changes at the given offsets. */
  function timedSite() {
    return testSite(['a', { name: 'x', logic: false }], (io, id) => [
      gate('clock', 'clock', id, [], { period: 700, time: 300 }),
      gate('time', 'delay', id, [io('a')], { time: 450, timeKeepAlert: 200, timeBetweenAlert: 900 }),
      gate('alarm', 'alarm', id, [io('a')], { timeActivation: 250, timeTrigger: 600, bistables: false, message: '' }),
      gate('sampling', 'sample', id, [io('x')], { period: 400 }),
      gate('average', 'mean', id, [io('x')], { period: 400 }),
      gate('alert-mail', 'mail', id, [io('a')], { time: 100, timeBetweenAlert: 1000, timeKeepAlert: 300 }),
    ]);
  }

  it('for every timed gate, whatever the inputs did before', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1 }), fc.integer({ min: -50, max: 50 })), { maxLength: 8 }),
      fc.integer({ min: 1, max: 5000 }),
      (changes, t) => {
        const configuration = timedSite().configuration;
        const prepare = (): LogicEngine => {
          const engine = new LogicEngine(configuration, { start: START });
          for (const [offset, a, x] of [...changes].sort((p, q) => p[0] - q[0])) {
            engine.step(START + offset);
            engine.setInput('a', a);
            engine.setInput('x', x);
          }
          return engine;
        };
        const twice = prepare();
        const once = prepare();
        const from = twice.now;
        twice.step(from + t);
        twice.step(from + 2 * t);
        once.step(from + 2 * t);
        expect(twice.signals.map((signal) => twice.value(signal.id))).toEqual(once.signals.map((signal) => once.value(signal.id)));
        expect(twice.changes).toEqual(once.changes);
        expect(twice.facts).toEqual(once.facts);
      },
    ), { numRuns: 60 });
  });
});
