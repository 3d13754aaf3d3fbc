/**
 * What one tab of the console tells the other tabs of the same browser about
 * one appliance: `hello` when it starts (the others answer `here`), `editing`
 * when its unsaved draft appears or goes, `bye` when the page goes away.
 * `instance` tells two pages apart that carry the same tab id (a tab the
 * browser duplicated copies its session storage).
 */
export interface TabMessage {
  readonly kind: 'hello' | 'here' | 'editing' | 'bye';
  readonly tab: string;
  readonly instance: string;
  /** Whether that tab holds unsaved changes to the appliance's configuration. */
  readonly editing: boolean;
}

/** A channel between the console's tabs (BroadcastChannel in the browser, memory in tests). */
export interface TabChannelPort {
  /** Sends to every other tab (never back to this one). */
  post(message: TabMessage): void;
  /** Calls `listener` for each message from another tab; returns the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

/** This tab's id, kept across reloads of the tab (session storage in the browser). */
export interface TabIdPort {
  current(): string;
  /** A new id for this tab (when another page already holds the current one), kept from now on. */
  renew(): string;
}
