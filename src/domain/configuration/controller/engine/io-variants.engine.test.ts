import { describe, expect, it } from 'vitest';
import { createIo, IoDirection, IoFlag, type Io } from '../../io';
import { gate, testSite } from './engine-test-site';
import { LogicEngine } from './logic-engine';

const START = new Date(2026, 10, 23, 7, 0, 0).getTime();

/** A site whose accesses carry the io variant given, each read by a copy gate and counted by a counter. */
function siteWith(ios: Readonly<Record<string, Partial<Io>>>) {
  const site = testSite(Object.keys(ios), (io, id) => Object.keys(ios).flatMap((name) => [
    gate('copy', `${name} copy`, id, [io(name)]),
    gate('counter', `${name} count`, id, [io(name), ''], { logical: false }),
  ]));
  const configuration = {
    ...site.configuration,
    accesses: site.configuration.accesses.map((access) => ({ ...access, io: { ...access.io, ...ios[access.io.name] } })),
  };
  return new LogicEngine(configuration, { start: START });
}

describe('the engine honours every io variant (section 3)', () => {
  it('a virtual input: is-no off inverts, bistable off pulses, both absent holds what is written', () => {
    const virtual = IoFlag.virtual;
    const engine = siteWith({
      plain: { flags: virtual },
      closed: { flags: virtual, isNo: false },
      open: { flags: virtual, isNo: true },
      pulse: { flags: virtual, bistable: false },
      held: { flags: virtual, bistable: true },
    });
    for (const name of ['plain', 'closed', 'open', 'pulse', 'held']) engine.setInput(name, 1);
    expect(engine.value('plain copy')).toBe(1);
    expect(engine.value('closed copy')).toBe(0);
    expect(engine.value('open copy')).toBe(1);
    // A pulse of no duration: counted downstream, never seen on afterwards.
    expect([engine.value('pulse copy'), engine.value('pulse count'), engine.value('pulse')]).toEqual([0, 1, 0]);
    expect([engine.value('held copy'), engine.value('held count')]).toEqual([1, 1]);
    engine.setInput('pulse', 1);
    expect(engine.value('pulse count')).toBe(2);
    engine.setInput('closed', 0);
    expect(engine.value('closed copy')).toBe(1);
  });

  it('the flags say it for an io without is-no or bistable; bistable on does not undo flag 32 (either makes it monostable)', () => {
    const engine = siteWith({ nc: { flags: IoFlag.normallyClosed }, mono: { flags: IoFlag.monostable }, both: { flags: IoFlag.monostable | IoFlag.virtual, bistable: true } });
    engine.setInput('nc', 1);
    engine.setInput('mono', 1);
    engine.setInput('both', 1);
    expect(engine.value('nc copy')).toBe(0);
    expect([engine.value('mono copy'), engine.value('mono count')]).toEqual([0, 1]);
    expect(engine.value('both count')).toBe(1);
  });

  it('an io with is-input is an input by its direction', () => {
    const engine = siteWith({ flagged: { isInput: true } });
    engine.setInput('flagged', 1);
    expect(engine.value('flagged copy')).toBe(1);
  });

  it('an io with a link id or a link is driven, not written: by the io it names, or the link’s carried signal; a virtual one with is-no off inverts', () => {
    const site = testSite(['a'], (io, id) => [gate('copy', 'source', id, [io('a')])], { links: (gates) => [{ id: 'L-1', linkId: gates[0]!.outputs[0]!.id }] });
    const driven = (id: string, name: string, fields: Partial<Io>) => ({ id: `x-${id}`, io: { ...createIo({ id, name, direction: IoDirection.output }), ...fields } });
    const accessIo = site.configuration.accesses[0]!.io.id;
    const configuration = {
      ...site.configuration,
      accesses: [
        ...site.configuration.accesses,
        driven('o-1', 'follows a', { linkId: accessIo }),
        driven('o-2', 'on the link', { link: 'L-1' }),
        driven('o-3', 'inverted on the link', { flags: IoFlag.virtual, isNo: false, bistable: true, link: 'L-1' }),
      ],
    };
    const engine = new LogicEngine(configuration, { start: START });
    expect([engine.value('follows a'), engine.value('on the link'), engine.value('inverted on the link')]).toEqual([0, 0, 1]);
    engine.setInput('a', 1);
    expect([engine.value('follows a'), engine.value('on the link'), engine.value('inverted on the link')]).toEqual([1, 1, 0]);
    expect(() => engine.setInput('on the link', 1)).toThrow('is not an input');
  });
});
