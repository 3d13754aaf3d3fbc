import type { MonitorData, MonitorPort } from '../ports/monitor.port';
import { checkMonitorRequest } from './check-monitor-request';

/** Live figures of the appliance as a whole (CPU, memory, network interfaces, uptimes). */
export class WatchSystemUseCase {
  constructor(private readonly monitor: MonitorPort) {}

  /** Throws INTERVAL_TOO_SHORT before any request when `interval` < 200 ms (default 1500). */
  execute(options: { readonly interval?: number; readonly signal: AbortSignal }): AsyncIterable<MonitorData> {
    const interval = checkMonitorRequest({ interval: options.interval, needsProcess: false });
    return this.monitor.system({ interval, signal: options.signal });
  }
}
