import { APPLIANCE_NAME, APPLIANCE_VERSION } from '../routes/application-routes';
import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import { jsonStreamBody, STREAM_HEADERS } from './json-stream';
import { applicationSample, applicationsSample, systemSample, type SampleContext } from './monitor-samples';

const DEFAULT_INTERVAL = 1500;
const MINIMUM_INTERVAL = 200;

/**
 * `GET /api/monitor/{system,applications,application}.json?interval=[&processid=]`:
 * persistent multipart streams of JSON samples, one at once then one per
 * interval, with figures that move with time and with the server's state.
 */
export function registerMonitorRoutes(app: SimulatorHono, state: SimulatorState): void {
  app.get('/api/monitor/:file', requireAccount(state, { root: true }), (c) => {
    const kind = /^(system|applications|application)\.json$/.exec(c.req.param('file'))?.[1];
    if (!kind) return c.json(failure(`unknown monitor: ${c.req.param('file')}`), 404);
    const intervalText = c.req.query('interval');
    const interval = intervalText === undefined || intervalText === '' ? DEFAULT_INTERVAL : Number(intervalText);
    const processText = c.req.query('processid');
    if (kind === 'application' && (processText === undefined || processText.trim() === '')) return c.json(failure('processid is required'), 400);
    if (!Number.isFinite(interval) || interval < MINIMUM_INTERVAL) return c.json(failure('interval must be >= 200'), 400);
    const context = (): SampleContext => ({ health: state.health, status: state.status, server: APPLIANCE_NAME, version: APPLIANCE_VERSION, time: Date.now() });
    let sample: () => unknown;
    if (kind === 'system') sample = () => systemSample(context());
    else if (kind === 'applications') sample = () => applicationsSample(context());
    else {
      const processid = Number(processText);
      if (applicationSample(processid, context()) === null) return c.json(failure(`no application with processid ${processText}`), 404);
      sample = () => applicationSample(processid, context());
    }
    return c.body(jsonStreamBody({ next: sample, delayMs: () => interval }), 200, STREAM_HEADERS);
  });
}
