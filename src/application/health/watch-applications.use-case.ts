import type { ApplicationSummary, MonitorPort } from '../ports/monitor.port';
import { checkMonitorRequest } from './check-monitor-request';

/** The live list of the appliance's applications with their state. */
export class WatchApplicationsUseCase {
  constructor(private readonly monitor: MonitorPort) {}

  execute(options: { readonly interval?: number; readonly signal: AbortSignal }): AsyncIterable<readonly ApplicationSummary[]> {
    const interval = checkMonitorRequest({ interval: options.interval, needsProcess: false });
    return this.monitor.applications({ interval, signal: options.signal });
  }
}
