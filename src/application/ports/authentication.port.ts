/** A username and a password, as typed. */
export interface Credentials {
  readonly user: string;
  readonly password: string;
}

/** The default login of a fresh appliance: admin with an empty password. */
export const DEFAULT_CREDENTIALS: Credentials = { user: 'admin', password: '' };

/** Checks credentials and manages the administrator's password. */
export interface AuthenticationPort {
  /** Checks credentials; rejects with InvalidCredentialsError when the appliance does not know them. */
  login(user: string, password: string): Promise<{ readonly root: boolean }>;
  /** True while the default credentials (admin, empty password) still work. */
  usesDefaultCredentials(): Promise<boolean>;
  /** Changes the password of the account in the session credentials. */
  changePassword(password: string): Promise<void>;
}
