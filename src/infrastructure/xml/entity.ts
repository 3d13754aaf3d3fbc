import { childPath, elementName, pathText, sourceText, type Codec, type FieldShape, type PathNode, type ReadContext, type WriteContext } from './codec';
import { ConversionError } from './codec-error';
import type { SourceElement } from './source-tree';
import { afterLine, applyEdits, indentationOf, lineSpan, type Edit } from './splice';

/** A field written under an element name other than the kebab-case of its property. */
export interface NamedField<V> {
  readonly codec: Codec<V>;
  readonly name: string;
}

export function field<V>(codec: Codec<V>, name: string): NamedField<V> {
  return { codec, name };
}

/**
 * The field table of an entity, typed against the domain type: a missing,
 * extra or mistyped field does not compile. Key order is element order.
 */
export type FieldTable<T> = { readonly [K in keyof T]-?: Codec<T[K]> | NamedField<T[K]> };

type ResolvedField = FieldShape;

function resolve<T>(fields: FieldTable<T>): ResolvedField[] {
  return Object.entries(fields as Record<string, Codec<unknown> | NamedField<unknown>>).map(([key, entry]) =>
    'codec' in entry ? { key, name: entry.name, codec: entry.codec } : { key, name: elementName(key), codec: entry },
  );
}

function firstChildren(element: SourceElement): Map<string, SourceElement> {
  const byName = new Map<string, SourceElement>();
  const { table, index } = element;
  for (let child = table.firstChild(index); child >= 0; child = table.nextSibling(index, child)) {
    const name = table.name(child);
    if (!byName.has(name)) byName.set(name, table.element(child));
  }
  return byName;
}

/** Wraps anything thrown while reading into a ConversionError naming the model and path. */
export function asConversionError(error: unknown, code: 'CONFIG.FROM_XML' | 'CONFIG.TO_XML', path: PathNode | undefined, model: string): ConversionError {
  if (error instanceof ConversionError) return error;
  return new ConversionError(code, pathText(path), error instanceof Error ? error.message : String(error), { model, cause: error });
}

/**
 * An entity: an element whose children are its fields, in table order.
 * Children the table does not name (unknown elements, comments, whitespace)
 * stay where they are when the entity is written back over its source, and a
 * changed field changes only its own element.
 */
export function entity<T extends object>(model: string, fields: FieldTable<T>): Codec<T> {
  const table = resolve(fields);
  // Every value starts as a copy of this object, which has the fields in table order: set one
  // by one from `{}` by computed keys, V8 turns an object of more than 16 fields into a hash
  // table (some 1.5 KB for a device instead of 0.3; docs/performance.md, "Memory of a read").
  const blank: Readonly<Record<string, unknown>> = Object.fromEntries(table.map(({ key }) => [key, undefined]));
  const codec: Codec<T> = {
    label: model,
    leaf: false,
    shape: { kind: 'entity', fields: table },
    read(element: SourceElement | undefined, context: ReadContext): T {
      if (!element) throw new ConversionError('CONFIG.FROM_XML', pathText(context.path), 'missing element', { model });
      const children = firstChildren(element);
      const value: Record<string, unknown> = { ...blank };
      for (const { key, name, codec: fieldCodec } of table) {
        const path = childPath(context.path, name);
        try {
          value[key] = fieldCodec.read(children.get(name), { session: context.session, path });
        } catch (error) {
          throw asConversionError(error, 'CONFIG.FROM_XML', path, `${model}.${key}`);
        }
      }
      context.session.sources.set(value, element.index);
      return value as T;
    },
    render(value: T, name: string, context: WriteContext): string {
      const index = context.session?.sources.get(value);
      const kept = index === undefined ? undefined : context.session!.source.root.table.element(index);
      if (kept && kept.name === name) return sourceText(context, kept);
      const indent = `${context.indent}\t`;
      let body = '';
      for (const { key, name: childName, codec: fieldCodec } of table) {
        const path = childPath(context.path, childName);
        const written = fieldCodec.render((value as Record<string, unknown>)[key], childName, { ...context, indent, path });
        if (written !== undefined) body += `${indent}${written}${context.eol}`;
      }
      return body === '' ? `<${name}/>` : `<${name}>${context.eol}${body}${context.indent}</${name}>`;
    },
    patch(value: T, original: T, element: SourceElement, context: WriteContext): string | undefined {
      if (value === original) return sourceText(context, element);
      const text = context.session!.source.text;
      // Nothing inside to keep: writing it fresh is the smallest faithful change.
      const first = element.children[0];
      if (!first) return codec.render(value, element.name, context);
      const children = firstChildren(element);
      const edits: Edit[] = [];
      const siblingIndent = indentationOf(text, first);
      let insertAt = element.contentStart;
      let insertPrefix = context.eol;
      for (const { key, name, codec: fieldCodec } of table) {
        const next = (value as Record<string, unknown>)[key];
        const previous = (original as Record<string, unknown>)[key];
        const child = children.get(name);
        const path = childPath(context.path, name);
        try {
          if (child) {
            if (!fieldCodec.equals(next, previous)) {
              const written = fieldCodec.patch(next, previous, child, { ...context, indent: indentationOf(text, child) || siblingIndent, path });
              edits.push(written === undefined ? { ...lineSpan(text, child), text: '' } : { start: child.start, end: child.end, text: written });
            }
            insertAt = afterLine(text, child);
            insertPrefix = insertAt === child.end ? context.eol : '';
          } else if (next !== undefined && !fieldCodec.equals(next, previous)) {
            const written = fieldCodec.render(next, name, { ...context, indent: siblingIndent, path });
            if (written !== undefined) {
              edits.push({ start: insertAt, end: insertAt, text: `${insertPrefix}${siblingIndent}${written}${insertPrefix === '' ? context.eol : ''}` });
            }
          }
        } catch (error) {
          throw asConversionError(error, 'CONFIG.TO_XML', path, `${model}.${key}`);
        }
      }
      return applyEdits(text, element.start, element.end, edits);
    },
    equals(a: T, b: T): boolean {
      if (a === b) return true;
      return table.every(({ key, codec: fieldCodec }) => fieldCodec.equals((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
    },
    toJson(value: T): unknown {
      const json: Record<string, unknown> = {};
      for (const { key, codec: fieldCodec } of table) json[key] = fieldCodec.toJson((value as Record<string, unknown>)[key]);
      return json;
    },
    fromJson(json: unknown, path: PathNode | undefined): T {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new ConversionError('CONFIG.INVALID_JSON', pathText(path), `expected an object for ${model}`, { model });
      }
      const value: Record<string, unknown> = { ...blank };
      for (const { key, name, codec: fieldCodec } of table) value[key] = fieldCodec.fromJson((json as Record<string, unknown>)[key], childPath(path, name));
      return value as T;
    },
  };
  return codec;
}
