import { pathText, type Codec, type PathNode, type ReadContext, type WriteContext } from './codec';
import { ConversionError, RegistryError } from './codec-error';
import { textOf, type SourceElement } from './source-tree';

/** A value whose subtype is written as its first child, `<type>…</type>`. */
export interface Typed {
  readonly type: string | number;
}

/**
 * The codecs of a polymorphic family (ranges, gates, devices, filters), one per
 * `<type>`. A type can be registered once: a second registration throws
 * '{kind} with type already registered' ('range with type already registered').
 */
export class TypeRegistry<T extends Typed> {
  private readonly codecs = new Map<string, Codec<T>>();

  constructor(readonly kind: string) {}

  register<S extends T>(type: S['type'], codec: Codec<S>): this {
    const key = String(type);
    if (this.codecs.has(key)) {
      throw new RegistryError('CONFIG.TYPE_ALREADY_REGISTERED', `${this.kind} with type already registered`, { metadata: { kind: this.kind, type: key } });
    }
    this.codecs.set(key, codec as unknown as Codec<T>);
    return this;
  }

  get(type: string | number): Codec<T> | undefined {
    return this.codecs.get(String(type));
  }

  has(type: string | number): boolean {
    return this.codecs.has(String(type));
  }

  /** Every registered codec, in registration order. */
  all(): readonly Codec<T>[] {
    return [...this.codecs.values()];
  }
}

/**
 * Chooses the codec by the `<type>` child (MISSING_TAG_TYPE when there is
 * none). Types nobody registered go to `fallback`, an entity that names only
 * the fields every subtype shares, so the rest of the element is kept as
 * unknown children and written back as read. Without a fallback an unknown
 * type fails to load ('unknown device type 7'): in a list, the item is then
 * kept verbatim and listed as corrupted.
 */
export function polymorphic<T extends Typed>(registry: TypeRegistry<T>, fallback?: Codec<T>): Codec<T> {
  const codecFor = (type: string | number): Codec<T> => {
    const found = registry.get(type) ?? fallback;
    if (!found) throw new Error(`unknown ${registry.kind} type ${String(type)}`);
    return found;
  };
  const typeOf = (element: SourceElement, context: ReadContext): string => {
    const type = element.child('type');
    if (!type) throw new ConversionError('CONFIG.MISSING_TAG_TYPE', pathText(context.path), `a ${registry.kind} needs a <type>`, { model: registry.kind });
    return textOf(context.session.source, type).trim();
  };
  return {
    label: registry.kind,
    leaf: false,
    shape: {
      kind: 'choice',
      choose: (value) => codecFor((value as T).type) as Codec<unknown>,
      variants: () => [...registry.all(), ...(fallback ? [fallback] : [])] as Codec<unknown>[],
    },
    read(element: SourceElement | undefined, context: ReadContext): T {
      if (!element) throw new ConversionError('CONFIG.FROM_XML', pathText(context.path), 'missing element', { model: registry.kind });
      const type = typeOf(element, context);
      if (!registry.has(type) && !fallback) {
        throw new ConversionError('CONFIG.FROM_XML', pathText(context.path), `unknown ${registry.kind} type ${type}`, { model: registry.kind });
      }
      return codecFor(type).read(element, context);
    },
    render: (value: T, name: string, context: WriteContext) => codecFor(value.type).render(value, name, context),
    patch(value: T, original: T, element: SourceElement, context: WriteContext) {
      if (String(value.type) !== String(original.type)) return codecFor(value.type).render(value, element.name, context);
      return codecFor(value.type).patch(value, original, element, context);
    },
    equals: (a: T, b: T) => a === b || (String(a.type) === String(b.type) && codecFor(a.type).equals(a, b)),
    toJson: (value: T) => codecFor(value.type).toJson(value),
    fromJson(json: unknown, path: PathNode | undefined): T {
      const type = (json as Partial<Typed> | null)?.type;
      if (typeof type !== 'string' && typeof type !== 'number') {
        throw new ConversionError('CONFIG.MISSING_TAG_TYPE', pathText(path), `a ${registry.kind} needs a type`, { model: registry.kind });
      }
      if (!registry.has(type) && !fallback) {
        throw new ConversionError('CONFIG.INVALID_JSON', pathText(path), `unknown ${registry.kind} type ${String(type)}`, { model: registry.kind });
      }
      return codecFor(type).fromJson(json, path);
    },
  };
}
