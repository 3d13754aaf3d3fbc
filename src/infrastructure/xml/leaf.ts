import { pathText, sourceText, type Codec, type PathNode, type ReadContext, type WriteContext } from './codec';
import { ConversionError } from './codec-error';
import { attributesEnd, attributesOf, attributesStart, isSelfClosing, textOf, type SourceElement } from './source-tree';
import { escapeAttribute, escapeText } from './splice';

/** How a leaf value is spelled: its text and the attributes it owns. */
export interface LeafSpec<T> {
  readonly label: string;
  /** Parses the decoded text (and attributes); throws an Error with a short reason. */
  parse(text: string, attributes: Readonly<Record<string, string>>): T;
  /** The text to write; throws an Error with a short reason when the value cannot be written. */
  format(value: T): string;
  /** Attributes the codec owns (the others in the source are kept). */
  readonly ownedAttributes?: readonly string[];
  attributes?(value: T): Readonly<Record<string, string>>;
  /** Value when the element is absent; without it an absent element is an error. */
  absent?(): T;
  toJson?(value: T): unknown;
  fromJson?(json: unknown): T;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function startTag(name: string, attributes: Readonly<Record<string, string>>): string {
  let tag = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) tag += ` ${key}="${escapeAttribute(value)}"`;
  return tag;
}

/**
 * A single element holding text. Written back over its source it changes only
 * its text (and the attributes it owns), so the rest of the line keeps its bytes.
 */
export function leaf<T>(spec: LeafSpec<T>): Codec<T> {
  const owned = spec.ownedAttributes ?? [];
  const format = (value: T, path: PathNode | undefined): string => {
    try {
      return spec.format(value);
    } catch (error) {
      throw new ConversionError('CONFIG.TO_XML', pathText(path), reason(error), { model: spec.label, cause: error });
    }
  };
  const codec: Codec<T> = {
    label: spec.label,
    leaf: true,
    read(element: SourceElement | undefined, context: ReadContext): T {
      if (!element) {
        if (spec.absent) return spec.absent();
        throw new ConversionError('CONFIG.FROM_XML', pathText(context.path), 'missing element', { model: spec.label });
      }
      const source = context.session.source;
      const attributes = owned.length > 0 || attributesEnd(element) > attributesStart(element) ? attributesOf(source, element) : {};
      try {
        if (element.hasChildren) throw new Error('expected text, found child elements');
        return spec.parse(textOf(source, element), attributes);
      } catch (error) {
        throw new ConversionError('CONFIG.FROM_XML', pathText(context.path), reason(error), { model: spec.label, cause: error });
      }
    },
    render(value: T, name: string, context: WriteContext): string {
      const text = format(value, context.path);
      const tag = startTag(name, spec.attributes?.(value) ?? {});
      return text === '' ? `${tag}/>` : `${tag}>${escapeText(text)}</${name}>`;
    },
    patch(value: T, original: T, element: SourceElement, context: WriteContext): string {
      if (codec.equals(value, original)) return sourceText(context, element);
      const text = context.session!.source.text;
      const content = escapeText(format(value, context.path));
      const wanted = spec.attributes?.(value) ?? {};
      const current = attributesOf(context.session!.source, element);
      const sameAttributes = owned.every((key) => current[key] === wanted[key]);
      const selfClosing = isSelfClosing(element);
      let head = text.slice(element.start, selfClosing ? attributesEnd(element) : element.contentStart);
      if (!sameAttributes) {
        const kept = Object.fromEntries(Object.entries(current).filter(([key]) => !owned.includes(key)));
        head = startTag(element.name, { ...kept, ...wanted }) + (selfClosing ? '' : '>');
      }
      if (selfClosing) {
        return content === '' ? `${head}/>` : `${head}>${content}</${element.name}>`;
      }
      return head + content + text.slice(element.contentEnd, element.end);
    },
    equals(a: T, b: T): boolean {
      if (a === b) return true;
      try {
        const attributesA = spec.attributes?.(a) ?? {};
        const attributesB = spec.attributes?.(b) ?? {};
        return spec.format(a) === spec.format(b) && owned.every((key) => attributesA[key] === attributesB[key]);
      } catch {
        return false;
      }
    },
    toJson: (value: T): unknown => (spec.toJson ? spec.toJson(value) : value),
    fromJson(json: unknown, path: PathNode | undefined): T {
      try {
        if (spec.fromJson) return spec.fromJson(json);
        if (typeof json !== 'string') throw new Error(`expected the ${spec.label} as text`);
        return spec.parse(json, {});
      } catch (error) {
        throw new ConversionError('CONFIG.INVALID_JSON', pathText(path), reason(error), { model: spec.label, cause: error });
      }
    },
  };
  return codec;
}

