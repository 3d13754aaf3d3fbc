/**
 * Entries keyed by their `type`, each registered once: the gate types and the
 * calendar range types are both this, with their own error and queries.
 */
export abstract class TypeRegistry<K, E extends { readonly type: K }> {
  protected readonly entries = new Map<K, E>();

  /** `alreadyRegistered` is the error of a second registration of one type. */
  constructor(private readonly alreadyRegistered: (type: K) => Error) {}

  register(entry: E): this {
    if (this.entries.has(entry.type)) throw this.alreadyRegistered(entry.type);
    this.entries.set(entry.type, entry);
    return this;
  }

  has(type: K): boolean {
    return this.entries.has(type);
  }

  get(type: K): E | undefined {
    return this.entries.get(type);
  }
}
