import { childPath, pathText, sourceText, type Codec, type PathNode, type ReadContext, type WriteContext } from './codec';
import { ConversionError } from './codec-error';
import { asConversionError } from './entity';
import { attributesEnd, isSelfClosing, type SourceElement } from './source-tree';
import { afterLine, applyEdits, indentationOf, lineSpan, type Edit } from './splice';

export interface ListOptions<T> {
  /** Matches an edited item to the element it was read from when it is a new object (its id, usually). */
  readonly key?: (item: T) => unknown;
  /** Items that are not written at all (a rights entry that grants nothing). */
  readonly omit?: (item: T) => boolean;
}

/**
 * A list: a container element holding one element per item (`<contacts>` of
 * `<contact>`). An item that fails to load is recorded as corrupted, left out of
 * the model and written back exactly as read, in place. Written back over its
 * source, a removed item takes its line with it, an added one gets a line with
 * its siblings' indentation, and everything else keeps its bytes.
 */
export function list<T>(item: string, itemCodec: Codec<T>, options: ListOptions<T> = {}): Codec<readonly T[]> {
  const itemPath = (path: PathNode | undefined, index: number): PathNode => childPath(path, `${item}[${index}]`);
  const codec: Codec<readonly T[]> = {
    label: `${itemCodec.label}[]`,
    leaf: false,
    shape: { kind: 'list', item, codec: itemCodec as Codec<unknown> },
    read(element: SourceElement | undefined, context: ReadContext): readonly T[] {
      if (!element) return [];
      const items: T[] = [];
      let index = 0;
      const { table, index: parent } = element;
      for (let at = table.firstChild(parent); at >= 0; at = table.nextSibling(parent, at)) {
        if (table.name(at) !== item) continue;
        index++;
        const path = itemPath(context.path, index);
        const child = table.element(at);
        try {
          const value = itemCodec.read(child, { session: context.session, path });
          context.session.decoded.set(at, value);
          items.push(value);
        } catch (error) {
          context.session.markCorrupted(pathText(path), asConversionError(error, 'CONFIG.FROM_XML', path, itemCodec.label), child);
        }
      }
      return items.slice(); // exact-size copy: an array grown by push keeps up to 16 spare slots
    },
    render(all: readonly T[], name: string, context: WriteContext): string {
      const value = options.omit ? all.filter((entry) => !options.omit!(entry)) : all;
      if (value.length === 0) return `<${name}/>`;
      const indent = `${context.indent}\t`;
      const body = value.map((entry, index) => `${indent}${renderItem(entry, index, { ...context, indent })}${context.eol}`).join('');
      return `<${name}>${context.eol}${body}${context.indent}</${name}>`;
    },
    patch(all: readonly T[], original: readonly T[], element: SourceElement, context: WriteContext): string {
      if (all === original) return sourceText(context, element);
      const value = options.omit ? all.filter((entry) => !options.omit!(entry)) : all;
      const session = context.session!;
      const text = session.source.text;
      const sources = element.children.filter((child) => child.name === item);
      const readable = sources.filter((child) => session.decoded.has(child.index));
      const byValue = new Map<unknown, SourceElement>(readable.map((child) => [session.decoded.get(child.index), child]));
      const byKey = options.key ? new Map(readable.map((child) => [options.key!(session.decoded.get(child.index) as T), child])) : undefined;
      const used = new Set<SourceElement>();
      const matches = value.map((entry, index) => {
        const candidates = [byValue.get(entry), byKey?.get(options.key!(entry)), readable[index]];
        const match = candidates.find((candidate) => candidate !== undefined && !used.has(candidate));
        if (match) used.add(match);
        return match;
      });
      const slots = readable.filter((child) => used.has(child));
      const siblingIndent = sources.length > 0 ? indentationOf(text, sources[0]!) : `${context.indent}\t`;
      const edits: Edit[] = [];
      for (const child of readable) if (!used.has(child)) edits.push({ ...lineSpan(text, child), text: '' });
      let slot = 0;
      let insertAt: number | undefined = slots.length > 0 ? lineSpan(text, slots[0]!).start : undefined;
      const pending: string[] = [];
      value.forEach((entry, index) => {
        const own = matches[index];
        const path = itemPath(context.path, index + 1);
        const itemContext = { ...context, indent: siblingIndent, path };
        if (!own) {
          pending.push(`${siblingIndent}${renderItem(entry, index, itemContext)}${context.eol}`);
          if (insertAt !== undefined) edits.push({ start: insertAt, end: insertAt, text: pending.pop()! });
          return;
        }
        const target = slots[slot++]!;
        const written = target === own && itemCodec.equals(entry, session.decoded.get(own.index) as T) && entry === session.decoded.get(own.index)
          ? undefined
          : patchItem(entry, own, itemContext);
        if (written !== undefined) edits.push({ start: target.start, end: target.end, text: written });
        insertAt = afterLine(text, target);
        if (insertAt === target.end) insertAt = undefined;
      });
      if (pending.length > 0 || (slots.length === 0 && value.length > 0)) {
        return appendToEmpty(element, context, edits, pending);
      }
      const result = applyEdits(text, element.start, element.end, edits);
      if (value.length === 0 && sources.length > sources.filter((child) => !session.decoded.has(child.index)).length) {
        return collapseIfEmpty(result, element, text);
      }
      return result;
    },
    equals: (a, b) => a === b || (a.length === b.length && a.every((entry, index) => itemCodec.equals(entry, b[index]!))),
    toJson: (value) => value.map((entry) => itemCodec.toJson(entry)),
    fromJson(json: unknown, path: PathNode | undefined): readonly T[] {
      if (!Array.isArray(json)) throw new ConversionError('CONFIG.INVALID_JSON', pathText(path), `expected an array of ${item}`, { model: codec.label });
      return json.map((entry, index) => itemCodec.fromJson(entry, itemPath(path, index + 1)));
    },
  };

  function renderItem(entry: T, index: number, context: WriteContext): string {
    try {
      return itemCodec.render(entry, item, context) ?? `<${item}/>`;
    } catch (error) {
      throw asConversionError(error, 'CONFIG.TO_XML', itemPath(context.path, index + 1), itemCodec.label);
    }
  }

  function patchItem(entry: T, own: SourceElement, context: WriteContext): string {
    try {
      return itemCodec.patch(entry, context.session!.decoded.get(own.index) as T, own, context) ?? '';
    } catch (error) {
      throw asConversionError(error, 'CONFIG.TO_XML', context.path, itemCodec.label);
    }
  }

  /** New items and no kept item to stand after: they go before the closing tag. */
  function appendToEmpty(element: SourceElement, context: WriteContext, edits: Edit[], pending: readonly string[]): string {
    const text = context.session!.source.text;
    const lines = pending.join('');
    if (isSelfClosing(element)) {
      const head = text.slice(element.start, attributesEnd(element));
      return `${head}>${context.eol}${lines}${context.indent}</${element.name}>`;
    }
    let closeLine = element.contentEnd;
    while (closeLine > element.contentStart && (text[closeLine - 1] === '\t' || text[closeLine - 1] === ' ')) closeLine--;
    const closingOnOwnLine = closeLine > element.contentStart && text[closeLine - 1] === '\n';
    edits.push(closingOnOwnLine
      ? { start: closeLine, end: closeLine, text: lines }
      : { start: element.contentEnd, end: element.contentEnd, text: `${context.eol}${lines}${context.indent}` });
    return applyEdits(text, element.start, element.end, edits);
  }

  return codec;
}

/** `<items>` left holding only whitespace after its last item was removed becomes `<items/>`. */
function collapseIfEmpty(result: string, element: SourceElement, text: string): string {
  const head = text.slice(element.start, attributesEnd(element));
  const inner = result.slice(element.contentStart - element.start, result.length - (element.end - element.contentEnd));
  return inner.trim() === '' && !isSelfClosing(element) ? `${head}/>` : result;
}
