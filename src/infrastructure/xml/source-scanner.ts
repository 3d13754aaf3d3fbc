import { SpanTable, type SourceDocument } from './source-element';
import { NamespaceScope } from './xml-namespaces';
import {
  AMP, BANG, DOUBLE_QUOTE, EQUALS, GT, LT, QUESTION, SINGLE_QUOTE, SLASH,
  isNamePart, isSpace, referenceEnd, scanName, skipSpace, SourceScanError,
} from './xml-syntax';

/** One string per distinct name, found without slicing the text: the same few hundred names repeat a million times. */
class NameTable {
  private readonly buckets = new Map<number, number[]>();
  private readonly withColon = new Set<string>();

  /** `names[id]` is the name interned as `id` (the span table's own list). */
  constructor(readonly names: string[]) {}

  /** True for a name with a colon (a namespace prefix to check): rare, so a set of them. */
  qualified(name: string): boolean {
    return this.withColon.size > 0 && this.withColon.has(name);
  }

  /** The name's id. */
  intern(text: string, start: number, end: number): number {
    const key = (end - start) * 0x10000 + text.charCodeAt(start) * 0x100 + (text.charCodeAt(end - 1) & 0xff);
    let bucket = this.buckets.get(key);
    if (bucket) {
      for (const id of bucket) if (text.startsWith(this.names[id]!, start)) return id;
    } else {
      bucket = [];
      this.buckets.set(key, bucket);
    }
    const name = text.slice(start, end);
    const id = this.names.length;
    this.names.push(name);
    bucket.push(id);
    if (name.includes(':')) this.withColon.add(name);
    return id;
  }
}

/**
 * Elements nested deeper than this are refused. A real configuration nests a
 * few dozen levels; a document nested a million deep reads here in a second,
 * but anything that walks its tree (XPath in `vigil config query`, xmldom)
 * would run for minutes, so every reader refuses it alike (docs/security.md).
 */
export const MAX_ELEMENT_DEPTH = 10_000;

const XML_DECLARATION = /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][\w.-]*"|'[A-Za-z][\w.-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>$/;

/** The one pass over a document (see scanSource): spans recorded, well-formedness checked. */
export class Scanner {
  /** The elements, in document order (an estimate of their number first: about one per 32 characters). */
  private readonly table: SpanTable;
  private readonly names: NameTable;
  /** Indices of the open elements. */
  private readonly open: number[] = [];
  private readonly namespaces = new NamespaceScope();
  private hasRoot = false;
  /** The next `&` and `]]>` at or after the text being checked (`text.length` when none): found once, not per text node. */
  private nextAmp = -1;
  private nextCdataClose = -1;

  constructor(private readonly text: string) {
    this.table = new SpanTable(text.length >> 5);
    this.names = new NameTable(this.table.names);
  }

  run(): SourceDocument {
    const text = this.text;
    let index = this.declaration();
    for (;;) {
      const lt = text.indexOf('<', index);
      const to = lt < 0 ? text.length : lt;
      if (to > index) this.characters(index, to);
      if (lt < 0) break;
      const next = text.charCodeAt(lt + 1);
      if (next === SLASH) index = this.endTag(lt);
      else if (next === BANG) index = this.declarationOrSection(lt);
      else if (next === QUESTION) index = this.instruction(lt);
      else index = this.startTag(lt);
    }
    const unclosed = this.open[this.open.length - 1];
    if (unclosed !== undefined) throw new SourceScanError(`unclosed element <${this.table.name(unclosed)}>`, this.table.starts[unclosed]);
    if (!this.hasRoot) throw new SourceScanError('no root element', text.length);
    return { text, root: this.table.element(0) };
  }

  private declaration(): number {
    const text = this.text;
    if (!text.startsWith('<?xml') || !(isSpace(text.charCodeAt(5)) || text.charCodeAt(5) === QUESTION)) return 0;
    const close = text.indexOf('?>', 5);
    if (close < 0 || !XML_DECLARATION.test(text.slice(0, close + 2))) {
      throw new SourceScanError('malformed XML declaration (expected <?xml version="1.0" encoding="utf-8"?>)', 0);
    }
    return close + 2;
  }

