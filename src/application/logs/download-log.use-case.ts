import type { LogKind, SystemLogsPort } from '../ports/system-logs.port';

export interface LogFile {
  readonly fileName: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** The whole log as a file: plain text, or gzip as the appliance compresses it. */
export class DownloadLogUseCase {
  constructor(
    private readonly logs: SystemLogsPort,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(kind: LogKind, compressed: boolean): Promise<LogFile> {
    const stamp = this.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const base = `vigil-${kind}-log-${stamp}`;
    if (compressed) return { fileName: `${base}.log.gz`, type: 'application/gzip', bytes: await this.logs.compressed(kind) };
    return { fileName: `${base}.log`, type: 'text/plain;charset=utf-8', bytes: new TextEncoder().encode(await this.logs.text(kind)) };
  }
}
