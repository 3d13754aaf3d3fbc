import type { ServerStatus } from '../simulator-state';
import type { ServerHealth } from './server-health';

/** Repeatable noise in [-1, 1] for a sample index and a channel. */
function noise(index: number, channel: number): number {
  const x = Math.sin(index * 12.9898 + channel * 78.233) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
}

/** A figure that drifts with time: a slow wave plus noise, kept within [min, max]. */
function wave(time: number, channel: number, base: number, swing: number, min: number, max: number): number {
  const index = Math.floor(time / 250);
  const value = base + swing * Math.sin(time / (6000 + channel * 1700) + channel) + swing * 0.35 * noise(index, channel);
  return Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;
}

const GIB = 1024 ** 3;
const CORES = 4;

interface SimulatedApplication {
  readonly name: string;
  readonly processid: number;
  readonly path: string;
  readonly flags: number;
  /** Whether it follows the server's lifecycle (started/stopped). */
  readonly server: boolean;
  readonly idleStatus: 'ready' | 'wait';
  readonly load: number;
}

const SIMULATED_APPLICATIONS: readonly SimulatedApplication[] = [
  { name: 'Vigil Server', processid: 1204, path: '/opt/vigil/bin/vigil-server', flags: 1, server: true, idleStatus: 'ready', load: 1 },
  { name: 'Vigil Recorder', processid: 1311, path: '/opt/vigil/bin/vigil-recorder', flags: 3, server: true, idleStatus: 'ready', load: 0.7 },
  { name: 'Vigil Gateway', processid: 1422, path: '/opt/vigil/bin/vigil-gateway', flags: 5, server: false, idleStatus: 'ready', load: 0.25 },
  { name: 'Vigil Updater', processid: 1530, path: '/opt/vigil/bin/vigil-updater', flags: 8, server: false, idleStatus: 'wait', load: 0.05 },
];

function applicationStatus(application: SimulatedApplication, status: ServerStatus): string {
  if (!application.server) return application.idleStatus;
  return { started: 'run', stopped: 'idle', starting: 'start', stopping: 'terminate' }[status];
}

/** How busy the server's applications are: nothing runs while it is stopped. */
function activity(application: SimulatedApplication, status: ServerStatus): number {
  if (!application.server) return application.load;
  return status === 'started' ? application.load : status === 'stopped' ? 0 : application.load * 0.3;
}

export interface SampleContext {
  readonly health: ServerHealth;
  readonly status: ServerStatus;
  readonly server: string;
  readonly version: string;
  readonly time: number;
}

/** `/api/monitor/system.json`: the machine as a whole. */
export function systemSample(context: SampleContext): Record<string, unknown> {
  const { health, time, status } = context;
  const load = status === 'started' ? 1 : 0.35;
  return {
    server: context.server,
    version: context.version,
    os: 'Linux 6.1.0-28-amd64 (Debian 12)',
    arch: 'x64',
    'system-uptime': Math.floor((time - health.bootedAt) / 1000),
    'monitor-uptime': Math.floor((time - health.monitorStartedAt) / 1000),
    cpu: Array.from({ length: CORES }, (_, core) => ({ name: `cpu${core}`, value: wave(time, core, 8 + 30 * load, 10 * load + 2, 0.5, 100) })),
    memory: {
      physical: { total: 16 * GIB, used: Math.round(wave(time, 11, 4.2 + 3 * load, 0.4, 1, 15.5) * GIB) },
      pagefile: { total: 4 * GIB, used: Math.round(wave(time, 12, 0.3, 0.05, 0, 4) * GIB) },
    },
    network: health.interfaces.map((item, index) => ({
      name: item.name,
      speed: item.speed,
      input: item.connected ? Math.round(wave(time, 20 + index, (index === 0 ? 5.5e6 : 0.4e6) * load + 3e4, (index === 0 ? 1.2e6 : 0.1e6) * load + 1e4, 0, 1e9)) : 0,
      output: item.connected ? Math.round(wave(time, 30 + index, (index === 0 ? 2.1e6 : 0.1e6) * load + 1e4, (index === 0 ? 0.6e6 : 0.03e6) * load + 3e3, 0, 1e9)) : 0,
    })),
  };
}

function summary(application: SimulatedApplication, context: SampleContext): Record<string, unknown> {
  const loaded = new Date(context.health.bootedAt + 42_000).toISOString();
  const started = new Date(context.health.monitorStartedAt + 3_000).toISOString();
  return {
    name: application.name,
    version: context.version,
    status: applicationStatus(application, context.status),
    processid: application.processid,
    path: application.path,
    license: application.server ? 'normal' : 'none',
    flags: application.flags,
    'time-load': loaded,
    'time-start': application.server && context.status !== 'started' ? '' : started,
    'time-ping': new Date(context.time - (context.time % 1000)).toISOString(),
  };
}

/** `/api/monitor/applications.json`: every application with its state. */
export function applicationsSample(context: SampleContext): Record<string, unknown>[] {
  return SIMULATED_APPLICATIONS.map((application) => summary(application, context));
}

/** `/api/monitor/application.json?processid=`: one application in detail, or null when there is none with that id. */
export function applicationSample(processid: number, context: SampleContext): Record<string, unknown> | null {
  const application = SIMULATED_APPLICATIONS.find((candidate) => candidate.processid === processid);
  if (!application) return null;
  const a = activity(application, context.status);
  const t = context.time;
  const flow = (channel: number, base: number): Record<string, number> => ({
    input: Math.round(wave(t, channel, base * a, base * 0.25 * a, 0, 1e10)),
    output: Math.round(wave(t, channel + 1, base * 0.4 * a, base * 0.1 * a, 0, 1e10)),
  });
  return {
    ...summary(application, context),
    cpu: wave(t, 40 + application.processid, 35 * a, 9 * a, 0, 100),
    memory: Math.round((180 + 900 * a + wave(t, 50, 20, 8, 0, 100)) * 1024 * 1024),
    bandwidth: { devices: flow(60, 6e6), servers: flow(62, 1.5e6), disks: flow(64, 4e6) },
    stream: Math.round(12 * a),
    disk: Math.round((812 + (t / 3.6e6) % 50) * GIB),
  };
}
