import { parseLog, type LogEntry } from '../../domain/logs/log-line';
import type { LogKind, SystemLogsPort } from '../ports/system-logs.port';

export interface LoadedLog {
  readonly kind: LogKind;
  readonly entries: readonly LogEntry[];
}

/** Reads the user or the system log and splits it into entries for the viewer. */
export class ReadLogUseCase {
  constructor(private readonly logs: SystemLogsPort) {}

  async execute(kind: LogKind): Promise<LoadedLog> {
    return { kind, entries: parseLog(await this.logs.text(kind)) };
  }
}
