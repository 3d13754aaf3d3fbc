/** Section 9: the monitor interval defaults to 1500 ms and may not go below 200 ms. */
export const MONITOR_INTERVAL = { default: 1500, minimum: 200 } as const;

export type MonitorRequestProblem = 'processid is required' | 'interval must be >= 200';

/**
 * Section 5: application monitoring needs a process id, and the interval must
 * be at least 200 ms. Returns the specification's message, or null.
 */
export function monitorRequestProblem(request: { readonly processid?: number | null; readonly interval: number; readonly needsProcess: boolean }): MonitorRequestProblem | null {
  if (request.needsProcess && (request.processid === undefined || request.processid === null || !Number.isInteger(request.processid) || request.processid <= 0)) {
    return 'processid is required';
  }
  if (!Number.isFinite(request.interval) || request.interval < MONITOR_INTERVAL.minimum) return 'interval must be >= 200';
  return null;
}
