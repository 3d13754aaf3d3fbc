import type { Md5 } from '../../domain/configuration/signature';
import { seedConfiguration, type SeedSite } from './seed/configuration-seed';
import { Accounts, INITIALISED_ADMIN_PASSWORD, type Account } from './state/accounts';
import { accountsOf, ConfigurationAccounts } from './state/configuration-accounts';
import type { ConfigurationReader, ReadableConfiguration } from './state/configuration-reader';
import { ServerHealth } from './health/server-health';
import { FaultRegistry } from './state/fault-registry';
import { seedLicence, type Licence } from './state/licence';
import { ServerOperations } from './state/operations';

export type ServerStatus = 'started' | 'stopped' | 'stopping' | 'starting';

/**
 * What a data folder keeps across restarts (faults are never kept). The
 * accounts live in the configuration; version 1 kept them beside it, and a
 * version-1 folder's passwords are moved into the configuration on restore.
 */
export interface PersistedSimulator {
  readonly state:
    | { readonly version: 2; readonly licence: Licence; readonly status: ServerStatus }
    | { readonly version: 1; readonly accounts: readonly Account[]; readonly licence: Licence; readonly status: ServerStatus };
  /** The configuration document, byte for byte. */
  readonly configuration: string;
}

export interface SimulatorSeed {
  readonly salt: string;
  readonly md5: Md5;
  readonly clock: () => Date;
  /** Reads documents with the codec for `salt` (built by the composition root). */
  readonly reader: ConfigurationReader;
}

/**
 * The whole state of the simulated appliance, in memory. Route groups read and
 * change it through small modules (accounts, licence, faults) and call
 * `changed()` after a change, which persists it when a data folder is used.
 */
export class SimulatorState {
  licence: Licence;
  status: ServerStatus = 'started';
  /** Every fault and timing, by area (memory only; back to the initial values on reset). */
  readonly faults = new FaultRegistry();
  /** Network interfaces, logs, online configuration, maintenance job (memory only). */
  health = new ServerHealth();
  /** Lifecycle, update server, tunnels (memory only). */
  operations = new ServerOperations();
  #configuration: string;
  /** Reads every document through the configuration codec, once per text. */
  readonly reader: ConfigurationReader;
  readonly #configurationAccounts: ConfigurationAccounts;
  /** The last readable document, and the accounts read from it. */
  #readable: { readonly configuration: ReadableConfiguration; readonly accounts: Accounts } | undefined;
  readonly #listeners: Array<(state: SimulatorState) => void> = [];

  /** The site the seed holds: the demonstration site or an empty appliance. */
  #site: SeedSite;
  /** The site the simulator started with: a reset goes back to it unless it names another. */
  readonly #startSite: SeedSite;

  constructor(
    readonly seed: SimulatorSeed,
    initialised: boolean,
    site: SeedSite = 'sample',
  ) {
    this.#site = site;
    this.#startSite = site;
    this.reader = seed.reader;
    this.#configurationAccounts = new ConfigurationAccounts(this.reader);
    this.licence = seedLicence(initialised);
    this.#configuration = this.#seedDocument(initialised);
  }

  /**
   * The accounts: the users of the stored configuration (root when their group
   * is). A document that cannot be read (set through the simulator controls)
   * leaves the accounts of the last readable one, so nobody is locked out.
   */
  get accounts(): Accounts {
    return this.#readableState()?.accounts ?? new Accounts([]);
  }

  /**
   * The configuration in force as the model reads it: the stored document, or
   * when it cannot be read (only through the simulator controls) the last one
   * that could, as the appliance keeps running on what it last loaded. Null
   * only when no readable document was ever stored.
   */
  configuration(): ReadableConfiguration | null {
    return this.#readableState()?.configuration ?? null;
  }

  #readableState(): { readonly configuration: ReadableConfiguration; readonly accounts: Accounts } | undefined {
    if (this.#readable?.configuration.text !== this.#configuration) {
      const configuration = this.reader.readable(this.#configuration);
      if (configuration !== null) this.#readable = { configuration, accounts: new Accounts(accountsOf(configuration.configuration)) };
    }
    return this.#readable;
  }

  /** Changes a user's password in the configuration (dated and signed again); false when the user is not there. */
  setPassword(name: string, password: string): boolean {
    const updated = this.#configurationAccounts.withPassword(this.#configuration, name, password, this.seed.clock());
    if (updated === null) return false;
    this.#configuration = updated;
    return true;
  }

  #seedDocument(initialised: boolean): string {
    return seedConfiguration({ adminPassword: initialised ? INITIALISED_ADMIN_PASSWORD : '', site: this.#site, date: this.seed.clock(), salt: this.seed.salt, md5: this.seed.md5 });
  }

  /** The stored configuration document, as posted (the client interface derives its streams from it). */
  configurationXml(): string {
    return this.#configuration;
  }

  setConfiguration(xml: string): void {
    // Read the document being replaced first: it stays in force if the new one is unreadable.
    this.#readableState();
    this.#configuration = xml;
    this.changed();
  }

  /** Basic credentials check shared with the client interface extension. */
  checkCredentials(name: string, password: string): boolean {
    return this.accounts.check(name, password) !== null;
  }

  /** Initialised: a product code is set and the administrator left the default credentials. */
  initialised(): boolean {
    return this.licence.productCode !== null && !this.accounts.usesDefaultCredentials();
  }

  /** Back to the seeded state, in place (extensions keep their reference), faults off; the site the simulator started with unless another is given. */
  reset(initialised: boolean, site: SeedSite = this.#startSite): void {
    this.#site = site;
    this.licence = seedLicence(initialised);
    this.status = 'started';
    this.faults.reset();
    this.health = new ServerHealth();
    this.operations = new ServerOperations();
    this.#configuration = this.#seedDocument(initialised);
    this.changed();
  }

  snapshot(): PersistedSimulator {
    return { state: { version: 2, licence: this.licence, status: this.status }, configuration: this.#configuration };
  }

  restore(persisted: PersistedSimulator): void {
    this.#configuration = persisted.configuration;
    if (persisted.state.version === 1) {
      // Passwords changed before accounts moved into the configuration.
      for (const account of persisted.state.accounts) {
        if (this.accounts.check(account.name, account.password) === null) this.setPassword(account.name, account.password);
      }
    }
    this.licence = persisted.state.licence;
    // A start or stop under way when the simulator stopped is over after a restart.
    const status = persisted.state.status;
    this.status = status === 'stopping' ? 'stopped' : status === 'starting' ? 'started' : status;
  }

  onChange(listener: (state: SimulatorState) => void): void {
    this.#listeners.push(listener);
  }

  changed(): void {
    for (const listener of this.#listeners) {
      listener(this);
    }
  }

  /** A JSON summary for tests (`GET /__simulator/state`); passwords are not shown. */
  summary(): Record<string, unknown> {
    return {
      initialised: this.initialised(),
      site: this.#site,
      defaultCredentials: this.accounts.usesDefaultCredentials(),
      accounts: this.accounts.list().map(({ name, root }) => ({ name, root })),
      licence: this.licence,
      status: this.status,
      faults: this.faults.summary(),
      health: this.health.summary(),
      operations: this.operations.summary(),
      configurationLength: this.#configuration.length,
    };
  }
}
