/** The appliance's two logs: what users did, and what the server itself reports. */
export const LOG_KINDS = ['user', 'system'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** `GET /api/syslog?application=…[&compress]`. */
export interface SystemLogsPort {
  /** The log as text. */
  text(kind: LogKind): Promise<string>;
  /** The log gzip-compressed, as the appliance sends it with `compress`. */
  compressed(kind: LogKind): Promise<Uint8Array>;
}
