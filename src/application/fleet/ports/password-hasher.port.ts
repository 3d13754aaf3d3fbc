/** Operators' passwords, hashed with a memory-hard function (docs/fleet.md, "Operators"). */
export interface PasswordHasherPort {
  /** A self-describing hash (algorithm, parameters, salt, hash). */
  hash(password: string): Promise<string>;
  /** Compares in constant time; false for a hash it cannot read. */
  verify(password: string, hash: string): Promise<boolean>;
}
