import type { Configuration } from '../../domain/configuration/configuration';
import { DomainError } from '../../domain/shared/domain-error';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { compareProblems, type ProblemComparison } from '../../domain/configuration/validation/problem-baseline';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import type { ValidConfigurationReading } from '../configuration/configuration-codec.port';
import type { ModelPath } from '../../domain/configuration/model-path';
import { HeldInputs, type HeldInput } from './held-inputs';

/**
 * The document as it was loaded from (or last saved to) the appliance, read:
 * what the draft is compared with. Its text is not kept on the page: the
 * decoder holds the document behind the handle (in its worker in the browser).
 */
export type WorkspaceBase = Omit<ValidConfigurationReading<Configuration>, 'valid' | 'signatureValid'>;

/**
 * One user action on the configuration: a pure function of the draft built
 * from the domain's own edits (so their rules and messages apply), and what
 * it did, for the history's undo and redo labels.
 */
export interface ConfigurationEdit {
  /** Stable kind of edit (`store.add`, `field.set`, …), for the history and tests. */
  readonly kind: string;
  /** A short description for people, already in words (the UI passes a translated text). */
  readonly label?: string;
  apply(configuration: Configuration): Configuration;
}

export type EditOutcome = { readonly ok: true } | { readonly ok: false; readonly error: DomainError };

export interface HistoryEntry {
  readonly kind: string;
  readonly label?: string;
  readonly before: Configuration;
  readonly after: Configuration;
  /** The step made `after` a document of its own (an uploaded file): its problems count as already there. */
  readonly adopted?: boolean;
}

/** What the UI needs to render the workspace; a new object after every change, so React can compare it. */
export interface WorkspaceState {
  /** 'empty' before a load, 'invalid' when the appliance's document could not be read. */
  readonly status: 'empty' | 'ready' | 'invalid';
  readonly base: WorkspaceBase | undefined;
  /** The edited configuration (the base's configuration while nothing is edited). */
  readonly draft: Configuration | undefined;
  /** Every problem of the draft, at once (validated lazily, cached per draft). */
  readonly problems: readonly ConfigurationProblem[];
  /**
   * The draft's problems against the document it derives from (the loaded
   * one, or an uploaded file still in the history): those already there, those
   * the edits added, and the added errors, which alone block a save.
   */
  readonly comparison: ProblemComparison;
  /** True while the draft differs from the base. */
  readonly dirty: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  /** Why the document could not be read (status 'invalid'). */
  readonly error: Error | undefined;
}

/** At least the 200 steps the console promises; older steps are forgotten first. */
const HISTORY_LIMIT = 500;

type Listener = (state: WorkspaceState) => void;

