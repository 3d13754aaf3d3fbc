import type { ErrorCode } from './error-code';

/**
 * Base of every domain and application error: a stable `code` of the one
 * scheme (error-code.ts) that the UI maps to a translated message, the
 * specification's English `message`, an optional `cause` and free metadata
 * (the path of the element that failed, for example).
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly metadata: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; metadata?: Record<string, unknown> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.metadata = options.metadata ?? {};
  }
}

/** The code of any thrown value: a DomainError's own, 'APPLIANCE.SOMETHING_WENT_WRONG' for anything else. */
export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof DomainError ? error.code : 'APPLIANCE.SOMETHING_WENT_WRONG';
}
