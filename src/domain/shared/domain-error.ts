/**
 * Base of every domain and application error: a stable `code` the UI maps to a
 * translated message, the specification's English `message`, an optional
 * `cause` and free metadata (the path of the element that failed, for example).
 */
export class DomainError extends Error {
  readonly code: string;
  readonly metadata: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, options: { cause?: unknown; metadata?: Record<string, unknown> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.metadata = options.metadata ?? {};
  }
}
