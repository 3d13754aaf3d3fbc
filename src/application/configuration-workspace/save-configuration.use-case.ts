import { DomainError } from '../../domain/shared/domain-error';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel } from '../../domain/configuration/model-diff';
import { applyChanges } from '../../domain/configuration/model-merge';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { compareProblems } from '../../domain/configuration/validation/problem-baseline';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import type { ConfigurationHandle } from '../configuration/configuration-codec.port';
import { ConfigurationNotLoadedError, ConfigurationReadBackError, ConfigurationSaveError } from '../errors/workspace-errors';
import type { ConfigurationDecoderPort } from '../configuration/configuration-codec.port';
import type { ConfigurationPort } from '../ports/configuration.port';
import { SingleFlight } from '../shared/single-flight';
import type { ConfigurationWorkspace, WorkspaceBase } from './configuration-workspace';
import type { ConflictChoice, SaveConflict, SaveOutcome, SaveStep } from './save-flow';
import type { UploadedDocument } from './uploaded-document';
import { signatureOf, toWorkspaceBase } from './workspace-base';

export interface SaveOptions {
  /** Called as each step starts. */
  readonly onStep?: (step: SaveStep) => void;
}

/** What the save needs besides its ports; all optional. */
export interface SaveDependencies {
  /** Forgets the browser's stored draft after a successful save. */
  readonly forgetDraft?: () => void;
  readonly uploaded?: UploadedDocument;
  readonly validate?: (configuration: Configuration) => readonly ConfigurationProblem[];
  readonly now?: () => Date;
}

/** A conflict waiting for the installer's choice, with what `resolve` needs. */
interface PendingConflict {
  readonly conflict: SaveConflict;
  readonly theirs: WorkspaceBase;
}

/** One step failed: nothing changed on the appliance (except after 'sending'), nothing in the draft. */
class StepFailure extends Error {
  constructor(readonly outcome: Extract<SaveOutcome, { kind: 'failed' }>) {
    super(outcome.error.message);
  }
}

/**
 * The save of docs/configuration-workspace.md: validate the whole draft, check
 * that the appliance's document is still the one loaded (same signature: no
 * conflict, ever), merge by itself when both sides changed different places,
 * otherwise return the conflict for `resolve`; write through the codec over
 * the right handle, post, read back and rebase. One save at a time.
 */
export class SaveConfigurationUseCase {
  readonly #flight = new SingleFlight('the save');
  #pending: PendingConflict | undefined;

  constructor(
    private readonly workspace: ConfigurationWorkspace,
    private readonly configuration: ConfigurationPort,
    private readonly decoder: ConfigurationDecoderPort,
    private readonly dependencies: SaveDependencies = {},
  ) {}

  /** True while a save (or a resolution) runs. */
  get running(): boolean {
    return this.#flight.running;
  }

  /** The draft's changes against the loaded document, for the review. */
  pendingChanges(): readonly ModelChange[] {
    const base = this.workspace.base();
    const draft = this.workspace.draft();
    return base && draft ? diffModel(base.configuration, draft) : [];
  }

  /** The conflict of the last save, until it is resolved or another save starts. */
  conflict(): SaveConflict | undefined {
    return this.#pending?.conflict;
  }

  execute(options: SaveOptions = {}): Promise<SaveOutcome> {
    return this.#flight.run(() => this.#guard(() => this.#save(options)));
  }

  /**
   * Resolves the last conflict: 'mine-over-theirs' writes my changes over the
   * appliance's current document (mine wins where both changed); 'theirs'
   * drops my draft for their document; 'overwrite' writes my draft over the
   * document I loaded. If the appliance's document changed again since the
   * conflict, the save starts over (and may return a new conflict).
   */
  resolve(choice: ConflictChoice, options: SaveOptions = {}): Promise<SaveOutcome> {
    return this.#flight.run(() => this.#guard(() => this.#resolve(choice, options)));
  }

