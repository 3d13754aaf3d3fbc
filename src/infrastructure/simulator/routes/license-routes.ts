import type { SimulatorState } from '../simulator-state';
import { activated, licenceToWire, withProductCode } from '../state/licence';
import { normaliseProductCode } from '../state/product-code';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorHono } from './simulator-env';

/** Product code, licence status and activation (root only). */
export function registerLicenseRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  app.post('/api/license/product', root, (c) => {
    const code = normaliseProductCode(c.req.query('code') ?? '');
    if (code === null) {
      return c.json(failure('invalid product code'), 400);
    }
    state.licence = withProductCode(state.licence, code);
    state.changed();
    return c.json({ result: true });
  });
  app.get('/api/license/status', root, (c) => c.json(licenceToWire(state.licence)));
  app.post('/api/license/activation', root, (c) => {
    if (state.licence.productCode === null) {
      return c.json(failure('unable to activate license: no product code'), 400);
    }
    if (state.faults.of('operations').activationFails) {
      return c.json(failure('unable to activate license: the licence server refused the product code'), 502);
    }
    state.licence = activated(state.licence);
    state.changed();
    return c.json({ result: true, detail: 'license activated' });
  });
}
