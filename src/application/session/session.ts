import type { ApplicationInfo } from '../ports/application-info.port';
import type { Credentials } from '../ports/authentication.port';
import type { CredentialsStorePort } from '../ports/credentials-store.port';

type Listener = () => void;

/**
 * The signed-in state, in memory only. `loaded` starts false and becomes true
 * after a sign-in once server info and configuration have been attempted; the
 * navigation guard reads it.
 */
export class Session implements CredentialsStorePort {
  #credentials: Credentials | undefined;
  #loaded = false;
  #serverInfo: ApplicationInfo | undefined;
  readonly #listeners = new Set<Listener>();

  credentials(): Credentials | undefined {
    return this.#credentials;
  }

  setCredentials(credentials: Credentials): void {
    this.#credentials = credentials;
    this.#notify();
  }

  isLoaded(): boolean {
    return this.#loaded;
  }

  serverInfo(): ApplicationInfo | undefined {
    return this.#serverInfo;
  }

  setServerInfo(info: ApplicationInfo): void {
    this.#serverInfo = info;
    this.#notify();
  }

  markLoaded(): void {
    this.#loaded = true;
    this.#notify();
  }

  /** Forgets everything: credentials, server info and the loaded flag. */
  clear(): void {
    this.#credentials = undefined;
    this.#serverInfo = undefined;
    this.#loaded = false;
    this.#notify();
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