  async #guard(work: () => Promise<SaveOutcome>): Promise<SaveOutcome> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StepFailure) return error.outcome;
      throw error;
    }
  }

  async #save(options: SaveOptions): Promise<SaveOutcome> {
    this.#pending = undefined;
    const { base, draft } = this.#loaded();
    const step = this.#stepper(options);
    step('validating');
    // Only errors the edits added block: what the document already had is shown, not held against an unrelated edit.
    const problems = this.workspace.problemComparison().blocking;
    if (problems.length > 0) return { kind: 'invalid', problems };
    const writeHandle = this.dependencies.uploaded?.activeHandle(this.workspace) ?? base.handle;
    const mine = diffModel(base.configuration, draft);
    if (mine.length === 0 && writeHandle === base.handle) return { kind: 'nothing-to-save' };

    step('checking');
    const theirDocument = await this.#attempt('checking', () => this.configuration.fetchBytes());
    if (signatureOf(theirDocument) === base.signature) return this.#write(writeHandle, draft, draft, false, step);

    const theirs = await this.#decode('checking', theirDocument);
    const theirChanges = diffModel(base.configuration, theirs.configuration);
    const merged = applyChanges(theirs.configuration, mine);
    // Merged over theirs, my changes must not add errors to their document either.
    const mergedProblems = merged.conflicts.length === 0 ? this.#addedErrors(theirs.configuration, merged.result) : [];
    if (merged.conflicts.length > 0 || mergedProblems.length > 0) {
      const conflict: SaveConflict = { theirs: theirChanges, mine, overlapping: merged.conflicts.map((c) => c.change) };
      this.#pending = { conflict, theirs };
      return { kind: 'conflict', conflict };
    }
    return this.#write(theirs.handle, merged.result, draft, true, step, theirs);
  }

  async #resolve(choice: ConflictChoice, options: SaveOptions): Promise<SaveOutcome> {
    const pending = this.#pending;
    if (!pending) return this.#save(options);
    const { base, draft } = this.#loaded();
    const step = this.#stepper(options);
    if (choice === 'theirs') {
      this.#pending = undefined;
      this.workspace.load(pending.theirs);
      this.#releaseAfterRebase(base.handle, undefined);
      this.dependencies.forgetDraft?.();
      return { kind: 'took-theirs' };
    }
    step('validating');
    const problems = this.workspace.problemComparison().blocking;
    if (problems.length > 0) return { kind: 'invalid', problems };
    step('checking');
    const current = await this.#attempt('checking', () => this.configuration.fetchBytes());
    if (signatureOf(current) !== pending.theirs.signature) return this.#save(options);
    this.#pending = undefined;
    if (choice === 'overwrite') {
      const handle = this.dependencies.uploaded?.activeHandle(this.workspace) ?? base.handle;
      return this.#write(handle, draft, draft, false, step, pending.theirs);
    }
    const mine = diffModel(base.configuration, draft);
    const merged = applyChanges(pending.theirs.configuration, mine, { force: true });
    return this.#write(pending.theirs.handle, merged.result, draft, true, step, pending.theirs);
  }

  /** Writes `configuration` over `handle`, posts it, reads it back and makes it the base. */
  async #write(handle: ConfigurationHandle, configuration: Configuration, draft: Configuration, merged: boolean, step: (s: SaveStep) => void, theirs?: WorkspaceBase): Promise<SaveOutcome> {
    step('writing');
    const now = this.dependencies.now?.() ?? new Date();
    const text = await this.#attempt('writing', () => this.decoder.write(handle, configuration, now));
    step('sending');
    await this.#attempt('sending', () => this.configuration.postText(text));
    step('reading-back');
    let readBack: WorkspaceBase;
    try {
      readBack = await this.#decode('reading-back', await this.configuration.fetchBytes());
    } catch (error) {
      // The appliance has the document; the draft and base stay, and the next save merges over it.
      if (theirs) this.decoder.release(theirs.handle);
      const cause = error instanceof StepFailure ? error.outcome.error.cause : error;
      return { kind: 'failed', step: 'reading-back', error: new ConfigurationReadBackError(cause) };
    }
    const previous = this.workspace.base();
    this.#rebase(readBack, draft);
    this.#releaseAfterRebase(previous?.handle, theirs?.handle);
    this.dependencies.forgetDraft?.();
    return { kind: 'saved', merged };
  }

  /** The read-back becomes the base; edits made while the save ran are carried over onto it. */
  #rebase(readBack: WorkspaceBase, draftAtSave: Configuration): void {
    const current = this.workspace.draft();
    if (current === undefined || current === draftAtSave) {
      this.workspace.rebase(readBack);
      return;
    }
    const later = diffModel(draftAtSave, current);
    const carried = applyChanges(readBack.configuration, later).result;
    this.workspace.rebase(readBack, carried);
  }

  #releaseAfterRebase(...handles: readonly (ConfigurationHandle | undefined)[]): void {
    const uploads = this.dependencies.uploaded?.clear() ?? [];
    const kept = this.workspace.base()?.handle;
    for (const handle of new Set([...handles, ...uploads])) if (handle && handle !== kept) this.decoder.release(handle);
  }

  /** Reads a fetched document (the decoder takes its bytes over). */
  async #decode(step: SaveStep, document: Uint8Array): Promise<WorkspaceBase> {
    const decoded = await this.#attempt(step, () => this.decoder.read(document));
    if (!decoded.valid) throw new StepFailure({ kind: 'failed', step, error: new ConfigurationSaveError(step, decoded.error) });
    return toWorkspaceBase(decoded);
  }

  async #attempt<T>(step: SaveStep, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // The Vigil server's own refusal for a fleet site (a viewer's save: FLEET.READ_ONLY): said in its words, not as a failed save.
      if (error instanceof DomainError && error.code.startsWith('FLEET.')) throw new StepFailure({ kind: 'failed', step, error });
      throw new StepFailure({ kind: 'failed', step, error: new ConfigurationSaveError(step, error) });
    }
  }

  #loaded(): { base: WorkspaceBase; draft: Configuration } {
    const base = this.workspace.base();
    const draft = this.workspace.draft();
    if (!base || !draft) throw new StepFailure({ kind: 'failed', step: 'validating', error: new ConfigurationNotLoadedError() });
    return { base, draft };
  }

  #validate(configuration: Configuration): readonly ConfigurationProblem[] {
    return (this.dependencies.validate ?? validateConfiguration)(configuration);
  }

  /** The errors `edited` has that `reference` had not. */
  #addedErrors(reference: Configuration, edited: Configuration): readonly ConfigurationProblem[] {
    return compareProblems({ configuration: reference, problems: this.#validate(reference) }, { configuration: edited, problems: this.#validate(edited) }).blocking;
  }

  #stepper(options: SaveOptions): (step: SaveStep) => void {
    return (step) => options.onStep?.(step);
  }
}
