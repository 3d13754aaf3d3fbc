import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel, modelEquals } from '../../domain/configuration/model-diff';
import { applyChanges, type MergeConflict } from '../../domain/configuration/model-merge';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import type { DraftStorePort, StoredChange, StoredDraft, TabDraft } from '../ports/draft-store.port';
import type { ConfigurationWorkspace, WorkspaceBase, WorkspaceState } from './configuration-workspace';
import { scrubbed, withoutSecrets } from './draft-secrets';

/** A draft kept from an earlier visit, offered after sign-in. */
export interface DraftOffer {
  readonly savedAt: Date;
  /** False when the appliance's document changed since: restoring merges, and may conflict. */
  readonly sameBase: boolean;
  /** What the draft changes (secrets left out), for the UI to show. */
  readonly changes: readonly StoredChange[];
  /** The secrets the draft had set, which were not kept and must be entered again (absolute model paths). */
  readonly sensitiveFields: readonly ModelPath[];
}

export interface RestoreOutcome {
  /** How many changes were applied (as one step of history). */
  readonly applied: number;
  /** Changes not applied: the appliance's document changed the same places. */
  readonly conflicts: readonly MergeConflict[];
  readonly sensitiveFields: readonly ModelPath[];
}

/** Where this tab stands among the others (default: alone, tab id ''). */
export interface DraftsTabs {
  tab(): string;
  isOpen(tab: string): boolean;
  setEditing(editing: boolean): void;
}

const ALONE: DraftsTabs = { tab: () => '', isOpen: () => false, setEditing: () => undefined };

export interface DraftsOptions {
  readonly tabs?: DraftsTabs;
  /** Delay before a change is stored (several quick edits are stored once). */
  readonly delayMs?: number;
  readonly schedule?: (run: () => void, delayMs: number) => () => void;
  readonly now?: () => Date;
}

type Listener = (offer: DraftOffer | undefined) => void;

const defaultSchedule = (run: () => void, delayMs: number): (() => void) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

function sensitiveFieldsOf(changes: readonly StoredChange[]): ModelPath[] {
  return changes.flatMap((change) => (change.sensitive ? [change.path] : (change.sensitivePaths ?? []).map((relative) => [...change.path, ...relative])));
}

/**
 * Keeps the installer's unsaved changes in the browser for this appliance, so
 * they survive a reload and a new sign-in, with no secret at rest: after every
 * change of the workspace (debounced) it stores the changes against the base,
 * secrets removed. After a load it offers a stored draft (`offer()`), which
 * the installer restores or discards; while an offer waits, nothing is stored
 * over it.
 *
 * Each browser tab keeps its own draft (stored under the tab's id): two tabs
 * editing one appliance never write over each other. After a load the tab's
 * own draft is offered; without one, the newest draft of a tab that is no
 * longer open (restoring or discarding it takes it over). A draft of another
 * open tab is that tab's, never offered here.
 */
interface Offered {
  readonly offer: DraftOffer;
  readonly stored: StoredDraft;
  /** The tab whose draft this is: this tab's own, or a closed tab's. */
  readonly tab: string;
}

