/**
 * One problem found in a configuration: `path` is XPath-like and 1-based
 * (`configuration/devices/device[2]/videos/video[1]/codec`), so the console
 * can show `message` beside the field the path names; `code` is stable.
 */
export interface ConfigurationProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** `name[n]` for the item at a 0-based index. */
export function item(name: string, index: number): string {
  return `${name}[${index + 1}]`;
}

/** Prefixes every problem's path (problems found relative to an entity). */
export function under(prefix: string, problems: readonly ConfigurationProblem[]): ConfigurationProblem[] {
  return problems.map((problem) => ({ ...problem, path: problem.path === '' ? prefix : `${prefix}/${problem.path}` }));
}
