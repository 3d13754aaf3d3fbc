import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Configuration } from '../../src/domain/configuration/configuration';
import type { ModelPath, PathStep } from '../../src/domain/configuration/model-path';
import type { Codec } from '../../src/infrastructure/xml/codec';
import { readDocument } from '../../src/infrastructure/xml/configuration-document';
import { configurationCodec } from '../../src/infrastructure/xml/configuration/configuration.codec';

/** One field of one entity of the configuration model, as its codec's field table lists it. */
export interface CodecField {
  /** The codec's model name ("Io", "NativeDevice", "ClockGate"…). */
  readonly entity: string;
  /** The property key in the model. */
  readonly key: string;
}

/** The configuration's codec (its io codec holds the fields of section 3's io variants). */
const ROOTS: readonly Codec<unknown>[] = [configurationCodec] as readonly Codec<unknown>[];

/**
 * Every field of every entity the configuration codec can read, found by
 * walking the codecs' shapes: lists to their items, polymorphic families to
 * each registered subtype (and the fallback), entities to their fields.
 */
export function codecFields(roots: readonly Codec<unknown>[] = ROOTS): readonly CodecField[] {
  const found: CodecField[] = [];
  const seen = new Set<Codec<unknown>>();
  const walk = (codec: Codec<unknown>): void => {
    if (seen.has(codec)) return;
    seen.add(codec);
    const shape = codec.shape;
    if (shape?.kind === 'list') walk(shape.codec);
    else if (shape?.kind === 'choice') shape.variants().forEach(walk);
    else if (shape?.kind === 'entity') {
      for (const field of shape.fields) {
        found.push({ entity: codec.label, key: field.key });
        walk(field.codec);
      }
    }
  };
  roots.forEach(walk);
  return found;
}

/** A leaf value of a configuration (no list or entity below it) and its identified model path. */
export interface ModelLeaf {
  readonly path: ModelPath;
  readonly value: unknown;
}

/**
 * Every leaf field of `configuration`, with the path a change to it has
 * (`{ id }` for an item of a list that has an identifier, its index
 * otherwise), found by walking the codecs' shapes beside the values.
 */
export function modelLeaves(configuration: Configuration): readonly ModelLeaf[] {
  const leaves: ModelLeaf[] = [];
  const walk = (codec: Codec<unknown>, value: unknown, path: ModelPath): void => {
    if (value === undefined || value === null) return;
    let shape = codec.shape;
    while (shape?.kind === 'choice') shape = shape.choose(value).shape;
    if (shape?.kind === 'list' && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const id = (item as { readonly id?: unknown } | null)?.id;
        const step: PathStep = typeof id === 'string' && id !== '' ? { id } : index;
        walk(shape.codec, item, [...path, step]);
      });
    } else if (shape?.kind === 'entity') {
      for (const field of shape.fields) walk(field.codec, (value as Record<string, unknown>)[field.key], [...path, field.key]);
    } else {
      leaves.push({ path, value });
    }
  };
  walk(configurationCodec as Codec<unknown>, configuration, []);
  return leaves;
}

/** The test fixture that holds one of every entity of section 3, with only the fields the specification lists. */
export function specOnlyConfiguration(): Configuration {
  // From the project's root (vitest's working directory): a browser-like environment has no file URL to start from.
  const text = readFileSync(resolve('test/fixtures/configuration/spec-only.xml'), 'utf8');
  return readDocument(text, configurationCodec, { salt: '', md5: () => '', verifySignature: false }).configuration;
}
