import type { TabChannelPort, TabIdPort, TabMessage } from '../ports/tab-channel.port';

interface OtherTab {
  readonly instance: string;
  readonly editing: boolean;
}

type Listener = () => void;

/**
 * The console's other open tabs on the same appliance, as they announced
 * themselves: which are alive (their drafts are theirs, never offered here)
 * and whether they hold unsaved changes (this tab then says so). A page that
 * finds its own tab id held by another page (a duplicated tab) takes a new
 * one, so the two never share a draft.
 */
export class TabPresence {
  readonly #others = new Map<string, OtherTab>();
  readonly #listeners = new Set<Listener>();
  readonly #instance: string;
  #editing = false;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly channel: TabChannelPort,
    private readonly ids: TabIdPort,
    instance: string,
  ) {
    this.#instance = instance;
  }

  /** This tab's id: the key of its own draft. */
  tab(): string {
    return this.ids.current();
  }

  start(): void {
    this.#unsubscribe ??= this.channel.subscribe((message) => this.#received(message));
    this.#post('hello');
  }

  /** Says goodbye (the page goes away) and stops listening. */
  stop(): void {
    this.#post('bye');
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** Whether another open tab has this id (its draft is its own). */
  isOpen(tab: string): boolean {
    return this.#others.has(tab);
  }

  /** How many other open tabs hold unsaved changes to this appliance. */
  othersEditing(): number {
    let count = 0;
    for (const other of this.#others.values()) if (other.editing) count += 1;
    return count;
  }

  /** Tells the other tabs whether this one holds unsaved changes (only when that changes). */
  setEditing(editing: boolean): void {
    if (editing === this.#editing) return;
    this.#editing = editing;
    this.#post('editing');
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #post(kind: TabMessage['kind']): void {
    try {
      this.channel.post({ kind, tab: this.ids.current(), instance: this.#instance, editing: this.#editing });
    } catch {
      // A closed or unavailable channel: this tab is alone as far as it knows.
    }
  }

  #received(message: TabMessage): void {
    if (message.instance === this.#instance) return;
    if (message.tab === this.ids.current()) {
      // Two pages with one tab id: the one that just said hello takes a new id.
      if (message.kind === 'hello') this.#post('here');
      else if (message.kind === 'here') {
        this.ids.renew();
        this.#post('hello');
      }
      return;
    }
    if (message.kind === 'bye') {
      if (this.#others.get(message.tab)?.instance === message.instance) this.#others.delete(message.tab);
    } else this.#others.set(message.tab, { instance: message.instance, editing: message.editing });
    if (message.kind === 'hello') this.#post('here');
    for (const listener of this.#listeners) listener();
  }
}
