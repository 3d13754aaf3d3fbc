import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../test/fixtures/configuration/codec-harness';
import { CodecSession, childPath } from './codec';
import { entity } from './entity';
import { list } from './list';
import { integer, text } from './values';
import { parseXml } from './xml-parser';

interface Item {
  readonly num: number;
  readonly name: string;
}

const items = list('item', entity<Item>('Item', { num: integer(), name: text() }), { key: (item) => item.num, omit: (item) => item.name === '' });
const xml = '<items>\n\t<item><num>1</num><name>one</name></item>\n\t<!-- two is broken -->\n\t<item><num>x</num><name>two</name></item>\n\t<item><num>3</num><name>three</name></item>\n</items>';

describe('list', () => {
  it('reads its items and records the ones that fail as corrupted, by 1-based path, with the code and why', () => {
    const session = new CodecSession(parseXml(xml));
    const value = items.read(session.source.root, { session, path: childPath(undefined, 'items') });
    expect(value.map((item) => item.name)).toEqual(['one', 'three']);
    expect(session.corrupted).toEqual([{ path: 'items/item[2]', code: 'CONFIG.FROM_XML', reason: "failed to convert from XML: integer at items/item[2]/num: not an integer: 'x'", field: 'items/item[2]/num', name: 'two', xml: '<item><num>x</num><name>two</name></item>' }]);
  });

  it('writes back untouched and keeps the corrupted item in place while editing the others', () => {
    expect(editWith(items, xml, (value) => value)).toBe(xml);
    expect(editWith(items, xml, (value) => value.map((item) => (item.num === 3 ? { ...item, name: 'trois' } : item)))).toBe(xml.replace('three', 'trois'));
  });

  it('removes an item with its line and adds one with the siblings’ indentation', () => {
    const removed = editWith(items, xml, (value) => value.filter((item) => item.num !== 1));
    expect(removed).toBe(xml.replace('\t<item><num>1</num><name>one</name></item>\n', ''));
    const added = editWith(items, xml, (value) => [...value, { num: 4, name: 'four' }]);
    expect(added).toBe(xml.replace('three</name></item>\n', 'three</name></item>\n\t<item>\n\t\t<num>4</num>\n\t\t<name>four</name>\n\t</item>\n'));
  });

  it('matches a replaced object to its element by key, so only its changed field is written', () => {
    const edited = editWith(items, xml, (value) => value.map((item) => ({ ...item, name: item.num === 1 ? 'uno' : item.name })));
    expect(edited).toBe(xml.replace('>one<', '>uno<'));
  });

  it('adds to an empty container and empties one to <items/>, leaving out omitted items', () => {
    expect(editWith(items, '<items/>', () => [{ num: 5, name: 'five' }, { num: 6, name: '' }])).toBe('<items>\n\t<item>\n\t\t<num>5</num>\n\t\t<name>five</name>\n\t</item>\n</items>');
    expect(editWith(items, '<items>\n\t<item><num>1</num><name>one</name></item>\n</items>', () => [])).toBe('<items/>');
    expect(renderWith(items, [], 'items')).toBe('<items/>');
    expect(readWith(items, '<items></items>')).toEqual([]);
  });

  it('refuses JSON that is not an array', () => {
    expect(() => items.fromJson({}, childPath(undefined, 'items'))).toThrow('The JSON structure is invalid');
  });
});
