import type { Configuration } from '../../domain/configuration/configuration';
import { formatModelPath, identifyPath, type ModelPath, type PathStep } from '../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';

/** A problem with its place in the model, by id wherever the item has one. */
export interface LocatedProblem {
  readonly problem: ConfigurationProblem;
  /** Identified (`{ id }` steps), so it matches the forms' paths across edits. */
  readonly path: ModelPath;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The model path of an XPath-like problem path (`configuration/parameters/stores/store[2]/preserve-size`
 * → `['parameters','stores',1,'preserveSize']`): kebab-case elements become the
 * model's keys and `item[n]` the 0-based index in the list above it. Used only
 * when the problem carries no `at` of its own (older validators).
 */
export function modelPathOfProblemPath(path: string): ModelPath {
  const steps: PathStep[] = [];
  for (const part of path.split('/').filter((each) => each !== '')) {
    const indexed = /^([^[\]]+)\[(\d+)\]$/.exec(part);
    if (indexed) steps.push(Number(indexed[2]) - 1);
    else steps.push(camel(part));
  }
  return steps[0] === 'configuration' ? steps.slice(1) : steps;
}

/** The problem's model path: its `at` when the validator gave one, its XPath-like path otherwise. */
function problemModelPath(problem: ConfigurationProblem): ModelPath {
  const at = (problem as ConfigurationProblem & { readonly at?: ModelPath }).at;
  return at ?? modelPathOfProblemPath(problem.path);
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
  const all = problems.map((problem) => ({ problem, path: identifyPath(draft, problemModelPath(problem)) }));
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
