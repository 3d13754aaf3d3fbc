/**
 * A large model sent from the worker to the page in parts, so that no single
 * message takes the page's main thread long to deserialise: every array of
 * more than PART_ITEMS items within the first levels of the model (devices,
 * the controller's gates, groups, …) is left empty in a skeleton and sent in
 * slices; the page puts the slices back in order. The model is a tree (its
 * entities name each other by id), so nothing shared is duplicated.
 */

/** Items per part: a hundred devices of the generated large site are about 1 MB of model. */
export const PART_ITEMS = 100;

/** How deep arrays are looked for: the configuration's fields (0) and their fields (1), such as controller.gates. */
const DEPTH = 2;

/** A slice of the array at `path` (object keys from the model's root), in order. */
export interface ModelPart {
  readonly path: readonly string[];
  readonly items: readonly unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The skeleton (large arrays emptied, the containing objects shallow-copied) and the parts that fill it again. */
export function splitModel<T extends object>(model: T, partItems = PART_ITEMS): { readonly skeleton: T; readonly parts: ModelPart[] } {
  const parts: ModelPart[] = [];
  const visit = (value: Record<string, unknown>, path: readonly string[]): Record<string, unknown> => {
    let copy: Record<string, unknown> | undefined;
    for (const [key, field] of Object.entries(value)) {
      let replaced: unknown = field;
      if (Array.isArray(field) && field.length > partItems) {
        for (let start = 0; start < field.length; start += partItems) parts.push({ path: [...path, key], items: field.slice(start, start + partItems) });
        replaced = [];
      } else if (isRecord(field) && path.length + 1 < DEPTH) {
        replaced = visit(field, [...path, key]);
      }
      if (replaced !== field) (copy ??= { ...value })[key] = replaced;
    }
    return copy ?? value;
  };
  return { skeleton: visit(model as Record<string, unknown>, []) as T, parts };
}

/**
 * Puts the parts back into the skeleton the page received (a fresh clone,
 * so it is filled in place), in the order they were sent.
 */
export function joinModel<T extends object>(skeleton: T, parts: readonly ModelPart[]): T {
  for (const part of parts) {
    let owner = skeleton as Record<string, unknown>;
    for (const key of part.path.slice(0, -1)) owner = owner[key] as Record<string, unknown>;
    const key = part.path[part.path.length - 1]!;
    const list = owner[key] as unknown[];
    for (const item of part.items) list.push(item);
  }
  return skeleton;
}
