import type { ErrorCode } from '../../domain/shared/error-code';

/**
 * A blocking message to the user (a browser alert in the console). The code
 * is translated by the implementation, so use cases stay language-free.
 */
export interface NotifierPort {
  alert(code: ErrorCode): void;
}
