import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import { jsonStreamBody, STREAM_HEADERS } from './json-stream';
import { logTime } from './server-health';

const SYSTEM_LINES: readonly [string, string, string][] = [
  ['INFO', 'server', 'configuration loaded (14 devices, 3 gates)'],
  ['INFO', 'device', 'Entrance camera: connected (h264 1920x1080 at 15 fps)'],
  ['INFO', 'storage', 'store Main storage: 812 GiB used of 1.8 TiB'],
  ['WARNING', 'storage', 'store Main storage: recordings older than 30 days removed (regulation)'],
  ['INFO', 'stream', 'client 192.168.1.31 opened live stream Entrance camera'],
  ['ERROR', 'device', 'Car park dome: connection refused (192.168.1.64:80), retrying in 10 s'],
  ['INFO', 'device', 'Car park dome: connected'],
  ['INFO', 'gate', 'alert Intrusion: mail sent to 2 contacts'],
  ['WARNING', 'network', 'eth1: DHCP lease renewed late'],
  ['INFO', 'stream', 'client 192.168.1.31 closed live stream Entrance camera'],
  ['ERROR', 'gate', 'alert Intrusion: SMS provider answered 503'],
  ['INFO', 'server', 'status check: all applications answer'],
];

const USER_LINES: readonly [string, string][] = [
  ['admin', 'signed in from 192.168.1.31'],
  ['admin', 'configuration saved (device Entrance camera)'],
  ['operator', 'exported 00:04:10 of Entrance camera'],
  ['admin', 'licence activated'],
  ['operator', 'signed in from 192.168.1.40'],
  ['admin', 'product code checked'],
];

/** The system log: a line every 37 s over the last two hours, then what happened since the simulator started. */
function systemLog(state: SimulatorState, now: number): string {
  const lines: string[] = [];
  const step = 37_000;
  const first = Math.floor((now - 2 * 3_600_000) / step);
  for (let index = first; index * step <= now - 60_000; index += 1) {
    const [level, source, text] = SYSTEM_LINES[index % SYSTEM_LINES.length]!;
    lines.push(`${logTime(index * step)} ${level} [${source}] ${text}`);
  }
  return [...lines, ...state.health.systemEvents].join('\n') + '\n';
}

/** The user log: what administrators and operators did, seeded over the last day, then this simulator's actions. */
function userLog(state: SimulatorState, now: number): string {
  const step = 3_600_000 * 4;
  const lines = USER_LINES.map(([user, text], index) => `${logTime(now - (USER_LINES.length - index) * step)} INFO [${user}] ${text}`);
  return [...lines, ...state.health.userEvents].join('\n') + '\n';
}

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const DEBUG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
const DEBUG_TEMPLATES: readonly [(typeof DEBUG_LEVELS)[number], string, string][] = [
  ['debug', 'stream', 'frame {n} decoded in 3 ms (Entrance camera, stream 0)'],
  ['debug', 'gate', 'and gate 4: inputs 1,0 -> output 0'],
  ['info', 'device', 'Car park dome: preset 2 reached'],
  ['debug', 'storage', 'segment {n} written (4.1 MiB)'],
  ['info', 'stream', 'client 192.168.1.31: live stream opened'],
  ['warning', 'network', 'eth1: 3 packets retransmitted'],
  ['debug', 'io', 'input Door contact: 0'],
  ['error', 'device', 'Recorder: no answer to keep-alive {n}'],
];

/**
 * `GET /api/syslog?application=user|system[&compress]` and the live debug
 * stream `GET /api/debug?level=` (messages at that level and above, about
 * every `debugIntervalMs`, with thread, type, level and message).
 */
export function registerLogRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  app.get('/api/syslog', root, async (c) => {
    const application = c.req.query('application');
    if (!application) return c.json(failure('application is required'), 400);
    if (application !== 'user' && application !== 'system') return c.json(failure(`unknown log: ${application}`), 404);
    const text = application === 'user' ? userLog(state, Date.now()) : systemLog(state, Date.now());
    if (c.req.query('compress') !== undefined) {
      return c.body(await gzip(text), 200, { 'content-type': 'application/gzip', 'content-disposition': `attachment; filename="${application}.log.gz"` });
    }
    return c.text(text, 200, { 'content-type': 'text/plain; charset=utf-8' });
  });

  app.get('/api/debug', root, (c) => {
    const level = c.req.query('level') ?? 'debug';
    const minimum = DEBUG_LEVELS.indexOf(level as (typeof DEBUG_LEVELS)[number]);
    if (minimum < 0) return c.json(failure(`invalid level: ${level}`), 400);
    let counter = 0;
    const next = (): unknown => {
      for (;;) {
        counter += 1;
        const [messageLevel, type, text] = DEBUG_TEMPLATES[(counter * 5) % DEBUG_TEMPLATES.length]!;
        if (DEBUG_LEVELS.indexOf(messageLevel) >= minimum) {
          return { thread: 4100 + (counter % 6), type, level: messageLevel, message: text.replace('{n}', String(counter)) };
        }
      }
    };
    const delayMs = (): number => Math.round(Math.max(10, state.faults.of('health').debugIntervalMs) * (0.5 + ((counter * 7919) % 100) / 100));
    return c.body(jsonStreamBody({ next, delayMs }), 200, STREAM_HEADERS);
  });
}
