/**
 * Whether the database answered last time, shared by everything that writes
 * to it: after a failure, writers spool at once (instead of each waiting for
 * its own connection time-out) until the drain gets through again.
 */
export class DatabaseAvailability {
  #reachable = true;
  #since: string | undefined;
  #lastError: unknown;
  #onBehind: (() => void) | undefined;

  constructor(private readonly now: () => Date = () => new Date()) {}

  get reachable(): boolean {
    return this.#reachable;
  }

  /** When it was found away (ISO), while it is. */
  get since(): string | undefined {
    return this.#since;
  }

  get lastError(): unknown {
    return this.#lastError;
  }

  /** Called when something was spooled: the drain should run soon. */
  onBehind(listener: () => void): void {
    this.#onBehind = listener;
  }

  failed(error: unknown): void {
    this.#lastError = error;
    if (this.#reachable) this.#since = this.now().toISOString();
    this.#reachable = false;
  }

  behind(): void {
    this.#onBehind?.();
  }

  recovered(): void {
    this.#reachable = true;
    this.#since = undefined;
    this.#lastError = undefined;
  }
}
