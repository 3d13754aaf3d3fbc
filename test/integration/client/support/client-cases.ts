import { Server } from '../../../../src/infrastructure/client/server';
import { parseConnectionUrl } from '../../../../src/domain/client/connection-options';
import { PTZ_NAMED_COMMANDS } from '../../../../src/domain/client/io-value';
import { check, equal, isJpeg, rejects } from './assertions';

/** What a case needs: the simulator's origin and its test controls. Same in Node and in the browser. */
export interface CaseContext {
  readonly origin: string;
  /** An origin where nothing listens. */
  readonly deadOrigin: string;
}

export interface ClientCase {
  readonly name: string;
  run(context: CaseContext): Promise<void>;
}

const CAMERA = '100-11';
const STILL_CAMERA = '200-11';
const INPUT = '100-13';
const VIRTUAL_INPUT = '300-3';
const OUTPUT = '300-2';

interface Warning {
  message: string;
  metadata?: Record<string, unknown>;
}

function connect(context: CaseContext, options: { password?: string; origin?: string; retryDelayMs?: number } = {}): { server: Server; warnings: Warning[] } {
  const warnings: Warning[] = [];
  const url = new URL(options.origin ?? context.origin);
  const server = new Server(`http://admin:${options.password ?? 'secret'}@${url.host}/?name=Test`, {
    logger: { warn: (message, metadata) => warnings.push({ message, metadata }) },
    retryDelayMs: options.retryDelayMs,
  });
  return { server, warnings };
}

async function loaded(context: CaseContext): Promise<{ server: Server; warnings: Warning[] }> {
  const connection = connect(context);
  await connection.server.load();
  return connection;
}

async function control(context: CaseContext, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${context.origin}/__simulator/client-api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Switches faults of the client interface (area `clientApi` of the one fault control). */
async function clientFaults(context: CaseContext, faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${context.origin}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientApi: faults }) });
  equal(response.status, 200, `faults ${JSON.stringify(faults)}: ${await response.text()}`);
}

async function requests(context: CaseContext): Promise<number> {
  return Number((await control(context, 'state'))['requests']);
}

/** No live or date stream left open on the appliance (polls briefly: closing travels over TCP). */
async function noOpenStream(context: CaseContext): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if ((await control(context, 'state'))['openStreams'] === 0) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a stream connection was left open');
}

const HOUR = 3_600_000;
const BEGIN = Date.UTC(2026, 10, 20, 8, 0, 0);

