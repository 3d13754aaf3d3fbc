import type { Configuration } from '../../domain/configuration/configuration';
import type { FieldProblem } from '../../domain/configuration/field-validators';
import { formatModelPath, isIdStep, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { documentPath, problemAt, type ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';

/** `path` with its `{ id }` steps replaced by the items' indices in `model`, as the validation places problems; undefined when an item is gone. */
function indexedPath(model: unknown, path: ModelPath): ModelPath | undefined {
  const indexed: (string | number)[] = [];
  let current = model;
  for (const step of path) {
    if (isIdStep(step)) {
      const index = Array.isArray(current) ? current.findIndex((item) => (item as { id?: unknown } | null)?.id === step.id) : -1;
      if (index < 0) return undefined;
      indexed.push(index);
    } else indexed.push(step);
    current = valueAt(current, [step]);
  }
  return indexed;
}

/**
 * What a form field holds that the model cannot: a text typed into a number
 * field that is no number ("abc", nothing at all). The draft keeps its value;
 * the text is held here, at the field's place, with why it is refused, so the
 * form goes on showing it and the draft's problems list it (an error, which
 * blocks the save) until the field is given a value or its typing dropped.
 */
export interface HeldInput {
  /** The field's place, identified (`{ id }` steps), as the form names it. */
  readonly path: ModelPath;
  readonly text: string;
  readonly problem: FieldProblem;
}

const NONE: readonly ConfigurationProblem[] = [];

/** The held inputs of a workspace, by place; a new list of problems after every change, the same one otherwise. */
export class HeldInputs {
  readonly #entries = new Map<string, HeldInput>();
  #problems: { readonly draft: Configuration | undefined; readonly problems: readonly ConfigurationProblem[] } | undefined;

  all(): readonly HeldInput[] {
    return [...this.#entries.values()];
  }

  at(path: ModelPath): HeldInput | undefined {
    return this.#entries.get(formatModelPath(path));
  }

  /** Holds a refused text at its field; false when exactly that was held already. */
  hold(input: HeldInput): boolean {
    const key = formatModelPath(input.path);
    const before = this.#entries.get(key);
    if (before && before.text === input.text && before.problem.code === input.problem.code && before.problem.message === input.problem.message) return false;
    this.#entries.set(key, input);
    this.#rebuild();
    return true;
  }

  /** Drops what a field held (it was given a value, or its typing was dropped); false when it held nothing. */
  release(path: ModelPath): boolean {
    if (!this.#entries.delete(formatModelPath(path))) return false;
    this.#rebuild();
    return true;
  }

  /** Drops everything (a new document, a discard); false when nothing was held. */
  clear(): boolean {
    if (this.#entries.size === 0) return false;
    this.#entries.clear();
    this.#rebuild();
    return true;
  }

  /** Drops what fields of items the draft no longer holds (an item deleted, an addition undone) held; true when any went. */
  prune(draft: Configuration | undefined): boolean {
    let pruned = false;
    for (const [key, input] of this.#entries) {
      if (draft && valueAt(draft, input.path.slice(0, -1)) !== undefined) continue;
      this.#entries.delete(key);
      pruned = true;
    }
    if (pruned) this.#rebuild();
    return pruned;
  }

  /**
   * Each held input as a problem of `draft` (an error at its field, placed by
   * index as the validation places problems); the same list until the draft
   * or what is held changes.
   */
  problems(draft: Configuration | undefined): readonly ConfigurationProblem[] {
    if (this.#entries.size === 0) return NONE;
    const cached = this.#problems;
    if (cached && cached.draft === draft) return cached.problems;
    const problems = this.all().flatMap(({ path, problem }) => {
      const at = indexedPath(draft, path);
      // Its document path as the validation gives it (validateConfiguration: from `configuration`).
      return at ? [{ ...problemAt(at, { ...problem, severity: 'error' }), path: documentPath(['configuration', ...at]) }] : [];
    });
    this.#problems = { draft, problems };
    return problems;
  }

  #rebuild(): void {
    this.#problems = undefined;
  }
}
