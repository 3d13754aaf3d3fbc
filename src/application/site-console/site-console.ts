import type { SiteConsoleAddress } from '../../domain/fleet/site-console-address';
import { mayChange } from '../../domain/fleet/operator';
import type { OpenedSite } from '../ports/fleet-site.port';

type Listener = () => void;

/**
 * Which site this console is, in fleet mode (docs/fleet.md, "Open a site"):
 * its address (from the page's path, known at boot) and, once opened, its
 * name, tags and the operator's role. A console on one appliance (plain
 * `npm start`) has no address and stays as it is.
 */
export class SiteConsole {
  #opened: OpenedSite | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(readonly address: SiteConsoleAddress | undefined) {}

  /** True in a fleet site's console. */
  get active(): boolean {
    return this.address !== undefined;
  }

  opened(): OpenedSite | undefined {
    return this.#opened;
  }

  /** True when the operator may only read (a viewer): the site refuses their changes. */
  readOnly(): boolean {
    return this.#opened !== undefined && !mayChange(this.#opened.operator.role);
  }

  setOpened(site: OpenedSite): void {
    this.#opened = site;
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
