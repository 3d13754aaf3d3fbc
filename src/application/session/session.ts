import type { ApplicationInfo } from '../ports/application-info.port';
import type { Credentials } from '../ports/authentication.port';
import type { CredentialsStorePort } from '../ports/credentials-store.port';

type Listener = () => void;

/**
 * The signed-in state, in memory only. `loaded` starts false and becomes true
 * after a sign-in once server info and configuration have been attempted; the
 * navigation guard reads it.
 */
interface SessionState {
  readonly credentials?: Credentials;
  readonly serverInfo?: ApplicationInfo;
  readonly loaded: boolean;
}

const SIGNED_OUT: SessionState = { loaded: false };

export class Session implements CredentialsStorePort {
  #state = SIGNED_OUT;
  readonly #listeners = new Set<Listener>();

  credentials(): Credentials | undefined {
    return this.#state.credentials;
  }

  setCredentials(credentials: Credentials): void {
    this.#set({ ...this.#state, credentials });
  }

  isLoaded(): boolean {
    return this.#state.loaded;
  }

  serverInfo(): ApplicationInfo | undefined {
    return this.#state.serverInfo;
  }

  setServerInfo(serverInfo: ApplicationInfo): void {
    this.#set({ ...this.#state, serverInfo });
  }

  markLoaded(): void {
    this.#set({ ...this.#state, loaded: true });
  }

  /** Forgets everything: credentials, server info and the loaded flag. */
  clear(): void {
    this.#set(SIGNED_OUT);
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(state: SessionState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
