import { registerFaultControls } from '../routes/fault-controls';
import type { SimulatorExtension } from '../routes/simulator-env';
import { FaultRegistry } from '../state/fault-registry';
import { registerClientApiControls } from './client-api-controls';
import { clientApiGuard } from './client-api-guard';
import { simulatorClientHost, type ClientApiApp, type ClientApiHost } from './client-api-host';
import type { ClientApiSettings } from './client-api-settings';
import { ClientApiState } from './client-api-state';
import { registerControlRoutes } from './control-routes';
import { registerHistoryRoutes } from './history-routes';
import { registerLogicControls } from './logic-controls';
import { registerVideoRoutes } from './video-routes';

export interface ClientApiOptions {
  readonly settings?: Partial<ClientApiSettings>;
  /** Receives the interface's state (tests and benchmarks inspect it). */
  readonly onState?: (state: ClientApiState) => void;
}

/**
 * Mounts the appliance's streaming and query interface for the client
 * library (specification section 7, "Client-library calls"; wire shapes in
 * docs/client.md) on any Hono app, for a host that gives the configuration in
 * force and checks credentials. Routes the app already answers
 * (`/api/application`, `/api/ping`: the simulator's own) are left to it.
 */
export function mountClientApi(app: ClientApiApp, host: ClientApiHost, options: ClientApiOptions = {}): ClientApiState {
  const state = new ClientApiState(() => host.configuration(), options.settings, Date.now, host.systemEvent?.bind(host), host.faults ?? new FaultRegistry());
  options.onState?.(state);
  const guard = clientApiGuard(state, host);
  const taken = (path: string): boolean => app.routes.some((route) => route.method === 'GET' && route.path === path);

  if (!taken('/api/ping')) {
    app.get('/api/ping', guard((c) => c.json({ result: true }), false));
  }
  if (!taken('/api/application')) {
    const application = (): Record<string, unknown> => ({
      id: state.settings.applicationType,
      name: 'Vigil',
      version: '2.1.10',
      label: 'Vigil simulated appliance',
      'product-code': state.settings.productCode,
      title: 'Vigil',
    });
    app.get('/api/application', guard((c) => c.json(application()), false));
  }
  app.get('/api/rights', guard((c) => c.json(state.faults.of('clientApi').invalidRights ? [] : state.rightsDocument())));
  registerVideoRoutes(app, state, guard);
  registerControlRoutes(app, state, guard);
  registerHistoryRoutes(app, state, guard);
  registerClientApiControls(app, state);
  // On its own, the interface answers the one fault control itself; in the simulator, the simulator does.
  if (host.faults === undefined) registerFaultControls(app, state.faults);
  registerLogicControls(app, state);
  return state;
}

/** The client interface as a simulator extension: the simulator's configuration in force and its accounts. */
export function clientApiExtension(options: ClientApiOptions = {}): SimulatorExtension {
  return (app, simulatorState) => {
    mountClientApi(app, simulatorClientHost(simulatorState), options);
  };
}
