export type ServerStatus = 'started' | 'stopped' | 'stopping' | 'starting';

/** The lifecycle state of the appliance's server (`GET /api/application/status`). */
export interface ServerStatusPort {
  status(): Promise<ServerStatus>;
}
