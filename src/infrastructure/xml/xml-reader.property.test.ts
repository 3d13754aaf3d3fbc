import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { wellFormedDocument } from '../../../test/fixtures/configuration/xml-arbitraries';
import { NodeMd5Adapter } from '../crypto/node-md5.adapter';
import { seedConfiguration } from '../simulator/seed/configuration-seed';
import { renderDocument } from './configuration-document';
import { configurationCodec } from './configuration/configuration.codec';
import { attributesOf, scanSource, textOf, type SourceDocument, type SourceElement } from './source-tree';
import { parseXml } from './xml-parser';
import { propertyParameters } from '../../../test/support/property-seed';

// The reader builds no DOM; xmldom did. Before xmldom left the default path,
// this checked that every value the codecs can see (each element's name, its
// attributes and its text) reads exactly as xmldom read it.

interface DomElement {
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  readonly childNodes: ArrayLike<{ readonly nodeType: number }>;
}

function xmldom(text: string): DomElement {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
  expect(errors).toEqual([]);
  return document.documentElement as unknown as DomElement;
}

function sameAsXmldom(source: SourceDocument, ours: SourceElement, theirs: DomElement): void {
  expect(ours.name).toBe(theirs.nodeName);
  expect(attributesOf(source, ours)).toEqual(Object.fromEntries(Array.from(theirs.attributes, (attribute) => [attribute.name, attribute.value])));
  expect(textOf(source, ours)).toBe(theirs.textContent);
  const children = Array.from(theirs.childNodes).filter((node) => node.nodeType === 1) as unknown as DomElement[];
  expect(ours.children.map((child) => child.name)).toEqual(children.map((child) => child.nodeName));
  ours.children.forEach((child, index) => sameAsXmldom(source, child, children[index]!));
}

function compare(text: string): void {
  const parsed = parseXml(text);
  sameAsXmldom(parsed, parsed.root, xmldom(text));
}

const md5 = (value: string): string => new NodeMd5Adapter().md5(value);
const fixture = (path: string): string => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the reader against xmldom', () => {
  const corpus: Record<string, string> = {
    'sample.xml': fixture('test/fixtures/configuration/sample.xml'),
    'mini.xml': fixture('test/fixtures/configuration/mini.xml'),
    'client-configuration.xml': fixture('test/integration/client/support/client-configuration.xml'),
    'the simulator seed': seedConfiguration({ adminPassword: 'Pa$$w0rd & <co>', date: new Date(2027, 0, 1), salt: 'salt', md5 }),
    'a realistic configuration': renderDocument(aRealisticConfiguration(), configurationCodec, { salt: 'salt', md5, now: new Date(2027, 0, 1) }),
    'a configuration with devices': renderDocument(aConfigurationWithDevices(), configurationCodec, { salt: 'salt', md5, now: new Date(2027, 0, 1) }),
  };

  for (const [name, text] of Object.entries(corpus)) {
    it(`reads ${name} as xmldom does, with LF and with CRLF`, () => {
      compare(text);
      compare(text.replace(/\n/g, '\r\n'));
    }, 30_000);
  }

  it('reads generated documents as xmldom does: references, CDATA, CRLF and lone CR, attribute whitespace, non-BMP characters', () => {
    fc.assert(fc.property(wellFormedDocument, compare), propertyParameters({ numRuns: 400 }));
  }, 60_000);

  it('never accepts what xmldom refuses, on markup-heavy noise', () => {
    const noise = fc.array(fc.constantFrom('<', '>', '/', '</', '/>', 'a', 'b', ' ', '=', '"', "'", '&', ';', '#', 'x', '1', '!', '?', '-', '--', '[', ']', ':', '\n', '\r', '<!--', '-->', '<![CDATA[', ']]>', '&amp;', '<a>', '</a>', '<b/>'), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(fc.property(noise, (text) => {
      let accepted = true;
      try {
        scanSource(text);
      } catch {
        accepted = false;
      }
      if (accepted) compare(text);
    }), propertyParameters({ numRuns: 3000 }));
  }, 60_000);
});
