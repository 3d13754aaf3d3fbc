import { formatModelPath, identifyPath } from '../model-path';
import type { ConfigurationProblem } from './configuration-problem';

/** A configuration with its problems, as validated. */
export interface ValidatedConfiguration {
  readonly configuration: unknown;
  readonly problems: readonly ConfigurationProblem[];
}

/** The problems of an edited configuration, against the document it derives from. */
export interface ProblemComparison {
  /** Every problem of the edited configuration. */
  readonly all: readonly ConfigurationProblem[];
  /** Problems the document already had (same code at the same place, found by identity). */
  readonly preexisting: readonly ConfigurationProblem[];
  /** Problems the edits added. */
  readonly added: readonly ConfigurationProblem[];
  /** The errors among `added`: what blocks a save. */
  readonly blocking: readonly ConfigurationProblem[];
}

/**
 * A problem's identity across edits: its code at its place, list indices
 * replaced by the items' ids (a store added before another does not make
 * the other's old problem new). The message is left out: a value still
 * wrong after an edit is the same problem, not a new one.
 */
function problemKey(configuration: unknown, problem: ConfigurationProblem): string {
  return `${problem.code} ${formatModelPath(identifyPath(configuration, problem.at))}`;
}

/**
 * Splits the edited configuration's problems into those its document already
 * had and those the edits added; only added errors block a save. Problems are
 * counted, so a second occurrence of a known problem at the same place is new.
 */
export function compareProblems(reference: ValidatedConfiguration, edited: ValidatedConfiguration): ProblemComparison {
  if (reference.configuration === edited.configuration) return { all: edited.problems, preexisting: edited.problems, added: [], blocking: [] };
  const known = new Map<string, number>();
  for (const problem of reference.problems) {
    const key = problemKey(reference.configuration, problem);
    known.set(key, (known.get(key) ?? 0) + 1);
  }
  const preexisting: ConfigurationProblem[] = [];
  const added: ConfigurationProblem[] = [];
  for (const problem of edited.problems) {
    const key = problemKey(edited.configuration, problem);
    const left = known.get(key) ?? 0;
    if (left > 0) {
      known.set(key, left - 1);
      preexisting.push(problem);
    } else added.push(problem);
  }
  return { all: edited.problems, preexisting, added, blocking: added.filter((problem) => problem.severity === 'error') };
}
