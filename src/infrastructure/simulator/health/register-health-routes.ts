import type { SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import { registerCommandRoutes } from './command-routes';
import { registerLogRoutes } from './log-routes';
import { registerMaintenanceRoutes } from './maintenance-routes';
import { registerMonitorRoutes } from './monitor-routes';
import { registerNetworkRoutes } from './network-routes';

/** The server-health calls of docs/api.md: monitor, network, logs, debug, command, maintenance, online configuration. */
export function registerHealthRoutes(app: SimulatorHono, state: SimulatorState): void {
  registerMonitorRoutes(app, state);
  registerNetworkRoutes(app, state);
  registerLogRoutes(app, state);
  registerCommandRoutes(app, state);
  registerMaintenanceRoutes(app, state);
}
