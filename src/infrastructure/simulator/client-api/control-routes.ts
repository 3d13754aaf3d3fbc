import type { Context } from 'hono';
import { canWrite } from '../../../domain/client/stream';
import type { ClientApiApp } from './client-api-host';
import { streamOf, unknownStream, type ClientApiGuard } from './client-api-guard';
import type { ClientApiState } from './client-api-state';

interface Move {
  readonly type?: string;
  readonly pan?: number;
  readonly tilt?: number;
  readonly zoom?: number;
}

/**
 * `GET /api/readio`, `POST /api/writeio` and `POST /api/ptz`: reading and
 * driving the streams. Like the library, the appliance lets only a stream
 * carrying the write right (`ptz-write`, or `ptz/write`) be written or moved
 * (403 'no rights to write' otherwise), and outputs are read-only.
 */
export function registerControlRoutes(app: ClientApiApp, state: ClientApiState, guard: ClientApiGuard): void {
  const writable = (guid: string): boolean => canWrite({ rights: state.rights.get(guid) ?? [] });
  const noRights = (c: Context): Response => c.json({ result: false, detail: 'no rights to write' }, 403);
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
      if (!writable(guid)) {
        return noRights(c);
      }
      if (state.find(guid)?.type !== 'input') {
        return c.json({ result: false, detail: `stream ${guid} is read-only` }, 400);
      }
      const value = typeof body?.value === 'boolean' ? Number(body.value) : body?.value;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return c.json({ result: false, detail: 'value must be a number' }, 400);
      }
      state.writeIo(guid, value);
      return c.json({ result: true });
    }),
  );
  app.post(
    '/api/ptz',
    guard(async (c) => {
      const guid = streamOf(state, c, 'video');
      const view = guid ? state.views.get(guid) : undefined;
      const body = (await c.req.json().catch(() => null)) as { commands?: unknown } | null;
      if (!view || !guid) {
        return unknownStream(c);
      }
      if (!writable(guid)) {
        return noRights(c);
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
