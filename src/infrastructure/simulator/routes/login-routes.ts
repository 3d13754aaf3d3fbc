import type { SimulatorState } from '../simulator-state';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorHono } from './simulator-env';

/** Sign-in check, default-credentials check and password change. */
export function registerLoginRoutes(app: SimulatorHono, state: SimulatorState): void {
  app.get('/api/login', (c) => {
    const account = state.accounts.check(c.req.query('user') ?? '', c.req.query('password') ?? '');
    // 404 for an unknown user and for a wrong password alike: the console shows INVALID_CREDENTIALS.
    return account ? c.json({ root: account.root }) : c.json(failure('Invalid username or password'), 404);
  });
  app.get('/api/login/default', (c) => c.json({ default: state.accounts.usesDefaultCredentials() }));
  app.post('/api/login/password', requireAccount(state, { root: false }), async (c) => {
    const body = (await c.req.json().catch(() => null)) as { password?: unknown } | null;
    if (!body || typeof body !== 'object' || (body.password !== undefined && typeof body.password !== 'string')) {
      return c.json(failure('invalid request: expected {"password": "…"}'), 400);
    }
    if (!body.password) {
      return c.json(failure('password is required'), 400);
    }
    if (!state.setPassword(c.get('account').name, body.password)) {
      return c.json(failure('something went wrong'), 500);
    }
    state.changed();
    return c.json({ result: true });
  });
}
