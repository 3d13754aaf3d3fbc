import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';
import type { ParsedXml } from './xml-parser';
import { textOf, type SourceElement } from './source-tree';
import type { ErrorCode } from '../../domain/shared/error-code';

/**
 * What one read of a document remembers so that it can be written back with
 * byte fidelity. It lives beside the model, never inside it: the domain
 * objects stay plain readonly data.
 */
export class CodecSession {
  // Maps, not WeakMaps: the session lives exactly as long as the document it read, and a
  // WeakMap of a few hundred thousand entries cost a large document 40 % of its reading time.
  // Keyed and valued by element index (source-element.ts): an element's views are new objects each time.
  /** The value each list item element was read as, by the item's index (absent for corrupted items). */
  readonly decoded = new Map<number, unknown>();
  /** The index of the element each decoded object came from: an untouched object is copied from there. */
  readonly sources = new Map<object, number>();
  /** The entities that failed to load and are kept verbatim: XPath-like, 1-based path, code and why (their model path is added once the model is read). */
  readonly corrupted: Omit<CorruptedEntity, 'at'>[] = [];

  constructor(readonly source: ParsedXml) {}

  /**
   * Records the entity at `path` as corrupted, with the code and message of
   * what failed, the path of the failing element when the error names one inside it,
   * its `<name>` when it has one, and the entity's element as read (`element`).
   */
  markCorrupted(path: string, error: { readonly code: ErrorCode; readonly message: string; readonly metadata?: Readonly<Record<string, unknown>> }, element?: SourceElement): void {
    const failed = error.metadata?.['path'];
    const name = element?.child('name');
    this.corrupted.push({
      path,
      code: error.code,
      reason: error.message,
      ...(typeof failed === 'string' && failed !== '' && failed !== path ? { field: failed } : {}),
      ...(name ? { name: textOf(this.source, name) } : {}),
      ...(element ? { xml: this.source.text.slice(element.start, element.end) } : {}),
    });
  }
}

/** A path built only when an error or a corrupted entity needs it. */
export interface PathNode {
  readonly parent: PathNode | undefined;
  readonly segment: string;
}

export function childPath(parent: PathNode | undefined, segment: string): PathNode {
  return { parent, segment };
}

export function pathText(node: PathNode | undefined): string {
  const segments: string[] = [];
  for (let current = node; current; current = current.parent) segments.push(current.segment);
  return segments.reverse().join('/');
}

export interface ReadContext {
  readonly session: CodecSession;
  readonly path: PathNode | undefined;
}

export interface WriteContext {
  /** Indentation of the element being written (tabs, one per level, or the document's own). */
  readonly indent: string;
  readonly eol: string;
  /** Present when writing back over a document that was read. */
  readonly session: CodecSession | undefined;
  readonly path: PathNode | undefined;
}

/**
 * A building block of the configuration codec: reads a value from its element
 * and writes it back, either fresh or as a minimal change to the element it was
 * read from.
 */
export interface Codec<T> {
  /** Human name for errors ('integer', 'Contact', …). */
  readonly label: string;
  /** True when the codec is a single element holding text (it can be the target of `set`). */
  readonly leaf: boolean;
  /** Reads the value; `element` is undefined when the element is absent. Throws ConversionError. */
  read(element: SourceElement | undefined, context: ReadContext): T;
  /** The whole element, freshly written without its leading indentation; undefined to omit it. */
  render(value: T, name: string, context: WriteContext): string | undefined;
  /** The replacement for `element`'s span, given the value read from it; undefined removes it. */
  patch(value: T, original: T, element: SourceElement, context: WriteContext): string | undefined;
  /** Whether two values write the same XML (so nothing needs writing). */
  equals(a: T, b: T): boolean;
  /** The value as plain JSON. */
  toJson(value: T): unknown;
  /** The value from JSON, validated ('The JSON structure is invalid' otherwise). */
  fromJson(json: unknown, path: PathNode | undefined): T;
  /** How to walk into the value by element names (paths for get, set and diff); absent for leaves. */
  readonly shape?: Shape;
}

/** A field of an entity: property key, element name and codec. */
export interface FieldShape {
  readonly key: string;
  readonly name: string;
  readonly codec: Codec<unknown>;
}

export type Shape =
  | { readonly kind: 'entity'; readonly fields: readonly FieldShape[] }
  | { readonly kind: 'list'; readonly item: string; readonly codec: Codec<unknown> }
  | {
      readonly kind: 'choice';
      choose(value: unknown): Codec<unknown>;
      /** Every subtype's codec (the fallback last): all the fields a value of this family may have. */
      variants(): readonly Codec<unknown>[];
    };

/** Untouched text of an element, exactly as read. */
export function sourceText(context: WriteContext, element: SourceElement): string {
  return context.session!.source.text.slice(element.start, element.end);
}

/**
 * `useMonitor` → `use-monitor`, `ftpClients` → `ftp-clients`, `io0a` → `io0a`,
 * `detectionIO` → `detection-io` (a run of capitals is one word); `id` → `identifier`.
 */
export function elementName(property: string): string {
  if (property === 'id') return 'identifier';
  return property.replace(/[A-Z]+/g, (letters) => `-${letters.toLowerCase()}`);
}