  /** Character data: whitespace only outside the root; inside, every `&` starts a reference and `]]>` never appears. */
  private characters(from: number, to: number): void {
    const text = this.text;
    if (this.open.length === 0) {
      for (let index = from; index < to; index++) {
        if (isSpace(text.charCodeAt(index))) continue;
        const reason = this.hasRoot ? 'text after the root element' : to === text.length ? 'no root element, only text' : 'text before the root element';
        throw new SourceScanError(reason, index);
      }
      return;
    }
    let amp = this.nextAmp;
    if (amp < from) amp = this.find('&', from);
    while (amp < to) amp = this.find('&', referenceEnd(text, amp));
    this.nextAmp = amp;
    let close = this.nextCdataClose;
    if (close < from) close = this.find(']]>', from);
    this.nextCdataClose = close;
    if (close < to) throw new SourceScanError("']]>' is not allowed in text (write ]]&gt;)", close);
  }

  private find(what: string, from: number): number {
    const found = this.text.indexOf(what, from);
    return found < 0 ? this.text.length : found;
  }

  private startTag(lt: number): number {
    const text = this.text;
    const nameEnd = scanName(text, lt + 1);
    if (nameEnd === lt + 1) {
      throw new SourceScanError(lt + 1 >= text.length ? "'<' at the end of the document" : "'<' must start a tag (write &lt; for a literal '<')", lt);
    }
    const nameId = this.names.intern(text, lt + 1, nameEnd);
    const name = this.table.names[nameId]!;
    const depth = this.open.length;
    let cursor = nameEnd;
    let attributes: string[] | undefined;
    for (;;) {
      const spaced = skipSpace(text, cursor);
      const code = text.charCodeAt(spaced);
      if (code === GT || (code === SLASH && text.charCodeAt(spaced + 1) === GT)) {
        if (attributes || this.names.qualified(name)) this.namespaces.check(name, attributes ?? [], depth, lt);
        return this.element(nameId, lt, spaced, code === SLASH);
      }
      if (spaced >= text.length) throw new SourceScanError(`unclosed start tag <${name}>`, lt);
      if (spaced === cursor || code === SLASH) {
        throw new SourceScanError(`expected whitespace and an attribute, '>' or '/>' in the start tag <${name}>`, spaced);
      }
      attributes ??= [];
      cursor = this.attribute(spaced, name, attributes);
    }
  }

  private element(nameId: number, lt: number, attributesEnd: number, selfClosing: boolean): number {
    const tagEnd = attributesEnd + (selfClosing ? 2 : 1);
    const hasParent = this.open.length > 0;
    if (this.open.length >= MAX_ELEMENT_DEPTH) throw new SourceScanError(`elements nested more than ${MAX_ELEMENT_DEPTH} levels`, lt, undefined, false, true);
    if (!hasParent) {
      if (this.hasRoot) throw new SourceScanError('more than one root element', lt);
      this.hasRoot = true;
    }
    // Six integers in the span table (source-element.ts), no object: the attribute
    // offsets and `<x/>` follow from them, the children from the document order.
    const element = this.table.add(nameId, lt, tagEnd);
    if (selfClosing) {
      if (this.namespaces.declaring) this.namespaces.close(this.open.length);
      return tagEnd;
    }
    const leafEnd = hasParent ? this.leaf(element, tagEnd) : -1;
    if (leafEnd >= 0) return leafEnd;
    this.open.push(element);
    return tagEnd;
  }

  /**
   * Most elements are `<name>text</name>`: when the next markup closes the
   * element just opened, it is finished here without being pushed on the
   * stacks (-1 otherwise, and the main loop takes over).
   */
  private leaf(element: number, tagEnd: number): number {
    const text = this.text;
    const lt = text.indexOf('<', tagEnd);
    const name = this.table.name(element);
    const gt = lt + 2 + name.length;
    if (lt < 0 || text.charCodeAt(lt + 1) !== SLASH || text.charCodeAt(gt) !== GT || !text.startsWith(name, lt + 2)) return -1;
    if (lt > tagEnd) this.characters(tagEnd, lt);
    this.table.close(element, lt, gt + 1);
    if (this.namespaces.declaring) this.namespaces.close(this.open.length);
    return gt + 1;
  }

