/** Memory figures in bytes. */
export interface MemoryUse {
  readonly total: number;
  readonly used: number;
}

/** Throughput of one network interface: speed in Mbit/s, input and output in bytes per second. */
export interface InterfaceLoad {
  readonly name: string;
  readonly speed: number;
  readonly input: number;
  readonly output: number;
}

/** The appliance as a whole (`/api/monitor/system.json`); uptimes in seconds, CPU values in percent. */
export interface MonitorData {
  readonly server: string;
  readonly version: string;
  readonly os: string;
  readonly arch: string;
  readonly systemUptime: number;
  readonly monitorUptime: number;
  readonly cpu: readonly { readonly name: string; readonly value: number }[];
  readonly memory: { readonly physical: MemoryUse; readonly pagefile: MemoryUse };
  readonly network: readonly InterfaceLoad[];
}

export const APPLICATION_STATES = ['idle', 'ready', 'run', 'start', 'terminate', 'wait', 'reload', 'restart'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** One application of the appliance (`/api/monitor/applications.json`); times are ISO 8601 or empty. */
export interface ApplicationSummary {
  readonly name: string;
  readonly version: string;
  readonly status: ApplicationState;
  readonly processid: number;
  readonly path: string;
  readonly license: string;
  readonly flags: number;
  readonly timeLoad: string;
  readonly timeStart: string;
  readonly timePing: string;
}

/** Input and output in bytes per second. */
export interface Throughput {
  readonly input: number;
  readonly output: number;
}

/** One application in detail (`/api/monitor/application.json?processid=`): CPU %, memory bytes, bandwidths, streams, disk bytes. */
export interface ApplicationDetails extends ApplicationSummary {
  readonly cpu: number;
  readonly memory: number;
  readonly bandwidth: { readonly devices: Throughput; readonly servers: Throughput; readonly disks: Throughput };
  readonly stream: number;
  readonly disk: number;
}

export interface MonitorStreamOptions {
  /** Milliseconds between two samples (at least 200). */
  readonly interval: number;
  /** Aborting it closes the stream. */
  readonly signal: AbortSignal;
}

/**
 * The appliance's monitor streams (`/api/monitor/{kind}.json`), persistent
 * multipart streams of JSON samples that reconnect by themselves after
 * silence or a dropped connection; a refusal (4xx) ends them with an error.
 */
export interface MonitorPort {
  system(options: MonitorStreamOptions): AsyncIterable<MonitorData>;
  applications(options: MonitorStreamOptions): AsyncIterable<readonly ApplicationSummary[]>;
  application(processid: number, options: MonitorStreamOptions): AsyncIterable<ApplicationDetails>;
}
