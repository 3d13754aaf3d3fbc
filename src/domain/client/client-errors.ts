import { DomainError } from '../shared/domain-error';

/**
 * Failures of one HTTP exchange with the appliance. The messages are the
 * specification's (section 8), so integrators can match them whatever the
 * runtime (Node or browser) produced underneath.
 */
export class HttpRequestError extends DomainError {
  static network(cause?: unknown): HttpRequestError {
    return new HttpRequestError('CLIENT.NETWORK', 'Network Error', { cause });
  }

  static aborted(cause?: unknown): HttpRequestError {
    return new HttpRequestError('CLIENT.ABORTED', 'Request aborted', { cause });
  }

  static timeout(timeoutMs: number): HttpRequestError {
    return new HttpRequestError('CLIENT.TIMEOUT', `timeout of ${timeoutMs}ms exceeded`, { metadata: { timeoutMs } });
  }

  static status(status: number, detail?: string): HttpRequestError {
    return new HttpRequestError('CLIENT.STATUS', `Request failed with status code ${status}`, {
      metadata: detail === undefined ? { status } : { status, detail },
    });
  }

  /** The HTTP status when the server answered, undefined for network, abort and time-out failures. */
  get status(): number | undefined {
    const status = this.metadata['status'];
    return typeof status === 'number' ? status : undefined;
  }
}

/** Every other failure of the client library, each with the specification's message. */
export class ClientError extends DomainError {
  static nameRequired(): ClientError {
    return new ClientError('CLIENT.NAME_REQUIRED', 'name must be provided in query string');
  }

  static credentialsRequired(): ClientError {
    return new ClientError('CLIENT.CREDENTIALS_REQUIRED', 'username and password must be provided');
  }

  static invalidConnection(detail: string): ClientError {
    return new ClientError('CLIENT.INVALID_CONNECTION', `invalid connection: ${detail}`);
  }

  static invalidRights(): ClientError {
    return new ClientError('CLIENT.INVALID_RIGHTS', 'invalid rights');
  }

  static unknownApplicationType(type: unknown): ClientError {
    return new ClientError('CLIENT.UNKNOWN_APPLICATION_TYPE', 'unknown application type', { metadata: { type } });
  }

  static tooMuchRequests(iterations: number): ClientError {
    return new ClientError('CLIENT.TOO_MUCH_REQUESTS', 'too much requests', { metadata: { iterations } });
  }

  static unsupportedResponseCode(status: number): ClientError {
    return new ClientError('CLIENT.UNSUPPORTED_RESPONSE_CODE', `unsupported response code ${status}`, {
      metadata: { status },
    });
  }

  static invalidDate(value: unknown): ClientError {
    return new ClientError('CLIENT.INVALID_DATE', 'invalid date', { metadata: { value: String(value) } });
  }

  static notImplemented(operation: string): ClientError {
    return new ClientError('CLIENT.NOT_IMPLEMENTED', 'not implemented', { metadata: { operation } });
  }

  static notLoaded(): ClientError {
    return new ClientError('CLIENT.NOT_LOADED', 'server not loaded');
  }

  static unknownStream(guid: string): ClientError {
    return new ClientError('CLIENT.UNKNOWN_STREAM', `unknown stream ${guid}`, { metadata: { guid } });
  }

  static readOnlyStream(guid: string): ClientError {
    return new ClientError('CLIENT.READ_ONLY_STREAM', `stream ${guid} is read-only`, { metadata: { guid } });
  }

  static invalidGraphLength(length: number, recordSize: number): ClientError {
    return new ClientError(
      'CLIENT.INVALID_GRAPH_LENGTH',
      `graph data length ${length} is not a multiple of ${recordSize}`,
      { metadata: { length, recordSize } },
    );
  }

  static invalidResponse(detail: string): ClientError {
    return new ClientError('CLIENT.INVALID_RESPONSE', `invalid response: ${detail}`);
  }

  static notMultipart(contentType: string | null): ClientError {
    return new ClientError('CLIENT.NOT_MULTIPART', 'a multipart content type with a boundary is required', {
      metadata: { contentType },
    });
  }
}

/** Warnings the library logs rather than throws (specification, sections 4 and 5). */
export const CLIENT_WARNINGS = {
  noRightsToWrite: 'no rights to write',
  rightsChanged: 'RIGHTS_CHANGED',
} as const;
