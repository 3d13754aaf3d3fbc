import { isGenericRange } from './calendar-range';
import type { Configuration } from './configuration';
import { isUnsupportedGate } from './controller/gate';
import { allGates } from './controller/gate-graph';
import { IoFlag } from './io';
import { ioPlaces } from './io-places';
import type { ModelPath } from './model-path';

/** The operators an operation gate knows (docs/logic-semantics.md); another is kept and reported. */
export const OPERATION_OPERATORS: readonly string[] = ['+', '-', '*', '/', '%', '^'];
/** A threshold's operator: 0 `>`, 1 `>=`, 2 `<`, 3 `<=`, 4 `=`, 5 `!=`. */
export const THRESHOLD_OPERATORS: readonly string[] = ['>', '>=', '<', '<=', '=', '!='];

const KNOWN_IO_BITS = Object.values(IoFlag).reduce((bits, bit) => bits | bit, 0);

/**
 * Something of the document this version does not know, kept as read: a
 * calendar range type, a gate type, an operator (of an operation or a
 * threshold gate), io flag bits. One per distinct value, at its first place,
 * with how many places have it, so that it is said once however often the
 * document repeats it.
 */
export interface UnknownPart {
  readonly kind: 'range-type' | 'gate-type' | 'operator' | 'io-flags';
  /** The value as the document has it: `9`, `door-lock`, `threshold 7`, `64`. */
  readonly value: string;
  /** The first place that has it. */
  readonly at: ModelPath;
  /** The name of what holds it there (the calendar, the gate, the io). */
  readonly owner: string;
  readonly count: number;
}

/** The unknown parts of a configuration, in the document's order of their first place. */
export function unknownParts(configuration: Configuration): UnknownPart[] {
  const found = new Map<string, { kind: UnknownPart['kind']; value: string; at: ModelPath; owner: string; count: number }>();
  const note = (kind: UnknownPart['kind'], value: string, at: ModelPath, owner: string): void => {
    const key = `${kind}\u0000${value}`;
    const known = found.get(key);
    if (known) known.count += 1;
    else found.set(key, { kind, value, at, owner, count: 1 });
  };
  configuration.calendars.forEach((calendar, calendarIndex) =>
    calendar.ranges.forEach((range, rangeIndex) => {
      if (isGenericRange(range)) note('range-type', String(range.type), ['calendars', calendarIndex, 'ranges', rangeIndex, 'type'], calendar.name);
    }),
  );
  for (const { gate, at } of allGates(configuration.controller)) {
    const where = ['controller', ...at];
    if (isUnsupportedGate(gate)) note('gate-type', gate.type, [...where, 'type'], gate.name);
    else if (gate.type === 'operation') {
      gate.operators.forEach((operator) => {
        if (!OPERATION_OPERATORS.includes(operator)) note('operator', `operation ${operator}`, [...where, 'operators'], gate.name);
      });
    } else if (gate.type === 'threshold' && THRESHOLD_OPERATORS[gate.operator] === undefined) note('operator', `threshold ${gate.operator}`, [...where, 'operator'], gate.name);
  }
  for (const { io, at } of ioPlaces(configuration)) {
    const unknown = io.flags & ~KNOWN_IO_BITS;
    if (unknown !== 0) note('io-flags', String(unknown), [...at, 'flags'], io.name);
  }
  return [...found.values()];
}
