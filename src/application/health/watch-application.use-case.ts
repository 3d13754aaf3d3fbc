import type { ApplicationDetails, MonitorPort } from '../ports/monitor.port';
import { checkMonitorRequest } from './check-monitor-request';

/** Live details of one application: CPU, memory, bandwidth of devices, servers and disks. */
export class WatchApplicationUseCase {
  constructor(private readonly monitor: MonitorPort) {}

  /** Throws PROCESSID_REQUIRED without a process id and INTERVAL_TOO_SHORT below 200 ms, before any request. */
  execute(options: { readonly processid: number | null | undefined; readonly interval?: number; readonly signal: AbortSignal }): AsyncIterable<ApplicationDetails> {
    const interval = checkMonitorRequest({ processid: options.processid, interval: options.interval, needsProcess: true });
    return this.monitor.application(options.processid as number, { interval, signal: options.signal });
  }
}