export const clientCases: ClientCase[] = [
  {
    name: 'connection URL errors carry the specification messages',
    async run() {
      await rejects(Promise.resolve().then(() => parseConnectionUrl('http://a:b@h/')), 'name must be provided in query string');
      await rejects(Promise.resolve().then(() => new Server('http://h/?name=x')), 'username and password must be provided');
    },
  },
  {
    name: 'queries refuse to run before load; not implemented operations reject',
    async run(context) {
      const { server } = connect(context);
      check(!server.loaded, 'not loaded at first');
      await rejects(server.readio(INPUT), 'server not loaded');
      await rejects(server.logs({ begin: BEGIN, end: BEGIN + HOUR }), 'server not loaded');
      for (const operation of [server.state(), server.prev(), server.next(), server.reference(), server.guardTour(), server.ackEvent()]) {
        await rejects(operation, 'not implemented');
      }
    },
  },
  {
    name: 'load registers the streams by guid with their rules',
    async run(context) {
      const { server } = await loaded(context);
      check(server.loaded, 'loaded');
      equal(server.application.kind, 'server', 'application kind');
      equal(server.id, 'VGL123456789ABCDEFGHIJKLMNOPadmin', 'server id');
      const types = Object.fromEntries([...server.streams.values()].map((s) => [s.guid, s.type]));
      equal(types, { '100-11': 'video', '100-11-preset-1': 'preset', '100-11-preset-2': 'preset', '200-11': 'video', '100-13': 'input', '300-2': 'output', '300-3': 'input', '300-4': 'input' }, 'streams');
      check(server.stream(CAMERA).camera && !server.stream(STILL_CAMERA).camera, 'camera-controllable video');
      check(server.stream(INPUT).writable && !server.stream(OUTPUT).writable, 'inputs writable, outputs read-only');
      equal(server.stream(OUTPUT).properties, { logic: true }, 'logic flag');
      equal(server.stream('100-11-preset-1').parent, CAMERA, 'preset parent');
    },
  },
  {
    name: 'load picks the local host when it answers the ping, else the public one',
    async run(context) {
      const origin = new URL(context.origin);
      const dead = new URL(context.deadOrigin);
      const options = (pub: URL, local: URL) => ({
        name: 'n',
        host: { public: { address: pub.hostname, ports: { http: Number(pub.port) } }, local: { address: local.hostname, ports: { http: Number(local.port) } } },
        auth: { username: 'admin', password: 'secret' },
      });
      const viaLocal = await new Server(options(dead, origin)).load();
      equal(viaLocal.origin, context.origin, 'local chosen');
      const viaPublic = await new Server(options(origin, dead), { pingTimeoutMs: 2000 }).load();
      equal(viaPublic.origin, context.origin, 'public chosen');
    },
  },
  {
    name: "'unknown application type' and 'invalid rights'",
    async run(context) {
      await control(context, 'settings', { applicationType: 7 });
      await rejects(connect(context).server.load(), 'unknown application type');
      await control(context, 'reset', {});
      await clientFaults(context, { invalidRights: true });
      await rejects(connect(context).server.load(), 'invalid rights');
    },
  },
  {
    name: 'a rights change logs RIGHTS_CHANGED and updates the streams; writes without ptz-write are skipped',
    async run(context) {
      const { server, warnings } = await loaded(context);
      equal(await server.refreshRights(), false, 'same rights');
      await control(context, 'rights', { [VIRTUAL_INPUT]: ['live/read'], [CAMERA]: ['live/read'] });
      equal(await server.refreshRights(), true, 'changed');
      equal(warnings.map((w) => w.message), ['RIGHTS_CHANGED'], 'warning');
      equal(server.stream(VIRTUAL_INPUT).rights, ['live/read'], 'updated stream');
      const before = await requests(context);
      equal(await server.writeio(VIRTUAL_INPUT, 1), false, 'write skipped');
      equal(await server.ptz(CAMERA, PTZ_NAMED_COMMANDS['left']!), false, 'ptz skipped');
      equal(await requests(context), before, 'nothing sent');
      equal(warnings.slice(1).map((w) => w.message), ['no rights to write', 'no rights to write'], 'warnings');
    },
  },
  {
    name: 'a write permitted by ptz-write (or its group spelling ptz/write) reaches the appliance',
    async run(context) {
      await control(context, 'rights', { [VIRTUAL_INPUT]: ['live/read', 'ptz-write'], [INPUT]: ['ptz/write'] });
      const { server, warnings } = await loaded(context);
      const before = await requests(context);
      equal(await server.writeio(VIRTUAL_INPUT, 1), true, 'written with ptz-write');
      equal((await server.readio(VIRTUAL_INPUT)).value, 1, 'the appliance holds it');
      equal(await server.writeio(VIRTUAL_INPUT, 0), true, 'written back');
      equal((await server.readio(VIRTUAL_INPUT)).value, 0, 'the appliance holds it again');
      equal(await server.writeio(INPUT, 1), true, 'written with ptz/write');
      equal((await requests(context)) - before, 5, 'every write and read sent');
      equal(warnings, [], 'no warning');
    },
  },
  {
    name: 'the appliance itself refuses a write without the right, and any write to an output',
    async run(context) {
      await control(context, 'rights', { [VIRTUAL_INPUT]: ['live/read'] });
      const write = (guid: string, value: unknown) =>
        fetch(`${context.origin}/api/writeio?guid=${guid}`, {
          method: 'POST',
          headers: { authorization: `Basic ${btoa('admin:secret')}`, 'content-type': 'application/json', 'x-requested-with': 'vigil-client' },
          body: JSON.stringify({ defined: true, value }),
        });
      equal((await write(VIRTUAL_INPUT, 1)).status, 403, 'no rights to write');
      equal((await write(OUTPUT, 1)).status, 400, 'an output is read-only');
      equal((await write(INPUT, true)).status, 200, 'a boolean value is taken as 1');
    },
  },
  {
    name: 'imageref answers a JPEG snapshot',
    async run(context) {
      const { server } = await loaded(context);
      const { bytes, contentType } = await server.imageref(CAMERA);
      equal(contentType, 'image/jpeg', 'content type');
      check(isJpeg(bytes), 'JPEG bytes');
    },
  },
  {
    name: 'readio and writeio: writes change the state and inputs change on their own',
    async run(context) {
      await control(context, 'settings', { inputToggleMs: 400 });
      const { server } = await loaded(context);
      await server.writeio(INPUT, 1);
      equal(await server.readio(INPUT), { defined: true, value: 1 }, 'written');
      await server.writeio(INPUT, { defined: true, value: 0 });
      equal((await server.readio(INPUT)).value, 0, 'written back');
      await new Promise((resolve) => setTimeout(resolve, 450));
      equal((await server.readio(INPUT)).value, 1, 'toggled on its own');
      equal((await server.readio(OUTPUT)).defined, true, 'output readable');
      await rejects(server.writeio(OUTPUT, 1), 'stream 300-2 is read-only');
    },
  },
  {
    name: 'PTZ moves change what the camera shows',
    async run(context) {
      const { server } = await loaded(context);
      const first = await server.date(CAMERA, Date.now() - 5000);
      equal(await server.ptz(CAMERA, [PTZ_NAMED_COMMANDS['right']!, PTZ_NAMED_COMMANDS['zoom-in']!]), true, 'sent');
      const views = (await control(context, 'state'))['views'] as Record<string, { pan: number; zoom: number }>;
      equal([views[CAMERA]?.pan, views[CAMERA]?.zoom], [0.1, 0.1], 'view moved');
      const moved = await server.date(CAMERA, (first?.description as { date: string }).date);
      check(first && moved && isJpeg(moved.data), 'frames');
      check(first.data.length !== moved.data.length || first.data.some((b, i) => b !== moved.data[i]), 'same recorded second, different picture');
      await server.ptz(CAMERA, { type: 'home' });
    },
  },
  {
    name: 'date reads the multipart answer: a description then the frame',
    async run(context) {
      const { server } = await loaded(context);
      const asked = Date.now() - 60_000 + 0.5;
      const frame = await server.date(CAMERA, new Date(Math.floor(asked)));
      check(frame && isJpeg(frame.data), 'a JPEG frame');
      const description = frame.description as { date: string; direction: number; guid: string };
      equal([description.guid, description.direction], [CAMERA, -1], 'description');
      check(Date.parse(description.date) <= asked, 'at or before the asked date');
      await rejects(server.date(CAMERA, 'not a date'), 'invalid date');
      await noOpenStream(context);
    },
  },
  {
    name: 'logs continue from the end marker over several 202 answers',
    async run(context) {
      const { server } = await loaded(context);
      const progress: boolean[] = [];
      const result = await server.logs({ begin: BEGIN, end: BEGIN + HOUR }, { onProgress: (p) => progress.push(p.complete) });
      equal(result.logs.length, 360, 'one entry per 10 s');
      equal(progress, [false, false, false, true], '202, 202, 202, 200');
      const dates = result.logs.map((log) => (log as { date: string }).date);
      equal(new Set(dates).size, 360, 'no duplicate across answers');
      equal(dates[0], new Date(BEGIN).toISOString(), 'first');
      const filtered = await server.logs({ begin: BEGIN, end: BEGIN + HOUR, string: 'motion' });
      check(filtered.logs.length > 0 && filtered.logs.length < 360, 'string filter');
    },
  },
  {
    name: 'graph events and graph I/O decode to exact dates over 202 answers',
    async run(context) {
      const { server } = await loaded(context);
      let answers = 0;
      const events = await server.graphEvents(CAMERA, { begin: BEGIN, end: BEGIN + 4 * HOUR }, { onProgress: () => (answers += 1) });
      equal(events.times.length, 1440, 'records');
      equal(answers, 3, 'answers');
      check(events.times.every((time, i) => time === BEGIN + i * 10_000), 'exact millisecond dates');
      check(events.values.every((value) => value >= 10 && value <= 90), 'values');
      const io = await server.graphIo(INPUT, { begin: BEGIN, end: BEGIN + HOUR, level: 1 });
      equal(io.times.length, 360, 'io records');
      check(io.values.every((v) => v === 0 || v === 1) && io.defined.some((d) => d === 0), 'io values and defined flags');
    },
  },
  {
    name: "'too much requests' past 1000 partial answers, 'unsupported response code', 'invalid date' before any request",
    async run(context) {
      const { server } = await loaded(context);
      await clientFaults(context, { alwaysPartial: true });
      const before = await requests(context);
      await rejects(server.logs({ begin: BEGIN, end: BEGIN + HOUR }), 'too much requests');
      equal((await requests(context)) - before, 1000, '1000 requests');
      await clientFaults(context, { alwaysPartial: false, longQueryStatus: 204 });
      await rejects(server.graphEvents(CAMERA, { begin: BEGIN, end: BEGIN + HOUR }), 'unsupported response code 204');
      const quiet = await requests(context);
      await rejects(server.logs({ begin: 'yesterday', end: BEGIN }), 'invalid date');
      await rejects(server.graphIo(INPUT, { begin: BEGIN, end: Number.NaN }), 'invalid date');
      equal((await requests(context)) - quiet, 0, 'no request sent');
    },
  },
  {
    name: "HTTP errors: 'Request failed with status code N', 'timeout of Nms exceeded', 'Request aborted', 'Network Error'",
    async run(context) {
      await rejects(connect(context, { password: 'wrong' }).server.load(), 'Request failed with status code 401');
      const { server } = await loaded(context);
      await clientFaults(context, { status5xx: true });
      await rejects(server.readio(INPUT), 'Request failed with status code 503');
      await clientFaults(context, { status5xx: false, latencyMs: 1000 });
      await rejects(server.readio(INPUT, { timeoutMs: 200 }), 'timeout of 200ms exceeded');
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      await rejects(server.readio(INPUT, { signal: controller.signal }), 'Request aborted');
      await clientFaults(context, { latencyMs: 0 });
      await rejects(connect(context, { origin: context.deadOrigin }).server.load(), 'Network Error');
    },
  },
  {
    name: 'retry is opt-in: 3 attempts 1000 ms apart',
    async run(context) {
      const { server } = await loaded(context);
      await clientFaults(context, { failNextRequests: 1 });
      await rejects(server.readio(INPUT), 'Request failed with status code 503');
      await clientFaults(context, { failNextRequests: 2 });
      const started = Date.now();
      const before = await requests(context);
      equal((await server.readio(INPUT, { retry: true })).defined, true, 'third attempt answers');
      const elapsed = Date.now() - started;
      check(elapsed >= 1900, `two pauses of 1000 ms (${elapsed} ms)`);
      equal((await requests(context)) - before, 3, 'three attempts');
      await clientFaults(context, { failNextRequests: 3 });
      await rejects(server.readio(INPUT, { retry: true }), 'Request failed with status code 503');
    },
  },
  {
    name: 'live video: frames with their description, stopped without a leaked connection',
    async run(context) {
      const { server } = await loaded(context);
      const frames: number[] = [];
      for await (const frame of server.live(CAMERA, { extras: { fps: 50 } })) {
        check(isJpeg(frame.data) && frame.contentType === 'image/jpeg', 'JPEG frame');
        frames.push((frame.description as { frame: number }).frame);
        if (frames.length === 100) {
          break;
        }
      }
      equal(frames, Array.from({ length: 100 }, (_, i) => i), 'frames in order');
      await noOpenStream(context);
      // Aborted once three frames came (not after a fixed time: a loaded machine may be slow to send them).
      const controller = new AbortController();
      let count = 0;
      for await (const frame of server.live(CAMERA, { signal: controller.signal, extras: { fps: 20 } })) {
        count += frame.data.length > 0 ? 1 : 0;
        if (count === 3) controller.abort();
      }
      equal(count, 3, 'frames until aborted, none after');
      await noOpenStream(context);
    },
  },
  {
    name: 'live video reconnects after silence and after a dropped connection',
    async run(context) {
      const { server } = await loaded(context);
      for (const fault of [{ silenceAfterFrames: 3 }, { dropAfterFrames: 3 }]) {
        await clientFaults(context, fault);
        const opened = Number((await control(context, 'state'))['connectionsOpened']);
        const reasons: string[] = [];
        const frames: number[] = [];
        for await (const frame of server.live(CAMERA, { extras: { fps: 30 }, silenceMs: 1500, reconnectWaitMs: 50, onReconnect: (e) => reasons.push(e.reason) })) {
          frames.push((frame.description as { frame: number }).frame);
          if (frames.length === 6) {
            break;
          }
        }
        equal(frames, [0, 1, 2, 0, 1, 2], `frames keep arriving on a new connection (${JSON.stringify(fault)})`);
        equal(reasons, ['silenceAfterFrames' in fault ? 'silence' : 'error'], 'reconnect reason');
        equal(Number((await control(context, 'state'))['connectionsOpened']) - opened, 2, 'two connections');
        await noOpenStream(context);
      }
    },
  },
  {
    name: 'live video gives up on a slow answer after the request time-out and reconnects',
    async run(context) {
      const { server } = await loaded(context);
      await clientFaults(context, { latencyMs: 800 });
      const failures: string[] = [];
      let recovered: Promise<unknown> = Promise.resolve();
      let frames = 0;
      const onReconnect = (event: { error?: unknown }): void => {
        failures.push(event.error instanceof Error ? event.error.message : String(event.error));
        if (failures.length === 1) recovered = clientFaults(context, { latencyMs: 0 });
      };
      for await (const frame of server.live(CAMERA, { extras: { fps: 30 }, requestTimeoutMs: 300, reconnectWaitMs: 300, onReconnect })) {
        frames += frame.data.length > 0 ? 1 : 0;
        if (frames === 3) {
          break;
        }
      }
      await recovered;
      // At least one time-out, then frames: a second one happens when the fault is
      // lifted after the next attempt began (a loaded machine), and proves nothing else.
      equal(failures.length > 0 && failures.every((message) => message === 'timeout of 300ms exceeded'), true, `time-outs, then frames (got ${JSON.stringify(failures)})`);
      await noOpenStream(context);
    },
  },
  {
    name: 'live video refuses a response that is not multipart',
    async run(context) {
      const { server } = await loaded(context);
      await clientFaults(context, { notMultipart: true });
      await rejects(server.live(CAMERA).next(), 'a multipart content type with a boundary is required');
    },
  },
];

/** Runs one case on a fresh appliance state. */
export async function runCase(testCase: ClientCase, context: CaseContext): Promise<void> {
  await control(context, 'reset', {});
  try {
    await testCase.run(context);
  } finally {
    await control(context, 'reset', {});
  }
}
