import type { Context } from 'hono';
import type { ClientApiApp } from './client-api-host';
import { onStream, queryTime, type ClientApiGuard } from './client-api-guard';
import type { ClientApiState } from './client-api-state';
import { graphEventPage, graphIoPage, logPage } from './recorded-history';

type Page = (begin: number, end: number) => { next: number | null; body: Record<string, unknown> };

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `GET /api/log`, `/api/graphevent` and `/api/graph/io`: long queries that
 * answer 200 when complete and 202 with an end marker to continue from.
 */
export function registerHistoryRoutes(app: ClientApiApp, state: ClientApiState, guard: ClientApiGuard): void {
  const longQuery = (c: Context, page: Page): Response => {
    const begin = queryTime(c.req.query('begin'));
    const end = queryTime(c.req.query('end'));
    if (begin === null || end === null) {
      return c.json({ result: false, detail: 'invalid date' }, 400);
    }
    const { longQueryStatus, alwaysPartial } = state.faults.of('clientApi');
    if (longQueryStatus !== null) {
      return c.body(null, longQueryStatus as 204);
    }
    const answer = page(begin, end);
    if (alwaysPartial) {
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
      guard(onStream(state, undefined, (c, guid) =>
        longQuery(c, (begin, end) => {
          const page = pageOf(guid, begin, end, state.settings);
          return { next: page.next, body: { graph: bytesToBase64(page.bytes) } };
        }),
      )),
    );
  };
  graph('/api/graphevent', graphEventPage);
  graph('/api/graph/io', graphIoPage);
}