function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  return new DomainError('CONFIG.EDIT_FAILED', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * The editable configuration: the document as loaded, the draft, the history
 * of edits and the draft's problems. Every configuration page edits through
 * it, so undo and redo span pages and the save writes one document. It holds
 * no I/O: loading, saving and persistence are use cases around it.
 */
export class ConfigurationWorkspace {
  #base: WorkspaceBase | undefined;
  #draft: Configuration | undefined;
  #error: Error | undefined;
  #status: WorkspaceState['status'] = 'empty';
  #past: HistoryEntry[] = [];
  #future: HistoryEntry[] = [];
  #problems: { readonly draft: Configuration; readonly problems: readonly ConfigurationProblem[] } | undefined;
  #referenceProblems: { readonly configuration: Configuration; readonly problems: readonly ConfigurationProblem[] } | undefined;
  #comparison: { readonly draft: Configuration; readonly reference: Configuration; readonly held: readonly ConfigurationProblem[]; readonly comparison: ProblemComparison } | undefined;
  readonly #held = new HeldInputs();
  #withHeld: { readonly validated: readonly ConfigurationProblem[]; readonly held: readonly ConfigurationProblem[]; readonly all: readonly ConfigurationProblem[] } | undefined;
  #state: WorkspaceState | undefined;
  readonly #listeners = new Set<Listener>();

  /**
   * `readOnly`: asked at each edit; true while the console may only read (a
   * fleet site's viewer, docs/fleet.md): every edit, replaced draft and held
   * text is refused, so the draft never differs from the appliance's document.
   */
  constructor(
    private readonly validate: (configuration: Configuration) => readonly ConfigurationProblem[] = validateConfiguration,
    private readonly readOnly: () => boolean = () => false,
  ) {}

  state(): WorkspaceState {
    this.#state ??= this.#snapshot();
    return this.#state;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  base(): WorkspaceBase | undefined {
    return this.#base;
  }

  draft(): Configuration | undefined {
    return this.#draft;
  }

  history(): readonly HistoryEntry[] {
    return this.#past;
  }

  /** What form fields hold that the draft cannot (text that is no number), each a problem of the draft. */
  heldInputs(): readonly HeldInput[] {
    return this.#held.all();
  }

  /** The text a field holds that the draft cannot, at its place (identified path), if any. */
  heldInput(path: ModelPath): HeldInput | undefined {
    return this.#held.at(path);
  }

  /**
   * A form field refused what was typed (no number where a number goes): the
   * draft keeps its value, the text is held at the field's place and the
   * draft's problems list it, as an error that blocks the save.
   */
  hold(input: HeldInput): void {
    if (!this.#draft || this.readOnly()) return;
    if (this.#held.hold(input)) this.#changed();
  }

  /** The field at `path` was given a value, or its typing dropped: what it held goes. */
  release(path: ModelPath): void {
    if (this.#held.release(path)) this.#changed();
  }

  /** The steps undone and not redone yet, the next one to redo last. */
  future(): readonly HistoryEntry[] {
    return this.#future;
  }

  /** A freshly read document: it becomes the base and the draft; the history is cleared. */
  load(base: WorkspaceBase): void {
    this.#base = base;
    this.#draft = base.configuration;
    this.#held.clear();
    this.#adoptProblems(base);
    this.#error = undefined;
    this.#status = 'ready';
    this.#past = [];
    this.#future = [];
    this.#changed();
  }

  /**
   * A saved (or merged) document becomes the base while keeping a draft on
   * top of it: after a save the draft is the read-back configuration; after a
   * merge it is the installer's changes over the appliance's. The history is
   * kept when `keepHistory` (undo still walks back over a merge).
   */
  rebase(base: WorkspaceBase, draft: Configuration = base.configuration, options: { readonly keepHistory?: boolean } = {}): void {
    this.#base = base;
    this.#draft = draft;
    // What the fields show is the document's now (a save, a merge): nothing typed is held over it.
    this.#held.clear();
    this.#adoptProblems(base);
    this.#status = 'ready';
    if (!options.keepHistory) {
      this.#past = [];
      this.#future = [];
    }
    this.#changed();
  }

  /** The appliance's document could not be read: nothing to edit, and why. */
  fail(error: Error): void {
    this.#unload('invalid', error);
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    this.#unload('empty', undefined);
  }

  /** No document, no draft, no history: `status` and `error` say why. */
  #unload(status: 'empty' | 'invalid', error: Error | undefined): void {
    this.#base = undefined;
    this.#draft = undefined;
    this.#held.clear();
    this.#error = error;
    this.#status = status;
    this.#past = [];
    this.#future = [];
    this.#changed();
  }

  /**
   * Applies one edit as one step of history. A refusal by the domain ('user
   * already in a group', …) changes nothing and is returned, not thrown, so a
   * page can show it; an edit that changes nothing adds no step.
   */
  apply(edit: ConfigurationEdit): EditOutcome {
    const draft = this.#draft;
    if (!draft) return { ok: false, error: new DomainError('WORKSPACE.NOT_LOADED', 'no configuration is loaded') };
    if (this.readOnly()) return { ok: false, error: new DomainError('FLEET.READ_ONLY', 'viewers cannot change anything: ask an installer') };
    let after: Configuration;
    try {
      after = edit.apply(draft);
    } catch (error) {
      return { ok: false, error: toDomainError(error) };
    }
    if (after === draft) return { ok: true };
    this.#past.push({ kind: edit.kind, label: edit.label, before: draft, after });
    if (this.#past.length > HISTORY_LIMIT) this.#past.splice(0, this.#past.length - HISTORY_LIMIT);
    this.#future = [];
    this.#draft = after;
    this.#changed();
    return { ok: true };
  }

  /**
   * Replaces the draft without a step of history (a restored draft, a
   * discarded one), or as one step (`recordHistory`). `adopt` (with
   * `recordHistory`): the new draft is a document of its own, an uploaded
   * file, whose problems count as already there while the step stands.
   */
  replaceDraft(draft: Configuration, options: { readonly kind?: string; readonly label?: string; readonly recordHistory?: boolean; readonly adopt?: boolean } = {}): void {
    const before = this.#draft;
    if (!before || draft === before || this.readOnly()) return;
    if (options.recordHistory) {
      this.#past.push({ kind: options.kind ?? 'draft.replace', label: options.label, before, after: draft, ...(options.adopt ? { adopted: true } : {}) });
      this.#future = [];
    }
    this.#draft = draft;
    this.#changed();
  }

  undo(): boolean {
    return this.#travel(this.#past, this.#future, 'before');
  }

  redo(): boolean {
    return this.#travel(this.#future, this.#past, 'after');
  }

  /** Moves the latest step of `from` onto `to` and shows the draft on its `side`: undo and redo are this, mirrored. */
  #travel(from: HistoryEntry[], to: HistoryEntry[], side: 'before' | 'after'): boolean {
    if (this.readOnly()) return false;
    const entry = from.pop();
    if (!entry) return false;
    to.push(entry);
    this.#draft = entry[side];
    this.#changed();
    return true;
  }

  /** Back to the base, as one step of history (so a discard can be undone too). */
  discard(): void {
    // The fields show the appliance's values again: what they held is dropped too.
    const dropped = this.#held.clear();
    if (!this.#base || !this.#draft || this.#draft === this.#base.configuration) {
      if (dropped) this.#changed();
      return;
    }
    this.replaceDraft(this.#base.configuration, { kind: 'draft.discard', recordHistory: true });
  }

  /** The draft's problems: its validation's (once per draft), then what its form fields hold that it cannot. */
  problems(): readonly ConfigurationProblem[] {
    const validated = this.#validated();
    const held = this.#held.problems(this.#draft);
    if (held.length === 0) return validated;
    if (this.#withHeld?.validated !== validated || this.#withHeld.held !== held) this.#withHeld = { validated, held, all: [...validated, ...held] };
    return this.#withHeld.all;
  }

  /** The draft's validation, once per draft. */
  #validated(): readonly ConfigurationProblem[] {
    const draft = this.#draft;
    if (!draft) return [];
    if (this.#problems?.draft !== draft) {
      this.#problems = { draft, problems: this.validate(draft) };
      // The loaded document's problems are what later drafts are compared with: kept, so a large site is not validated twice.
      if (draft === this.#reference()) this.#referenceProblems = { configuration: draft, problems: this.#problems.problems };
    }
    return this.#problems.problems;
  }

  /**
   * The draft's problems against the document it derives from: the latest
   * adopted document still in the history (an uploaded file), else the base.
   * Problems already there are shown but never block; errors the edits add do.
   */
  problemComparison(): ProblemComparison {
    const draft = this.#draft;
    const reference = this.#reference();
    if (!draft || !reference) return { all: [], preexisting: [], added: [], blocking: [] };
    const held = this.#held.problems(this.#draft);
    const cached = this.#comparison;
    if (cached?.draft === draft && cached.reference === reference && cached.held === held) return cached.comparison;
    const compared = compareProblems({ configuration: reference, problems: this.#problemsOf(reference) }, { configuration: draft, problems: this.#validated() });
    // What the fields hold is never in a document: always added, always blocking.
    const comparison = held.length === 0 ? compared : { all: [...compared.all, ...held], preexisting: compared.preexisting, added: [...compared.added, ...held], blocking: [...compared.blocking, ...held] };
    this.#comparison = { draft, reference, held, comparison };
    return comparison;
  }

  /** The problems the decoder found in a base (validated off the page's thread): kept, so they are not validated again here. */
  #adoptProblems(base: WorkspaceBase): void {
    if (!base.problems) return;
    this.#referenceProblems = { configuration: base.configuration, problems: base.problems };
    if (this.#draft === base.configuration) this.#problems = { draft: base.configuration, problems: base.problems };
  }

  #reference(): Configuration | undefined {
    for (let index = this.#past.length - 1; index >= 0; index--) if (this.#past[index]!.adopted) return this.#past[index]!.after;
    return this.#base?.configuration;
  }

  #problemsOf(configuration: Configuration): readonly ConfigurationProblem[] {
    if (configuration === this.#draft) return this.#validated();
    if (this.#problems?.draft === configuration) return this.#problems.problems;
    if (this.#referenceProblems?.configuration !== configuration) this.#referenceProblems = { configuration, problems: this.validate(configuration) };
    return this.#referenceProblems.problems;
  }

  #snapshot(): WorkspaceState {
    const past = this.#past.at(-1);
    const future = this.#future.at(-1);
    return {
      status: this.#status,
      base: this.#base,
      draft: this.#draft,
      problems: this.problems(),
      comparison: this.problemComparison(),
      dirty: this.#base !== undefined && this.#draft !== this.#base.configuration,
      canUndo: past !== undefined,
      canRedo: future !== undefined,
      undoLabel: past?.label,
      redoLabel: future?.label,
      error: this.#error,
    };
  }

  #changed(): void {
    // A field of an item the draft no longer holds holds nothing.
    if (this.#held.all().length > 0) this.#held.prune(this.#draft);
    this.#state = undefined;
    const state = this.state();
    for (const listener of this.#listeners) listener(state);
  }
}
