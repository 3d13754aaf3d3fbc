import type { Configuration } from '../../domain/configuration/configuration';
import { formatModelPath, identifyPath, type ModelPath } from '../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';

/** A problem with its place in the model, by id wherever the item has one. */
export interface LocatedProblem {
  readonly problem: ConfigurationProblem;
  /** Identified (`{ id }` steps), so it matches the forms' paths across edits. */
  readonly path: ModelPath;
}

/** Every problem of a draft, located and keyed by path; built once per draft and problem list. */
export interface ProblemIndex {
  readonly all: readonly LocatedProblem[];
  /** The problems exactly at `path`. */
  at(path: ModelPath): readonly LocatedProblem[];
  /** The problems at `path` or below it. */
  under(path: ModelPath): readonly LocatedProblem[];
}

const indexes = new WeakMap<readonly ConfigurationProblem[], { draft: Configuration; index: ProblemIndex }>();

/** The index of `problems` over `draft`, memoised per problem list (the workspace gives one per draft). */
export function problemIndex(draft: Configuration, problems: readonly ConfigurationProblem[]): ProblemIndex {
  const cached = indexes.get(problems);
  if (cached && cached.draft === draft) return cached.index;
  const all = problems.map((problem) => ({ problem, path: identifyPath(draft, problem.at) }));
  const byKey = new Map<string, LocatedProblem[]>();
  for (const located of all) {
    const key = formatModelPath(located.path);
    const list = byKey.get(key);
    if (list) list.push(located);
    else byKey.set(key, [located]);
  }
  // Every prefix of every path, built on first use: `under` is then a lookup, so a list can count each row's problems.
  let byPrefix: Map<string, LocatedProblem[]> | undefined;
  const prefixes = () => {
    if (byPrefix) return byPrefix;
    byPrefix = new Map();
    for (const located of all) {
      for (let length = 0; length <= located.path.length; length += 1) {
        const key = formatModelPath(located.path.slice(0, length));
        const list = byPrefix.get(key);
        if (list) list.push(located);
        else byPrefix.set(key, [located]);
      }
    }
    return byPrefix;
  };
  const index: ProblemIndex = {
    all,
    at: (path) => byKey.get(formatModelPath(path)) ?? [],
    under: (path) => prefixes().get(formatModelPath(path)) ?? [],
  };
  indexes.set(problems, { draft, index });
  return index;
}
