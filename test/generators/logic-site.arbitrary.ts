// Sites of many gates for the logic editor's part walk and index: gates of
// every simple type wired to calendars, to each other (backwards and forwards,
// so loops happen), to links, to nothing or to a guid that names nothing.
import fc from 'fast-check';
import { createCalendar } from '../../src/domain/configuration/calendar';
import { createConfiguration, type Configuration } from '../../src/domain/configuration/configuration';
import { createController } from '../../src/domain/configuration/controller/controller';
import { GATE_TYPES, type Gate } from '../../src/domain/configuration/controller/gate';
import { createGate } from '../../src/domain/configuration/controller/gate-factory';
import { sequentialGuids } from '../../src/domain/configuration/guid';

const SIMPLE = GATE_TYPES.filter((type) => type !== 'template' && type !== 'custom');

/** What an input reads: nothing, a calendar, a gate's first output (by position, any gate), a link, or a guid nobody has. */
const source = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('calendar' as const), at: fc.nat() }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('gate' as const), at: fc.nat(), near: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('link' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dangling' as const }) },
);

type Source = typeof source extends fc.Arbitrary<infer T> ? T : never;

const gateChoice = fc.record({ type: fc.constantFrom(...SIMPLE), inputs: fc.array(source, { minLength: 3, maxLength: 3 }) });

/**
 * A configuration with `calendars` calendars, up to `maxGates` gates and a
 * few links: often more than the editor's part limit (400), so the walk cuts
 * groups into parts. `near` sources read a gate a few places before, making
 * long chains as real sites have.
 */
export function logicSite(maxGates = 1000): fc.Arbitrary<Configuration> {
  return fc
    .record({
      calendars: fc.integer({ min: 0, max: 4 }),
      // Small sites and sites past the part limit alike (fast-check's default size would keep them under ten gates).
      gates: fc.oneof(fc.array(gateChoice, { maxLength: 20 }), fc.array(gateChoice, { minLength: Math.min(maxGates, 380), maxLength: maxGates, size: 'max' })),
      links: fc.array(fc.nat(), { maxLength: 6 }),
    })
    .map(({ calendars: calendarCount, gates: choices, links: linkChoices }) => {
      const newGuid = sequentialGuids(9);
      const calendars = Array.from({ length: calendarCount }, (_, index) => createCalendar({ name: `Calendar ${index}` }, newGuid));
      const made = choices.map((choice, index) => createGate(choice.type, { name: `Gate ${index}` }, newGuid) as Gate);
      const outputOf = (index: number) => made[index]?.outputs[0]?.id ?? '';
      const links = linkChoices.map((at) => ({ id: newGuid(), linkId: made.length > 0 ? outputOf(at % made.length) : '' }));
      const gates = made.map((gate, index): Gate => {
        const read = (choice: Source): string => {
          if (choice.kind === 'calendar') return calendars.length > 0 ? calendars[choice.at % calendars.length]!.io.id : '';
          if (choice.kind === 'gate') return made.length === 0 ? '' : outputOf(choice.near ? Math.max(0, index - 1 - (choice.at % 3)) : choice.at % made.length);
          if (choice.kind === 'link') return links.length > 0 ? links[choice.at % links.length]!.id : '';
          if (choice.kind === 'dangling') return 'ffffffff-0000-0000-0000-000000000000';
          return '';
        };
        return { ...gate, inputs: gate.inputs.map((_, input) => ({ linkId: read(choices[index]!.inputs[input % 3]!) })) } as Gate;
      });
      return createConfiguration({ calendars, controller: { ...createController({}, newGuid), gates, links } }, newGuid);
    });
}
