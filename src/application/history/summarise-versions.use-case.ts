import { changedItems } from '../../domain/history/changed-items';
import type { VersionSummary } from '../../domain/history/configuration-version';
import { sparseModel } from '../../domain/history/sparse-model';
import type { HistoryStorePort } from '../ports/history-store.port';
import type { VersionComparerPort } from '../ports/version-comparer.port';
import type { ReadVersionDocumentUseCase } from './read-version-document.use-case';

/** How many changes a summary keeps with their values (the rest are counted, and named by Compare). */
const KEPT_CHANGES = 40;

/**
 * Makes the summaries of the versions that have none yet (new ones, and the
 * ones whose predecessor the retention removed): what each changed from the
 * one before, in the model's terms, and every item it touched. Runs after
 * recording, never in the way of a save; one run at a time.
 */
export class SummariseVersionsUseCase {
  #running: Promise<number> | undefined;
  #again = false;

  constructor(
    private readonly store: HistoryStorePort,
    private readonly documents: ReadVersionDocumentUseCase,
    private readonly comparer: VersionComparerPort,
  ) {}

  /** Resolves to how many versions were summarised; a call during a run makes the run go on. */
  execute(): Promise<number> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Resolves once no run is going on (before the database closes). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => undefined);
  }

  private async run(): Promise<number> {
    let done = 0;
    do {
      this.#again = false;
      for (const id of await this.store.unsummarised(20)) {
        await this.summarise(id);
        done += 1;
        this.#again = true;
      }
    } while (this.#again);
    return done;
  }

  private async summarise(id: number): Promise<void> {
    const previous = await this.store.previous(id);
    const after = await this.documents.execute(id);
    const before = previous === undefined ? undefined : await this.documents.execute(previous.id);
    const comparison = await this.comparer.compare(before, after);
    const kept = comparison.changes.slice(0, KEPT_CHANGES);
    const summary: VersionSummary = {
      total: comparison.changes.length,
      changes: kept,
      before: kept.length === comparison.changes.length ? comparison.before : sparseModel(comparison.before, kept),
      after: kept.length === comparison.changes.length ? comparison.after : sparseModel(comparison.after, kept),
      items: changedItems(comparison.changes),
      ...(previous === undefined ? { first: true } : {}),
      ...(comparison.unreadable === undefined ? {} : { unreadable: comparison.unreadable }),
    };
    await this.store.setSummary(id, summary, comparison.problems);
  }
}
