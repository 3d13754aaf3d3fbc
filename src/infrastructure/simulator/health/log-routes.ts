import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import { jsonStreamBody, STREAM_HEADERS } from './json-stream';
import { logTime } from './server-health';
import { debugTemplates, siteFacts, systemLine, userLines, type SiteFacts } from './site-events';

/** The site the logs speak of: the configuration in force. */
function factsOf(state: SimulatorState): SiteFacts {
  return siteFacts(state.configuration()?.configuration ?? null);
}

/** The system log: a line every 37 s over the last two hours, naming the site's devices, stores and alerts, then what happened since the simulator started. */
function systemLog(state: SimulatorState, now: number): string {
  const facts = factsOf(state);
  const lines: string[] = [];
  const step = 37_000;
  const first = Math.floor((now - 2 * 3_600_000) / step);
  for (let index = first; index * step <= now - 60_000; index += 1) {
    const [level, source, text] = systemLine(facts, index);
    lines.push(`${logTime(index * step)} ${level} [${source}] ${text}`);
  }
  return [...lines, ...state.health.systemEvents].join('\n') + '\n';
}

/** The user log: what administrators and operators did, seeded over the last day, then this simulator's actions. */
function userLog(state: SimulatorState, now: number): string {
  const step = 3_600_000 * 4;
  const seeded = userLines(factsOf(state));
  const lines = seeded.map(([user, text], index) => `${logTime(now - (seeded.length - index) * step)} INFO [${user}] ${text}`);
  return [...lines, ...state.health.userEvents].join('\n') + '\n';
}

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const DEBUG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;

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
    // The site's devices as the stream opens (a site loaded later shows in the next stream).
    const templates = debugTemplates(factsOf(state));
    const next = (): unknown => {
      for (;;) {
        counter += 1;
        const [messageLevel, type, text] = templates[(counter * 5) % templates.length]!;
        if (DEBUG_LEVELS.indexOf(messageLevel) >= minimum) {
          return { thread: 4100 + (counter % 6), type, level: messageLevel, message: text.replace('{n}', String(counter)) };
        }
      }
    };
    const delayMs = (): number => Math.round(Math.max(10, state.faults.of('health').debugIntervalMs) * (0.5 + ((counter * 7919) % 100) / 100));
    return c.body(jsonStreamBody({ next, delayMs }), 200, STREAM_HEADERS);
  });
}
