import type { Operator, OperatorRole } from '../../../domain/fleet/operator';

/** An operator as stored: with the hash of their password (never the password). */
export interface StoredOperator extends Operator {
  readonly passwordHash: string;
}

/** The Vigil server's operators (fleet mode), shared by every Vigil server on the database. */
export interface OperatorStorePort {
  /**
   * Adds an operator. `first`: only when there is none yet (the first run),
   * atomically, so that two first runs at once make one operator. Resolves
   * to 'taken' when the name is used (without regard to case), 'not-first'
   * when `first` and an operator exists.
   */
  add(operator: StoredOperator & { readonly createdBy: string }, options?: { readonly first?: boolean }): Promise<'added' | 'taken' | 'not-first'>;
  count(): Promise<number>;
  byName(name: string): Promise<StoredOperator | undefined>;
  byId(id: string): Promise<StoredOperator | undefined>;
  list(): Promise<readonly Operator[]>;
  /**
   * Changes a role or removes an operator, unless that would leave no
   * installer (checked in the same transaction): 'last-installer' then.
   */
  setRole(id: string, role: OperatorRole): Promise<'done' | 'missing' | 'last-installer'>;
  remove(id: string): Promise<'done' | 'missing' | 'last-installer'>;
}
