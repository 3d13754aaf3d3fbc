import { TypeRegistry } from '../shared/type-registry';
import { RangeTypeRegisteredError } from './configuration-errors';
import {
  createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, type CalendarRange, type GenericRange,
} from './calendar-range';

/** How to make a new range of one type. */
export interface RangeTypeEntry<R extends CalendarRange = CalendarRange> {
  readonly type: number;
  /** A key for the UI's label ('daily', 'weekly', …). */
  readonly kind: string;
  readonly create: () => R;
}

/**
 * The range types a calendar may hold. Each type is registered once
 * ('range with type already registered'); a type not registered is generic.
 */
export class RangeTypeRegistry extends TypeRegistry<number, RangeTypeEntry> {
  constructor() {
    super((type) => new RangeTypeRegisteredError(type));
  }

  types(): number[] {
    return [...this.entries.keys()].sort((a, b) => a - b);
  }

  /** A new range of the type, generic (type and empty name) when the type is not registered. */
  create(type: number): CalendarRange {
    const entry = this.entries.get(type);
    if (entry) return entry.create();
    const generic: GenericRange = { type, name: '' };
    return generic;
  }
}

/** A registry holding the four types of the specification: 0 daily, 1 weekly, 2 monthly, 3 yearly. */
export function createRangeTypeRegistry(): RangeTypeRegistry {
  return new RangeTypeRegistry()
    .register({ type: 0, kind: 'daily', create: () => createDailyRange() })
    .register({ type: 1, kind: 'weekly', create: () => createWeeklyRange() })
    .register({ type: 2, kind: 'monthly', create: () => createMonthlyRange() })
    .register({ type: 3, kind: 'yearly', create: () => createYearlyRange() });
}
