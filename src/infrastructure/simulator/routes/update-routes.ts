import { MULTIPART_CONTENT_TYPE, multipartClose, multipartPart } from '../client-api/multipart-writer';
import type { SimulatorState } from '../simulator-state';
import type { ServerOperations } from '../state/operations';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorHono } from './simulator-env';

const PARTS = 20;
/** The install fails at this share of the parts when the fault `operations.updateFails` is on. */
const FAIL_AT = 12;

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== 'false' && value !== '0';
}

/**
 * `POST /api/update?action=check` answers the versions; `?action=download`
 * (`&force=true` to reinstall) streams JSON progress parts, download then
 * install, `stepMs` apart, then `{"type":"complete"}` — or
 * `{"type":"error","detail":"failed to install"}` when told to fail.
 */
export function registerUpdateRoutes(app: SimulatorHono, state: SimulatorState): void {
  app.post('/api/update', requireAccount(state, { root: true }), (c) => {
    const operations = state.operations;
    const { update } = operations;
    const action = c.req.query('action') ?? 'check';
    if (action === 'check') return c.json({ current: update.current, available: update.available });
    if (action !== 'download') return c.json(failure(`unknown action ${action}`), 400);
    if (update.available === null) return c.json(failure('no version available'), 404);
    if (update.available === update.current && !isSet(c.req.query('force'))) return c.json(failure('already up to date'), 409);
    if (state.status !== 'stopped') return c.json(failure('server must be stopped'), 409);
    if (operations.installing) return c.json(failure('an update is already being installed'), 409);
    operations.installing = true;
    return c.body(progressStream(operations, update.available, state.faults.of('operations')), 200, { 'content-type': MULTIPART_CONTENT_TYPE, 'cache-control': 'no-store' });
  });
}

function progressStream(operations: ServerOperations, version: string, faults: { readonly updateStepMs: number; readonly updateFails: boolean }): ReadableStream<Uint8Array> {
  const { updateStepMs: stepMs, updateFails: fails } = faults;
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const json = (value: unknown): Uint8Array => multipartPart('application/json', JSON.stringify(value));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const next = (): void => {
        step += 1;
        if (fails && step === FAIL_AT) {
          operations.installing = false;
          controller.enqueue(json({ type: 'error', detail: 'failed to install' }));
          controller.enqueue(multipartClose());
          controller.close();
          return;
        }
        if (step > PARTS) {
          operations.installing = false;
          operations.update = { ...operations.update, current: version };
          controller.enqueue(json({ type: 'complete', version }));
          controller.enqueue(multipartClose());
          controller.close();
          return;
        }
        const percent = Math.round((step / PARTS) * 100);
        controller.enqueue(json({ type: 'progress', value: percent, step: percent <= 70 ? 'download' : 'install' }));
        timer = setTimeout(next, stepMs);
      };
      controller.enqueue(json({ type: 'progress', value: 0, step: 'download' }));
      timer = setTimeout(next, stepMs);
    },
    cancel() {
      // The console went away: the appliance abandons the download.
      clearTimeout(timer);
      operations.installing = false;
    },
  });
}