/** An element with neither child elements nor text (`<x/>`, `<x></x>`, `<x> </x>`); attributes do not count. */
function isEmptyElement(element: SourceElement, context: ReadContext): boolean {
  return !element.hasChildren && textOf(context.session.source, element).trim() === '';
}

/**
 * An optional element: absent, or empty (`<x/>`), reads as undefined;
 * undefined is not written and removes the element (with its line) from a
 * document that had it.
 */
export function optional<T>(inner: Codec<T>): Codec<T | undefined> {
  return {
    label: inner.label,
    leaf: inner.leaf,
    shape: inner.shape,
    read: (element, context) => (element === undefined || isEmptyElement(element, context) ? undefined : inner.read(element, context)),
    render: (value, name, context) => (value === undefined ? undefined : inner.render(value, name, context)),
    patch(value, original, element, context) {
      if (value === undefined) return original === undefined ? sourceText(context, element) : undefined;
      return original === undefined ? inner.render(value, element.name, context) : inner.patch(value, original, element, context);
    },
    equals: (a, b) => a === b || (a !== undefined && b !== undefined && inner.equals(a, b)),
    toJson: (value) => (value === undefined ? null : inner.toJson(value)),
    fromJson: (json, path) => (json === null || json === undefined ? undefined : inner.fromJson(json, path)),
  };
}

/**
 * A field the document may leave out: absent, or empty where the value cannot
 * be empty text (`<port/>`), it reads as `fallback` (the specification's
 * default, or what the model holds for "none"). A value still equal to what
 * was read is not written, so an absent element stays absent; a changed one
 * is inserted in its place. `fallback` may depend on where the element stands
 * (a gate's identifier derived from its path).
 */
export function withDefault<T>(inner: Codec<T>, fallback: T | ((path: string) => T)): Codec<T> {
  const value = (path: PathNode | undefined): T => (typeof fallback === 'function' ? (fallback as (path: string) => T)(pathText(path)) : fallback);
  return {
    ...inner,
    read(element, context) {
      if (element === undefined) return value(context.path);
      try {
        return inner.read(element, context);
      } catch (error) {
        if (isEmptyElement(element, context)) return value(context.path);
        throw error;
      }
    },
    fromJson: (json, path) => (json === undefined ? value(path) : inner.fromJson(json, path)),
  };
}

/**
 * A property the document does not carry (a user's group, known from where the
 * user stands; a generic range's opaque payload): never read, never written.
 */
export function notInDocument<T>(): Codec<T | undefined> {
  return {
    label: 'not in document',
    leaf: false,
    read: () => undefined,
    render: () => undefined,
    patch: () => undefined,
    equals: () => true,
    toJson: () => undefined,
    fromJson: () => undefined,
  };
}

/**
 * A nested value that may be null, written `<name/>` when it is (a module's
 * `io-connection` when the device reports none). An absent element or one with
 * neither children nor text reads as null.
 */
export function nullable<T>(inner: Codec<T>): Codec<T | null> {
  return {
    label: inner.label,
    leaf: inner.leaf,
    shape: inner.shape,
    read: (element, context) => (element === undefined || isEmptyElement(element, context) ? null : inner.read(element, context)),
    render: (value, name, context) => (value === null ? `<${name}/>` : inner.render(value, name, context)),
    patch(value, original, element, context) {
      if (value === null) return original === null ? sourceText(context, element) : `<${element.name}/>`;
      return original === null ? inner.render(value, element.name, context) : inner.patch(value, original, element, context);
    },
    equals: (a, b) => a === b || (a !== null && b !== null && inner.equals(a, b)),
    toJson: (value) => (value === null ? null : inner.toJson(value)),
    fromJson: (json, path) => (json === null || json === undefined ? null : inner.fromJson(json, path)),
  };
}

/**
 * A property fixed by the codec that read the element, not written in it
 * (`unsupported: true` on an entity of a type this version does not edit).
 */
export function implied<T>(value: T): Codec<T> {
  return {
    label: 'implied',
    leaf: false,
    read: () => value,
    render: () => undefined,
    patch: () => undefined,
    equals: () => true,
    toJson: () => value,
    fromJson: () => value,
  };
}
