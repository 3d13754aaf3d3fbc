import type { Context, Hono } from 'hono';
import { ClientApiState, type ClientApiFaults, type ClientApiSettings } from './client-api-state';
import { graphEventPage, graphIoPage, logPage } from './recorded-history';
import { liveParameters, liveVideoBody } from './live-video';
import { cachedFrame, renderFrame } from './frame-renderer';
import { MULTIPART_CONTENT_TYPE, multipartClose, multipartPart } from './multipart-writer';
import { registerClientApiControls } from './client-api-controls';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHono = Hono<any, any, any>;

export interface ClientApiExtensionOptions {
  /** The configuration document the streams are derived from; read again on reset. */
  readonly configuration?: (state: unknown) => string;
  /** Checks basic credentials; the default asks the simulator state, else accepts any non-empty user. */
  readonly checkCredentials?: (username: string, password: string, state: unknown) => boolean;
  readonly settings?: Partial<ClientApiSettings>;
  /** Receives the interface's state (tests and benchmarks inspect it). */
  readonly onState?: (state: ClientApiState) => void;
}

function duck(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[name] : undefined;
}

/** The simulator state's configuration, whatever accessor it offers. */
function defaultConfiguration(state: unknown): string {
  for (const name of ['configurationXml', 'configuration', 'document']) {
    const value = duck(state, name);
    const text = typeof value === 'function' ? (value as () => unknown).call(state) : value;
    if (typeof text === 'string') {
      return text;
    }
  }
  return '<configuration-file><configuration/></configuration-file>';
}

function defaultCredentials(username: string, password: string, state: unknown): boolean {
  const check = duck(state, 'checkCredentials');
  return typeof check === 'function' ? Boolean((check as (u: string, p: string) => unknown).call(state, username, password)) : username !== '';
}

function decodeBasic(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) {
    return null;
  }
  const text = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)));
  const colon = text.indexOf(':');
  return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)];
}

