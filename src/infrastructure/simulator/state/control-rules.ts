/**
 * What a key of a `/__simulator/*` control's body may hold, and the check of
 * a body against a schema of such rules (docs/simulator.md). Shared by the
 * control schema (routes/control-schema.ts) and the fault registry.
 */
export type Rule =
  | 'boolean'
  | 'string'
  /** A finite number, 0 or more (milliseconds). */
  | 'duration'
  /** An integer, 0 or more. */
  | 'count'
  /** A count or null. */
  | 'count-or-null'
  /** true, false or a detail. */
  | 'failure'
  /** true, false, or an HTTP status from 500 to 599. */
  | 'status5xx'
  /** A status from 100 to 599, or null. */
  | 'status-or-null'
  /** A string or null. */
  | 'string-or-null'
  | { readonly object: Schema }
  | { readonly oneOf: readonly string[] }
  /** Any key, each a list of strings (rights per stream). */
  | 'rights';

export type Schema = Readonly<Record<string, Rule>>;

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const EXPECTED: Record<Exclude<Rule, object>, [string, (value: unknown) => boolean]> = {
  boolean: ['true or false', (value) => typeof value === 'boolean'],
  string: ['a string', (value) => typeof value === 'string'],
  duration: ['a number of milliseconds, 0 or more', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0],
  count: ['a whole number, 0 or more', isCount],
  'count-or-null': ['a whole number, 0 or more, or null', (value) => value === null || isCount(value)],
  failure: ['true, false or a detail', (value) => typeof value === 'boolean' || typeof value === 'string'],
  status5xx: ['true, false or a status from 500 to 599', (value) => typeof value === 'boolean' || (Number.isInteger(value) && (value as number) >= 500 && (value as number) <= 599)],
  'status-or-null': ['a status from 100 to 599, or null', (value) => value === null || (Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599)],
  'string-or-null': ['a string or null', (value) => value === null || typeof value === 'string'],
  rights: ['an object of lists of rights', (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((rights) => Array.isArray(rights) && rights.every((right) => typeof right === 'string'))],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a body does not fit a schema (the first reason found), or null when it fits. */
export function schemaProblem(body: unknown, schema: Schema | 'rights', where = 'the body'): string | null {
  if (schema === 'rights') return EXPECTED.rights[1](body) ? null : `${where} must be ${EXPECTED.rights[0]}`;
  if (!isObject(body)) return `${where} must be a JSON object`;
  for (const [key, value] of Object.entries(body)) {
    const rule = schema[key];
    if (rule === undefined) {
      const accepted = Object.keys(schema);
      return `unknown key "${key}" in ${where}${accepted.length === 0 ? ': this control takes no key' : `: accepted keys are ${accepted.join(', ')}`}`;
    }
    if (typeof rule === 'object' && 'oneOf' in rule) {
      if (!rule.oneOf.includes(value as string)) return `"${key}" must be one of ${rule.oneOf.join(', ')}`;
      continue;
    }
    if (typeof rule === 'object') {
      const problem = schemaProblem(value, rule.object, `"${key}"`);
      if (problem !== null) return problem;
      continue;
    }
    const [expected, accepts] = EXPECTED[rule];
    if (!accepts(value)) return `"${key}" must be ${expected}`;
  }
  return null;
}