export class ConfigurationDrafts {
  #offer: Offered | undefined;
  #cancel: (() => void) | undefined;
  #pending: { readonly base: WorkspaceBase; readonly draft: Configuration } | undefined;
  #unsubscribe: (() => void) | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(
    private readonly workspace: ConfigurationWorkspace,
    private readonly store: DraftStorePort,
    private readonly origin: string,
    private readonly options: DraftsOptions = {},
  ) {}

  /** Starts storing after every change of the workspace; returns the stop function. */
  start(): () => void {
    this.#unsubscribe ??= this.workspace.subscribe((state) => this.#changed(state));
    return () => this.stop();
  }

  stop(): void {
    this.flush();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  offer(): DraftOffer | undefined {
    return this.#offer?.offer;
  }

  /** Calls `listener` when the offer appears or goes; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** After a load: offers this tab's stored draft of this appliance, else a closed tab's, if any. */
  checkStored(base: WorkspaceBase): void {
    this.#cancelPending();
    const found = this.#storedDraft();
    if (!found) return this.#setOffer(undefined);
    const { draft: stored, tab } = found;
    const offer: DraftOffer = {
      savedAt: new Date(stored.savedAt),
      sameBase: stored.baseSignature === base.signature,
      changes: stored.changes,
      sensitiveFields: sensitiveFieldsOf(stored.changes),
    };
    this.#setOffer({ offer, stored, tab });
  }

  /** Applies the offered changes onto the loaded document as one step of history; conflicting ones are reported, not applied. */
  restore(): RestoreOutcome {
    const pending = this.#offer;
    const draft = this.workspace.draft();
    if (!pending || !draft) return { applied: 0, conflicts: [], sensitiveFields: [] };
    const changes = pending.stored.changes.filter((change) => !change.sensitive).map((change) => this.#live(change, draft));
    const { result, conflicts } = applyChanges(draft, changes);
    this.#setOffer(undefined);
    // A closed tab's draft becomes this tab's own (stored below under this tab's id).
    if (pending.tab !== this.#tab()) this.#remove(pending.tab);
    this.workspace.replaceDraft(result, { kind: 'draft.restore', recordHistory: true });
    this.#storeNow();
    return { applied: changes.length - conflicts.length, conflicts, sensitiveFields: pending.offer.sensitiveFields };
  }

  /** Forgets the offered draft (this tab's own, or the closed tab's it came from). */
  discard(): void {
    const offered = this.#offer;
    if (!offered) return;
    this.#setOffer(undefined);
    this.forget();
    if (offered.tab !== this.#tab()) this.#remove(offered.tab);
  }

  /** Removes this tab's stored draft (after a save, or a discard). */
  forget(): void {
    this.#cancelPending();
    this.#remove(this.#tab());
    this.#tabs().setEditing(false);
  }

  /** Stores a pending change at once (before the page goes away). */
  flush(): void {
    if (this.#pending) {
      this.#cancel?.();
      this.#write();
    }
  }

  /** A stored change with its blanked secrets' `before` taken from the live value when they match otherwise. */
  #live(change: StoredChange, draft: Configuration): ModelChange {
    const { kind, path, after } = change;
    if (!('before' in change)) return { kind, path, after };
    const current = valueAt(draft, path);
    const before = modelEquals(scrubbed(current), change.before) ? current : change.before;
    return 'after' in change ? { kind, path, before, after } : { kind, path, before };
  }

  #changed(state: WorkspaceState): void {
    if (this.#offer || state.status !== 'ready' || !state.base || !state.draft) return;
    this.#pending = { base: state.base, draft: state.draft };
    this.#cancel?.();
    this.#cancel = (this.options.schedule ?? defaultSchedule)(() => this.#write(), this.options.delayMs ?? 500);
  }

  #storeNow(): void {
    const { base, draft } = this.workspace.state();
    if (base && draft) {
      this.#pending = { base, draft };
      this.flush();
    }
  }

  #write(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    this.#cancel = undefined;
    if (!pending) return;
    const changes = diffModel(pending.base.configuration, pending.draft);
    this.#tabs().setEditing(changes.length > 0);
    try {
      if (changes.length === 0) this.store.remove(this.origin, this.#tab());
      else this.store.write(this.origin, this.#tab(), { baseSignature: pending.base.signature, savedAt: (this.options.now?.() ?? new Date()).toISOString(), changes: changes.map(withoutSecrets) });
    } catch {
      // A full or unavailable storage loses the safety net, not the draft in memory.
    }
  }

  #tabs(): DraftsTabs {
    return this.options.tabs ?? ALONE;
  }

  #tab(): string {
    return this.#tabs().tab();
  }

  #remove(tab: string): void {
    try {
      this.store.remove(this.origin, tab);
    } catch {
      // An unavailable storage has nothing to remove.
    }
  }

  /** This tab's own draft, else the newest one a closed tab left. */
  #storedDraft(): TabDraft | undefined {
    const tab = this.#tab();
    try {
      const own = this.store.read(this.origin, tab);
      if (own && own.changes.length > 0) return { tab, draft: own };
      const orphans = this.store.list(this.origin).filter((entry) => entry.tab !== tab && entry.draft.changes.length > 0 && !this.#tabs().isOpen(entry.tab));
      return orphans.sort((a, b) => b.draft.savedAt.localeCompare(a.draft.savedAt))[0];
    } catch {
      return undefined;
    }
  }

  #cancelPending(): void {
    this.#cancel?.();
    this.#cancel = undefined;
    this.#pending = undefined;
  }

  #setOffer(offer: Offered | undefined): void {
    this.#offer = offer;
    for (const listener of this.#listeners) listener(offer?.offer);
  }
}
