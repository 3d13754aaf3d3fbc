import type { SimulatorState } from '../simulator-state';
import { requireAccount } from './basic-auth';
import type { SimulatorHono } from './simulator-env';

export const APPLIANCE_NAME = 'Vigil Appliance';
export const APPLIANCE_VERSION = '7.2.0';
/** Application type 1: a server (the client library also knows 22 cloud and 23 basic). */
const APPLICATION_TYPE = 1;

/** The title the administrator gave in the configuration (`parameters/title`), else the product name. */
function titleOf(state: SimulatorState): string {
  return state.configuration()?.configuration.parameters.title.trim() || APPLIANCE_NAME;
}

/** `GET /api/application` (public) and `GET /api/application/status`. */
export function registerApplicationRoutes(app: SimulatorHono, state: SimulatorState): void {
  app.get('/api/application', (c) => {
    const productCode = state.licence.productCode;
    return c.json({
      id: APPLICATION_TYPE,
      name: APPLIANCE_NAME,
      // The version installed: an update installed through /api/update changes it.
      version: state.operations.update.current,
      label: `${APPLIANCE_NAME} ${state.operations.update.current}`,
      // Absent until initialised: the console sends the user to /init then.
      ...(productCode === null ? {} : { 'product-code': productCode }),
      title: titleOf(state),
    });
  });
  app.get('/api/application/status', requireAccount(state, { root: false }), (c) => c.json({ status: state.status }));
}
