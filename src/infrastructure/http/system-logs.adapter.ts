import type { KyInstance } from 'ky';
import type { LogKind, SystemLogsPort } from '../../application/ports/system-logs.port';
import { callAppliance } from './appliance-http-client';

/** `GET /api/syslog?application=user|system[&compress]`. */
export class HttpSystemLogsAdapter implements SystemLogsPort {
  constructor(private readonly http: KyInstance) {}

  text(kind: LogKind): Promise<string> {
    return callAppliance(() => this.http.get('syslog', { searchParams: { application: kind } }).text());
  }

  async compressed(kind: LogKind): Promise<Uint8Array> {
    const buffer = await callAppliance(() => this.http.get('syslog', { searchParams: { application: kind, compress: '' } }).arrayBuffer());
    return new Uint8Array(buffer);
  }
}
