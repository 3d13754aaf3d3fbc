import { describe, expect, it } from 'vitest';
import { editWith, readWith } from '../../../test/fixtures/configuration/codec-harness';
import { miniRangeRegistry, type MiniRange } from '../../../test/fixtures/configuration/mini-model';
import { entity } from './entity';
import { list } from './list';
import { polymorphic, TypeRegistry } from './polymorphic';
import { integer, text, typeTag } from './values';

const generic = entity<{ readonly type: number; readonly name: string }>('GenericRange', { type: integer(), name: text() });
const ranges = list<MiniRange>('range', polymorphic(miniRangeRegistry, generic));

describe('polymorphic by <type>', () => {
  it('chooses the codec by type and keeps unknown types as generic entities, written back as read', () => {
    const xml = '<ranges>\n\t<range>\n\t\t<type>0</type>\n\t\t<name>Day</name>\n\t\t<hour>8</hour>\n\t</range>\n\t<range>\n\t\t<type>9</type>\n\t\t<name>Odd</name>\n\t\t<begin><x/></begin>\n\t</range>\n</ranges>';
    expect(readWith(ranges, xml)).toEqual([{ type: 0, name: 'Day', hour: 8 }, { type: 9, name: 'Odd' }]);
    const renamed = editWith(ranges, xml, (value) => value.map((range) => ({ ...range, name: `${range.name}!` })));
    expect(renamed).toBe(xml.replace('Day', 'Day!').replace('Odd', 'Odd!'));
  });

  it('raises MISSING_TAG_TYPE for an element without <type>', () => {
    const single = polymorphic(miniRangeRegistry, generic);
    expect(() => readWith(single, '<range><name>x</name></range>')).toThrow(expect.objectContaining({ code: 'CONFIG.MISSING_TAG_TYPE' }));
  });

  it("accepts each type once: 'range with type already registered'", () => {
    const registry = new TypeRegistry<{ readonly type: 0; readonly name: string }>('range').register(0, entity('Daily', { type: typeTag(0), name: text() }));
    expect(() => registry.register(0, entity('Daily', { type: typeTag(0), name: text() }))).toThrow('range with type already registered');
    expect(() => new TypeRegistry<{ readonly type: 'and' }>('gate').register('and', entity('And', { type: typeTag('and') })).register('and', entity('And', { type: typeTag('and') }))).toThrow('gate with type already registered');
  });

  it('writes <items/> when the last item is removed, and fills an empty list', () => {
    const xml = '<ranges>\n\t<range>\n\t\t<type>0</type>\n\t\t<name>Day</name>\n\t\t<hour>8</hour>\n\t</range>\n</ranges>';
    expect(editWith(ranges, xml, () => [])).toBe('<ranges/>');
    expect(editWith(ranges, '<ranges/>', () => [{ type: 1, name: 'W', days: [1] }])).toBe('<ranges>\n\t<range>\n\t\t<type>1</type>\n\t\t<name>W</name>\n\t\t<weekdays>1</weekdays>\n\t</range>\n</ranges>');
    expect(editWith(ranges, '<ranges></ranges>', () => [{ type: 0, name: 'D', hour: 1 }])).toBe('<ranges>\n\t<range>\n\t\t<type>0</type>\n\t\t<name>D</name>\n\t\t<hour>1</hour>\n\t</range>\n</ranges>');
  });
});
