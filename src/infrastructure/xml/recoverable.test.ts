import { describe, expect, it } from 'vitest';
import { editWith } from '../../../test/fixtures/configuration/codec-harness';
import { CodecSession, childPath } from './codec';
import { entity } from './entity';
import { recoverable } from './recoverable';
import { integer, text } from './values';
import { parseXml } from './xml-parser';

interface Inner {
  readonly num: number;
}
interface Outer {
  readonly name: string;
  readonly inner: Inner;
}

const outer = entity<Outer>('Outer', { name: text(), inner: recoverable(entity<Inner>('Inner', { num: integer() }), () => ({ num: 0 })) });
const xml = '<outer>\n\t<name>kept</name>\n\t<inner><num>seven</num><extra/></inner>\n</outer>';

describe('recoverable', () => {
  it('stands in with the placeholder and records the entity as corrupted with the code and why', () => {
    const session = new CodecSession(parseXml(xml));
    const value = outer.read(session.source.root, { session, path: childPath(undefined, 'outer') });
    expect(value).toEqual({ name: 'kept', inner: { num: 0 } });
    expect(session.corrupted).toEqual([
      { path: 'outer/inner', code: 'CONFIG.FROM_XML', reason: "failed to convert from XML: integer at outer/inner/num: not an integer: 'seven'", field: 'outer/inner/num', xml: '<inner><num>seven</num><extra/></inner>' },
    ]);
  });

  it('writes the corrupted entity back as read while its placeholder is untouched', () => {
    expect(editWith(outer, xml, (value) => ({ ...value, name: 'renamed' }))).toBe(xml.replace('kept', 'renamed'));
  });
});
