import { describe, expect, it } from 'vitest';
import { corruptedXmlForPeople } from './corrupted-xml';

describe('corruptedXmlForPeople', () => {
  it('masks the text of secret elements, crypted or not, and keeps everything else as read', () => {
    const xml = [
      '<device>',
      '\t<port>eighty</port>',
      '\t<user>admin</user>',
      '\t<password>W4rehouse</password>',
      '\t<proxy-password crypted="1">Q2lwaGVy</proxy-password>',
      '\t<https-certificate>MIIB</https-certificate>',
      '\t<password/>',
      '\t<name>Password &amp; more</name>',
      '</device>',
    ].join('\n');
    const shown = corruptedXmlForPeople(xml);
    expect(shown).not.toContain('W4rehouse');
    expect(shown).not.toContain('Q2lwaGVy');
    expect(shown).not.toContain('MIIB');
    expect(shown.split('\n')).toEqual([
      '<device>',
      '\t<port>eighty</port>',
      '\t<user>admin</user>',
      '\t<password>••••</password>',
      '\t<proxy-password crypted="1">••••</proxy-password>',
      '\t<https-certificate>••••</https-certificate>',
      '\t<password/>',
      '\t<name>Password &amp; more</name>',
      '</device>',
    ]);
  });
});
