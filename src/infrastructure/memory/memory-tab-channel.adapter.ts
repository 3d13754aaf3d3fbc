import type { TabChannelPort, TabIdPort, TabMessage } from '../../application/ports/tab-channel.port';

/** Tabs in one process (tests, Node): every channel of one hub hears the others, synchronously. */
export class MemoryTabHub {
  readonly #channels = new Set<MemoryTabChannel>();

  channel(): MemoryTabChannel {
    const channel = new MemoryTabChannel(this.#channels);
    this.#channels.add(channel);
    return channel;
  }
}

class MemoryTabChannel implements TabChannelPort {
  readonly #listeners = new Set<(message: TabMessage) => void>();

  constructor(private readonly channels: ReadonlySet<MemoryTabChannel>) {}

  post(message: TabMessage): void {
    for (const channel of this.channels) if (channel !== this) channel.deliver(message);
  }

  subscribe(listener: (message: TabMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A message from another channel of the hub. */
  deliver(message: TabMessage): void {
    for (const listener of [...this.#listeners]) listener(message);
  }
}

/** A tab id held in a key-value storage (session storage in the browser), made on first use. */
export class StorageTabId implements TabIdPort {
  static readonly KEY = 'vigil.tab';

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
    private readonly newId: () => string,
  ) {}

  #id: string | undefined;

  current(): string {
    if (this.#id) return this.#id;
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(StorageTabId.KEY) ?? null;
    } catch {
      stored = null;
    }
    if (stored && /^[A-Za-z0-9-]+$/.test(stored)) return (this.#id = stored);
    return this.renew();
  }

  renew(): string {
    this.#id = this.newId();
    try {
      this.storage?.setItem(StorageTabId.KEY, this.#id);
    } catch {
      // Without session storage the id lasts as long as the page.
    }
    return this.#id;
  }
}
