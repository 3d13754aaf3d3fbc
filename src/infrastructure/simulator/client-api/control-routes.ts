import type { ClientApiApp } from './client-api-host';
import { streamOf, unknownStream, type ClientApiGuard } from './client-api-guard';
import type { ClientApiState } from './client-api-state';

interface Move {
  readonly type?: string;
  readonly pan?: number;
  readonly tilt?: number;
  readonly zoom?: number;
}

/** `GET /api/readio`, `POST /api/writeio` and `POST /api/ptz`: reading and driving the streams. */
export function registerControlRoutes(app: ClientApiApp, state: ClientApiState, guard: ClientApiGuard): void {
  app.get(
    '/api/readio',
    guard((c) => {
      const guid = streamOf(state, c);
      const value = guid ? state.readIo(guid) : undefined;
      return value ? c.json(value) : unknownStream(c);
    }),
  );
  app.post(
    '/api/writeio',
    guard(async (c) => {
      const guid = streamOf(state, c);
      const body = (await c.req.json().catch(() => null)) as { defined?: unknown; value?: unknown } | null;
      if (!guid || !state.readIo(guid)) {
        return unknownStream(c);
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
      const guid = streamOf(state, c, 'video');
      const view = guid ? state.views.get(guid) : undefined;
      const body = (await c.req.json().catch(() => null)) as { commands?: unknown } | null;
      if (!view) {
        return unknownStream(c);
      }
      if (!body || !Array.isArray(body.commands)) {
        return c.json({ result: false, detail: 'commands must be a list' }, 400);
      }
      for (const command of body.commands as Move[]) {
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
}