  /** Checks one attribute, adds its name and raw value to `seen` and returns the offset past its closing quote. */
  private attribute(at: number, element: string, seen: string[]): number {
    const text = this.text;
    const nameEnd = scanName(text, at);
    if (nameEnd === at) throw new SourceScanError(`invalid attribute name in the start tag <${element}>`, at);
    const name = text.slice(at, nameEnd);
    for (let index = 0; index < seen.length; index += 2) if (seen[index] === name) throw new SourceScanError(`attribute ${name} appears twice in <${element}>`, at);
    const equals = skipSpace(text, nameEnd);
    if (text.charCodeAt(equals) !== EQUALS) throw new SourceScanError(`attribute ${name} of <${element}> has no value (write ${name}="…")`, equals);
    const open = skipSpace(text, equals + 1);
    const quote = text.charCodeAt(open);
    if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw new SourceScanError(`the value of attribute ${name} must be in quotes`, open);
    const close = text.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", open + 1);
    if (close < 0) throw new SourceScanError(`unterminated value of attribute ${name}`, open);
    for (let index = open + 1; index < close; index++) {
      const code = text.charCodeAt(index);
      if (code === LT) throw new SourceScanError(`'<' is not allowed in the value of attribute ${name} (write &lt;)`, index);
      if (code === AMP) index = referenceEnd(text, index) - 1;
    }
    seen.push(name, text.slice(open + 1, close));
    return close + 1;
  }

  private endTag(lt: number): number {
    const text = this.text;
    const element = this.open.pop();
    const name = element === undefined ? undefined : this.table.name(element);
    const nameStart = lt + 2;
    let nameEnd = name !== undefined && text.startsWith(name, nameStart) ? nameStart + name.length : -1;
    if (element === undefined || name === undefined || nameEnd < 0 || isNamePart(text.charCodeAt(nameEnd))) {
      nameEnd = scanName(text, nameStart);
      const found = nameEnd === nameStart ? '</' : `</${text.slice(nameStart, nameEnd)}>`;
      throw new SourceScanError(`unexpected end tag ${found}`, lt, element === undefined ? undefined : { what: `<${name}>`, offset: this.table.starts[element]! });
    }
    const gt = skipSpace(text, nameEnd);
    if (text.charCodeAt(gt) !== GT) throw new SourceScanError(`expected '>' to close the end tag </${name}>`, gt);
    this.table.close(element, lt, gt + 1);
    if (this.namespaces.declaring) this.namespaces.close(this.open.length);
    return gt + 1;
  }

  /** `<!--`, `<![CDATA[` or a DOCTYPE (refused: it could declare entities). */
  private declarationOrSection(lt: number): number {
    const text = this.text;
    if (text.startsWith('<!--', lt)) {
      const dashes = text.indexOf('--', lt + 4);
      if (dashes < 0) throw new SourceScanError('unterminated comment', lt);
      if (text.charCodeAt(dashes + 2) !== GT) throw new SourceScanError("'--' is not allowed inside a comment", dashes);
      return dashes + 3;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      if (this.open.length === 0) throw new SourceScanError('CDATA section outside the root element', lt);
      const close = text.indexOf(']]>', lt + 9);
      if (close < 0) throw new SourceScanError('unterminated CDATA section', lt);
      return close + 3;
    }
    if (text.startsWith('<!DOCTYPE', lt)) {
      throw new SourceScanError('a configuration document must not contain a DOCTYPE (entity declarations are refused)', lt, undefined, true);
    }
    throw new SourceScanError("'<!' must start a comment or a CDATA section", lt);
  }

  private instruction(lt: number): number {
    const text = this.text;
    const targetEnd = scanName(text, lt + 2);
    if (targetEnd === lt + 2) throw new SourceScanError('a processing instruction needs a target name', lt);
    if (targetEnd - lt - 2 === 3 && text.slice(lt + 2, targetEnd).toLowerCase() === 'xml') {
      throw new SourceScanError('the XML declaration is allowed only at the very start of the document', lt);
    }
    const close = text.indexOf('?>', targetEnd);
    if (close < 0) throw new SourceScanError('unterminated processing instruction', lt);
    if (close !== targetEnd && !isSpace(text.charCodeAt(targetEnd))) throw new SourceScanError('invalid processing instruction target', lt);
    return close + 2;
  }
}

