import { MONITOR_INTERVAL, monitorRequestProblem } from '../../domain/health/monitor-request';
import { IntervalTooShortError, ProcessIdRequiredError } from '../errors/health-errors';

/** Throws the specification's error for a monitor request it refuses; returns the interval to use. */
export function checkMonitorRequest(request: { readonly processid?: number | null; readonly interval?: number; readonly needsProcess: boolean }): number {
  const interval = request.interval ?? MONITOR_INTERVAL.default;
  const problem = monitorRequestProblem({ ...request, interval });
  if (problem === 'processid is required') throw new ProcessIdRequiredError();
  if (problem === 'interval must be >= 200') throw new IntervalTooShortError(interval);
  return interval;
}
