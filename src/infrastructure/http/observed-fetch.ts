import type { CallOutcomePort } from '../../application/ports/call-outcome.port';

/** What a gateway or the console server answers for an appliance it cannot reach (or one that says it is unavailable). */
const NO_ANSWER_STATUSES = new Set([502, 503, 504]);

/**
 * `fetch` that tells `outcomes` how each call to the appliance ended: an
 * answer (any other status), or none (a network failure, 502, 503 or 504).
 * An aborted call (the page left, a time-out the caller chose) tells nothing.
 */
export function observedFetch(base: typeof fetch, outcomes: () => CallOutcomePort | undefined): typeof fetch {
  return async (input, init) => {
    try {
      const response = await base(input, init);
      if (NO_ANSWER_STATUSES.has(response.status)) outcomes()?.unanswered();
      else outcomes()?.answered();
      return response;
    } catch (error) {
      const aborted = init?.signal?.aborted === true || (input instanceof Request && input.signal.aborted) || (error instanceof DOMException && error.name === 'AbortError');
      if (!aborted) outcomes()?.unanswered();
      throw error;
    }
  };
}
