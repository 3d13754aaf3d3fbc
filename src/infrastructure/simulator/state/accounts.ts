/** An account of the simulated appliance; passwords are compared exactly. */
export interface Account {
  readonly name: string;
  readonly password: string;
  readonly root: boolean;
}

const DEFAULT_ADMIN = { name: 'admin', password: '' } as const;
/** The administrator's password in the configuration of an appliance seeded as initialised. */
export const INITIALISED_ADMIN_PASSWORD = 'Vigil-admin-1';
/** A non-root account of the seeded configuration, so that the console can show NOT_ROOT. */
export const OPERATOR = { name: 'operator', password: 'operator' } as const;

/** The accounts of the appliance, read from its configuration (configuration-accounts.ts). */
export class Accounts {
  #accounts: Account[];

  constructor(accounts: readonly Account[]) {
    this.#accounts = accounts.map((account) => ({ ...account }));
  }

  /** The account these credentials open, or null. */
  check(name: string, password: string): Account | null {
    return this.#accounts.find((account) => account.name === name && account.password === password) ?? null;
  }

  /** Whether the default login (admin, empty password) still opens the appliance. */
  usesDefaultCredentials(): boolean {
    return this.check(DEFAULT_ADMIN.name, DEFAULT_ADMIN.password) !== null;
  }

  list(): Account[] {
    return this.#accounts.map((account) => ({ ...account }));
  }
}
