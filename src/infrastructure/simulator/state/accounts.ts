/** An account of the simulated appliance; passwords are compared exactly. */
export interface Account {
  readonly name: string;
  readonly password: string;
  readonly root: boolean;
}

export const DEFAULT_ADMIN = { name: 'admin', password: '' } as const;
/** The administrator's password on an appliance seeded as initialised. */
export const INITIALISED_ADMIN_PASSWORD = 'Vigil-admin-1';
/** A non-root account, so that the console can show NOT_ROOT. */
export const OPERATOR = { name: 'operator', password: 'operator' } as const;

/** The accounts of a fresh (or initialised) appliance: admin is root, operator is not. */
export function seedAccounts(initialised: boolean): Account[] {
  return [
    { name: DEFAULT_ADMIN.name, password: initialised ? INITIALISED_ADMIN_PASSWORD : DEFAULT_ADMIN.password, root: true },
    { name: OPERATOR.name, password: OPERATOR.password, root: false },
  ];
}

export class Accounts {
  #accounts: Account[];

  constructor(accounts: readonly Account[]) {
    this.#accounts = accounts.map((account) => ({ ...account }));
  }

  /** The account these credentials open, or null. */
  check(name: string, password: string): Account | null {
    return this.#accounts.find((account) => account.name === name && account.password === password) ?? null;
  }

  setPassword(name: string, password: string): void {
    this.#accounts = this.#accounts.map((account) => (account.name === name ? { ...account, password } : account));
  }

  /** Whether the default login (admin, empty password) still opens the appliance. */
  usesDefaultCredentials(): boolean {
    return this.check(DEFAULT_ADMIN.name, DEFAULT_ADMIN.password) !== null;
  }

  list(): Account[] {
    return this.#accounts.map((account) => ({ ...account }));
  }
}
