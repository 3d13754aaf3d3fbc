import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import { failureText } from '../state/fault-registry';
import { jsonStreamBody, STREAM_HEADERS } from './json-stream';

interface Job {
  readonly name: string;
  readonly parts: number;
  readonly needsStopped: boolean;
  readonly steps: readonly string[];
  readonly done: string;
}

const JOBS: Record<string, Job> = {
  rebuild: { name: 'database rebuild', parts: 20, needsStopped: true, steps: ['scanning stores', 'indexing recordings', 'writing the index'], done: 'database rebuilt: 18,412 recordings indexed' },
  regulate: { name: 'database regulation', parts: 10, needsStopped: false, steps: ['measuring stores', 'removing expired recordings'], done: 'database regulated: 214 recordings past their store limits removed' },
  rescue: { name: 'rescue', parts: 16, needsStopped: true, steps: ['checking file systems', 'checking the configuration', 'repairing'], done: 'rescue finished: stores and configuration checked, nothing to repair' },
};

/**
 * The long maintenance actions: `POST /api/database/{rebuild,regulate}` and
 * `POST /api/rescue` answer a multipart stream of `{type: 'progress', value,
 * step}` parts then `{type: 'complete'}` (or `{type: 'error', detail}`), as the
 * update stream does; one action at a time (409 while one
 * runs), rebuild and rescue only with the server stopped (409 'server must be
 * stopped'). Also `GET/POST /api/configuration/online` and `/online/status`.
 */
export function registerMaintenanceRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  const run = (key: string) =>
    app.post(key === 'rescue' ? '/api/rescue' : `/api/database/${key}`, root, (c) => {
      const job = JOBS[key]!;
      const health = state.health;
      if (health.job !== null) return c.json(failure(`${health.job} is already running`), 409);
      if (job.needsStopped && state.status !== 'stopped') return c.json(failure('server must be stopped'), 409);
      health.job = job.name;
      const fails = failureText(state.faults.take('health', 'maintenanceFails'), 'simulated failure');
      const user = c.get('account').name;
      health.userAction(user, `started the ${job.name}`);
      let part = 0;
      let finished = false;
      const next = (): unknown => {
        if (finished) return null;
        if (part > job.parts) {
          finished = true;
          health.systemEvent('INFO', 'database', job.done);
          return { type: 'complete' };
        }
        if (fails !== null && part === Math.floor(job.parts / 2)) {
          finished = true;
          health.systemEvent('ERROR', 'database', `${job.name} failed: ${fails}`);
          return { type: 'error', detail: fails };
        }
        const progress = Math.round((part / job.parts) * 100);
        const step = job.steps[Math.min(job.steps.length - 1, Math.floor((part / (job.parts + 1)) * job.steps.length))]!;
        part += 1;
        return { type: 'progress', value: progress, step };
      };
      return c.body(
        jsonStreamBody({
          next,
          delayMs: () => state.faults.of('health').stepMs,
          // A client that goes away abandons the simulated job (nothing keeps running).
          done: () => {
            if (state.health === health) health.job = null;
          },
        }),
        200,
        STREAM_HEADERS,
      );
    });
  for (const key of Object.keys(JOBS)) run(key);

  app.get('/api/configuration/online', root, (c) => c.json({ online: state.health.online }));
  app.get('/api/configuration/online/status', root, (c) => c.json({ status: state.health.onlineStatus() }));
  app.post('/api/configuration/online', root, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body['online'] !== 'boolean') return c.json(failure('online must be a boolean'), 400);
    const health = state.health;
    const force = body['force'] === true || c.req.query('force') !== undefined;
    if (health.pending && !force) return c.json(failure('configuration changes are pending'), 409);
    if (health.pending) {
      health.pending = false;
      health.applyingUntil = Date.now() + 1000;
      health.systemEvent('INFO', 'server', 'pending configuration changes applied');
    }
    health.online = body['online'];
    health.userAction(c.get('account').name, `online configuration ${health.online ? 'on' : 'off'}${force ? ' (forced)' : ''}`);
    return c.json({ result: true, online: health.online });
  });

  // A configuration saved while offline waits to be applied.
  state.onChange((changed) => {
    const health = changed.health;
    const current = changed.configurationXml();
    if (health.lastConfiguration !== undefined && health.lastConfiguration !== current && !health.online) health.pending = true;
    health.lastConfiguration = current;
  });
  state.health.lastConfiguration = state.configurationXml();

  /** `POST /__simulator/health`: the online configuration's pending flag (its timing and failures are faults, area `health`). */
  app.post('/__simulator/health', async (c) => {
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as { onlinePending?: boolean };
    if (typeof body.onlinePending === 'boolean') state.health.pending = body.onlinePending;
    return c.json({ result: true, health: state.health.summary() });
  });
}