function validTime(value: string | undefined): number | null {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The appliance's streaming and query interface for the client library
 * (specification section 7, "Client-library calls"; wire shapes in
 * docs/client.md), as a simulator extension `(app, state) => void`. Routes the
 * host app already answers (`/api/application`, `/api/ping`) are left to it.
 */
export function clientApiExtension(options: ClientApiExtensionOptions = {}): (app: AnyHono, simulatorState?: unknown) => void {
  return (app, simulatorState) => {
    const state = new ClientApiState(() => (options.configuration ?? defaultConfiguration)(simulatorState), options.settings);
    options.onState?.(state);
    const check = options.checkCredentials ?? defaultCredentials;
    const taken = (path: string): boolean => app.routes.some((route) => route.method === 'GET' && route.path === path);

    /** Auth, latency and 5xx faults around every route of this interface. */
    const guard =
      (handler: (c: Context) => Response | Promise<Response>, auth = true) =>
      async (c: Context): Promise<Response> => {
        state.requests += 1;
        if (state.faults.latencyMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, state.faults.latencyMs));
          if (c.req.raw.signal.aborted) {
            return c.body(null, 499 as 400); // the client gave up: consume no fault for it
          }
        }
        if (state.takeFailure()) {
          return c.json({ result: false, detail: 'simulated failure' }, 503);
        }
        const credentials = decodeBasic(c.req.header('authorization'));
        if (auth && (!credentials || !check(credentials[0], credentials[1], simulatorState))) {
          // docs/api.md: no browser dialog for callers that say who they are.
          const challenge: Record<string, string> = c.req.header('x-requested-with') ? {} : { 'www-authenticate': 'Basic realm="vigil"' };
          return c.json({ result: false, detail: 'unauthorized' }, 401, challenge);
        }
        return handler(c);
      };
    const stream = (c: Context, type?: string): string | null => {
      const guid = c.req.query('guid') ?? '';
      const found = state.find(guid);
      return found && (type === undefined || found.type === type) ? guid : null;
    };
    const notFound = (c: Context): Response => c.json({ result: false, detail: 'unknown stream' }, 404);

    if (!taken('/api/ping')) {
      app.get('/api/ping', guard((c) => c.json({ result: true }), false));
    }
    if (!taken('/api/application')) {
      app.get(
        '/api/application',
        guard(
          (c) =>
            c.json({ id: state.settings.applicationType, name: 'Vigil', version: '2.1.10', label: 'Vigil simulated appliance', 'product-code': state.settings.productCode, title: 'Vigil' }),
          false,
        ),
      );
    }
    app.get('/api/rights', guard((c) => c.json(state.faults.invalidRights ? [] : state.rightsDocument())));
    app.get(
      '/api/imageref',
      guard((c) => {
        const guid = stream(c, 'video');
        if (!guid) {
          return notFound(c);
        }
        const jpeg = cachedFrame({ width: 320, height: 240, frame: 0, time: new Date(), view: state.views.get(guid) ?? { pan: 0, tilt: 0, zoom: 0 }, seed: 1 });
        return c.body(jpeg, 200, { 'content-type': 'image/jpeg' });
      }),
    );
    app.get(
      '/api/readio',
      guard((c) => {
        const guid = stream(c);
        const value = guid ? state.readIo(guid) : undefined;
        return value ? c.json(value) : notFound(c);
      }),
    );
    app.post(
      '/api/writeio',
      guard(async (c) => {
        const guid = stream(c);
        const body = (await c.req.json().catch(() => null)) as { defined?: unknown; value?: unknown } | null;
        if (!guid || !state.readIo(guid)) {
          return notFound(c);
        }
        if (!body || typeof body.value !== 'number') {
          return c.json({ result: false, detail: 'value must be a number' }, 400);
        }
        state.writeIo(guid, body.value);
        return c.json({ result: true });
      }),
    );
    app.post(
      '/api/ptz',
      guard(async (c) => {
        const guid = stream(c, 'video');
        const view = guid ? state.views.get(guid) : undefined;
        const body = (await c.req.json().catch(() => null)) as { commands?: unknown } | null;
        if (!view) {
          return notFound(c);
        }
        if (!body || !Array.isArray(body.commands)) {
          return c.json({ result: false, detail: 'commands must be a list' }, 400);
        }
        for (const command of body.commands as { type?: string; pan?: number; tilt?: number; zoom?: number }[]) {
          if (command?.type === 'home') {
            Object.assign(view, { pan: 0, tilt: 0, zoom: 0 });
          } else if (command?.type === 'relative') {
            view.pan += Number(command.pan ?? 0) || 0;
            view.tilt += Number(command.tilt ?? 0) || 0;
            view.zoom += Number(command.zoom ?? 0) || 0;
          }
        }
        return c.json({ result: true });
      }),
    );

    const longQuery = (c: Context, page: (begin: number, end: number) => { next: number | null; body: Record<string, unknown> }): Response => {
      const begin = validTime(c.req.query('begin'));
      const end = validTime(c.req.query('end'));
      if (begin === null || end === null) {
        return c.json({ result: false, detail: 'invalid date' }, 400);
      }
      if (state.faults.longQueryStatus !== null) {
        return c.body(null, state.faults.longQueryStatus as 204);
      }
      const answer = page(begin, end);
      if (state.faults.alwaysPartial) {
        return c.json({ end: new Date(begin + 1).toISOString(), ...answer.body }, 202);
      }
      const marker = new Date(answer.next ?? end).toISOString();
      return c.json({ end: marker, ...answer.body }, answer.next === null ? 200 : 202);
    };
    app.get(
      '/api/log',
      guard((c) =>
        longQuery(c, (begin, end) => {
          const page = logPage(begin, end, state.settings, c.req.query('string'));
          return { next: page.next, body: { logs: page.items } };
        }),
      ),
    );
    const graph = (path: string, pageOf: typeof graphEventPage): void => {
      app.get(
        path,
        guard((c) => {
          const guid = stream(c);
          if (!guid) {
            return notFound(c);
          }
          return longQuery(c, (begin, end) => {
            const page = pageOf(guid, begin, end, state.settings);
            return { next: page.next, body: { graph: Buffer.from(page.bytes).toString('base64') } };
          });
        }),
      );
    };
    graph('/api/graphevent', graphEventPage);
    graph('/api/graph/io', graphIoPage);

    app.get(
      '/api/stream',
      guard((c) => {
        const guid = stream(c, 'video');
        if (!guid) {
          return notFound(c);
        }
        if (state.faults.notMultipart) {
          return c.body(renderFrame({ width: 64, height: 48, frame: 0, time: new Date(), view: { pan: 0, tilt: 0, zoom: 0 }, seed: 0 }), 200, {
            'content-type': 'image/jpeg',
          });
        }
        const body = liveVideoBody(state, liveParameters((name) => c.req.query(name), guid));
        return c.body(body, 200, { 'content-type': MULTIPART_CONTENT_TYPE, 'cache-control': 'no-store' });
      }),
    );
    app.get(
      '/api/date',
      guard((c) => {
        const guid = stream(c, 'video');
        const date = validTime(c.req.query('date'));
        const direction = Number(c.req.query('direction') ?? -1);
        if (!guid) {
          return notFound(c);
        }
        if (date === null) {
          return c.json({ result: false, detail: 'invalid date' }, 400);
        }
        // Recorded time runs up to now: one frame per second, the nearest in the asked direction.
        const second = direction < 0 ? Math.floor(date / 1000) * 1000 : Math.ceil(date / 1000) * 1000;
        if (second > Date.now()) {
          return c.json({ result: false, detail: 'no recording' }, 404);
        }
        const time = new Date(second);
        const view = state.views.get(guid) ?? { pan: 0, tilt: 0, zoom: 0 };
        const jpeg = cachedFrame({ width: 320, height: 240, frame: second / 1000, time, view, seed: 2 });
        const description = JSON.stringify({ guid, date: time.toISOString(), direction, connection: c.req.query('connection') ?? null });
        const body = new Blob([multipartPart('application/json', description), multipartPart('image/jpeg', jpeg), multipartClose()]);
        return c.body(body.stream(), 200, { 'content-type': MULTIPART_CONTENT_TYPE });
      }),
    );
    registerClientApiControls(app, state);
  };
}

export type { ClientApiFaults };
