import fc from 'fast-check';

/**
 * Spellings of a request path as a hostile client may write them
 * (docs/security.md, "One path"): any character percent-encoded in either
 * case of hex, separators doubled or written as backslashes, a trailing
 * slash, and dot segments (`.`, `..` after a segment, each dot plain or
 * encoded) that a URL parser would resolve.
 */
export interface PathSpelling {
  /** The request target as sent. */
  readonly spelling: string;
  /** True when it holds a dot segment: the server refuses it (400) rather than resolve it. */
  readonly dotted: boolean;
}

/** The paths a guard treats apart from the others: the sign-in check, the configuration, changing calls, the simulator's controls. */
export const GUARDED_PATHS = [
  '/api/login',
  '/api/configuration',
  '/api/configuration/device',
  '/api/application/stop',
  '/api/command',
  '/__simulator/configuration',
  '/__simulator/faults',
  '/__simulator/reset',
] as const;

function percent(char: string, upper: boolean): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
}

/** One character: itself or encoded (lower or upper hex), plain more often. */
const character = (char: string): fc.Arbitrary<string> => fc.oneof({ arbitrary: fc.constant(char), weight: 3 }, fc.constant(percent(char, false)), fc.constant(percent(char, true)));

/** A segment's name spelled character by character. */
const segmentSpelling = (segment: string): fc.Arbitrary<string> => fc.tuple(...[...segment].map(character)).map((chars) => chars.join(''));

const separator = fc.oneof({ arbitrary: fc.constant('/'), weight: 4 }, fc.constantFrom('//', '\\', '/\\', '\\\\', '///'));
/** The first separator starts the target with a slash (a target that does not is no path at all). */
const firstSeparator = fc.oneof({ arbitrary: fc.constant('/'), weight: 4 }, fc.constantFrom('//', '/\\', '///'));
const dot = fc.constantFrom('.', '%2e', '%2E');

/** A dot segment inserted before a segment: `.`, or any segment followed by `..`. */
const dotSegments: fc.Arbitrary<string[]> = fc.oneof(
  dot.map((one) => [one]),
  fc.tuple(fc.constantFrom('api', '__simulator', 'x', 'admin', '%2e%2e'), dot, dot).map(([name, a, b]) => (name === '%2e%2e' ? [`${a}${b}`] : [name, `${a}${b}`])),
);

/** The spellings of `path`: each segment perhaps preceded by dot segments, each separator spelled. */
export function pathSpelling(path: string): fc.Arbitrary<PathSpelling> {
  const segments = path.split('/').filter((segment) => segment !== '');
  const parts = segments.map((segment) =>
    fc.record({
      before: fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: dotSegments, weight: 1 }),
      name: segmentSpelling(segment),
    }),
  );
  const separators = fc.tuple(firstSeparator, fc.array(separator, { minLength: segments.length * 3, maxLength: segments.length * 3 })).map(([first, rest]) => [first, ...rest]);
  return fc.tuple(fc.tuple(...parts), separators, fc.boolean()).map(([spelled, separators, trailing]) => {
    let spelling = '';
    let dotted = false;
    let next = 0;
    for (const part of spelled) {
      for (const extra of part.before ?? []) {
        spelling += separators[next++]! + extra;
        dotted = true;
      }
      spelling += separators[next++]! + part.name;
    }
    return { spelling: trailing ? `${spelling}/` : spelling, dotted };
  });
}

/** A guarded path and one of its spellings. */
export const guardedPathSpelling: fc.Arbitrary<{ path: string } & PathSpelling> = fc
  .constantFrom(...GUARDED_PATHS)
  .chain((path) => pathSpelling(path).map((spelled) => ({ path, ...spelled })));

/** `path` with the case of its letters after `/api/` changed at random (a router that ignores case reads the same call). */
export function caseSpelling(path: string): fc.Arbitrary<string> {
  const head = '/api/';
  const tail = path.slice(head.length);
  return fc.array(fc.boolean(), { minLength: tail.length, maxLength: tail.length }).map((upper) => head + [...tail].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));
}
