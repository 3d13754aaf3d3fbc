import type { ClientApiApp } from './client-api-host';
import { onStream, queryTime, type ClientApiGuard } from './client-api-guard';
import type { ClientApiState } from './client-api-state';
import { cachedFrame, renderFrame } from './frame-renderer';
import { liveParameters, liveVideoBody } from './live-video';
import { MULTIPART_CONTENT_TYPE, multipartClose, multipartPart } from './multipart-writer';

const STILL_VIEW = { pan: 0, tilt: 0, zoom: 0 };

/** `GET /api/imageref` (a snapshot), `/api/stream` (live video) and `/api/date` (a recorded frame). */
export function registerVideoRoutes(app: ClientApiApp, state: ClientApiState, guard: ClientApiGuard): void {
  app.get(
    '/api/imageref',
    guard(onStream(state, 'video', (c, guid) => {
      const jpeg = cachedFrame({ width: 320, height: 240, frame: 0, time: new Date(), view: state.views.get(guid) ?? STILL_VIEW, seed: 1 });
      return c.body(jpeg, 200, { 'content-type': 'image/jpeg' });
    })),
  );
  app.get(
    '/api/stream',
    guard(onStream(state, 'video', (c, guid) => {
      if (state.faults.of('clientApi').notMultipart) {
        return c.body(renderFrame({ width: 64, height: 48, frame: 0, time: new Date(), view: STILL_VIEW, seed: 0 }), 200, { 'content-type': 'image/jpeg' });
      }
      const body = liveVideoBody(state, liveParameters((name) => c.req.query(name), guid));
      return c.body(body, 200, { 'content-type': MULTIPART_CONTENT_TYPE, 'cache-control': 'no-store' });
    })),
  );
  app.get(
    '/api/date',
    guard(onStream(state, 'video', (c, guid) => {
      const date = queryTime(c.req.query('date'));
      const direction = Number(c.req.query('direction') ?? -1);
      if (date === null) {
        return c.json({ result: false, detail: 'invalid date' }, 400);
      }
      // Recorded time runs up to now: one frame per second, the nearest in the asked direction.
      const second = direction < 0 ? Math.floor(date / 1000) * 1000 : Math.ceil(date / 1000) * 1000;
      if (second > Date.now()) {
        return c.json({ result: false, detail: 'no recording' }, 404);
      }
      const time = new Date(second);
      const jpeg = cachedFrame({ width: 320, height: 240, frame: second / 1000, time, view: state.views.get(guid) ?? STILL_VIEW, seed: 2 });
      const description = JSON.stringify({ guid, date: time.toISOString(), direction, connection: c.req.query('connection') ?? null });
      const body = new Blob([multipartPart('application/json', description), multipartPart('image/jpeg', jpeg), multipartClose()]);
      return c.body(body.stream(), 200, { 'content-type': MULTIPART_CONTENT_TYPE });
    })),
  );
}
