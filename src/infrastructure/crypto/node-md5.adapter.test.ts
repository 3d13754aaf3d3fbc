import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NodeMd5Adapter } from './node-md5.adapter';
import { propertyParameters } from '../../../test/support/property-seed';

/** node:crypto given the whole string at once: what the chunked adapter must agree with. */
const whole = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

describe('NodeMd5Adapter', () => {
  const node = new NodeMd5Adapter();

  it('hashes a text fed a megabyte at a time as the whole string, a pair across a chunk end included', () => {
    expect(node.md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    const straddling = `${'a'.repeat(1024 * 1024 - 1)}😀${'é中'.repeat(700_000)}`;
    expect(node.md5(straddling)).toBe(whole(straddling));
  });

  it('hashes parts as their concatenation, without making it', () => {
    const block = `\t<configuration>${'<name>Entrée — quai</name>'.repeat(60_000)}</configuration>`;
    expect(node.md5Parts([block, 'salt'])).toBe(whole(`${block}salt`));
    expect(node.md5Parts([])).toBe(whole(''));
    fc.assert(fc.property(fc.array(fc.string({ unit: 'grapheme' })), (parts) => {
      expect(node.md5Parts(parts)).toBe(whole(parts.join('')));
    }), propertyParameters());
  });
});
