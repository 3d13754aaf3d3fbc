import fc from 'fast-check';

/** A small model with every kind of value the diff knows: leaves, secrets, bytes, lists with and without ids, nested lists. */
export interface ShapeItem {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly nested: { readonly flag: boolean; readonly note?: string };
  readonly subs: readonly { readonly id: string; readonly x: number }[];
}

export interface Shape {
  readonly title: string;
  readonly count: number;
  readonly password: { readonly value: string; readonly crypted: boolean };
  readonly certificate: Uint8Array | null;
  readonly tags: readonly string[];
  readonly ranges: readonly { readonly from: number; readonly to: number }[];
  readonly items: readonly ShapeItem[];
}

const ids = fc.constantFrom('A-1', 'A-2', 'A-3', 'A-4', 'A-5');
const subIds = fc.constantFrom('S-1', 'S-2', 'S-3');

function uniqueById<T extends { readonly id: string }>(item: fc.Arbitrary<T>, maxLength: number): fc.Arbitrary<T[]> {
  return fc.uniqueArray(item, { selector: (entry) => entry.id, maxLength });
}

export const shapeItem: fc.Arbitrary<ShapeItem> = fc.record({
  id: ids,
  name: fc.constantFrom('door', 'gate', 'hall', 'Café'),
  value: fc.integer({ min: 0, max: 3 }),
  nested: fc.record({ flag: fc.boolean(), note: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }) }, { requiredKeys: ['flag'] }),
  subs: uniqueById(fc.record({ id: subIds, x: fc.integer({ min: 0, max: 2 }) }), 3),
});

export const shape: fc.Arbitrary<Shape> = fc.record({
  title: fc.constantFrom('Vigil', 'Site B'),
  count: fc.integer({ min: 0, max: 2 }),
  password: fc.record({ value: fc.constantFrom('', 'secret', 'other'), crypted: fc.boolean() }),
  certificate: fc.option(fc.uint8Array({ maxLength: 3 }), { nil: null }),
  tags: fc.array(fc.constantFrom('x', 'y'), { maxLength: 3 }),
  ranges: fc.array(fc.record({ from: fc.integer({ min: 0, max: 2 }), to: fc.integer({ min: 0, max: 2 }) }), { maxLength: 3 }),
  items: uniqueById(shapeItem, 5),
});

/** Lists with ids sorted by id, everywhere: the merge appends new items, so order is compared apart. */
export function byIdOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(byIdOrder);
    const identified = items.every((item) => typeof (item as { id?: unknown })?.id === 'string');
    return identified ? [...items].sort((a, b) => String((a as { id: string }).id).localeCompare(String((b as { id: string }).id))) : items;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, byIdOrder(v)]));
  }
  return value;
}
