import { Hono } from 'hono';
import type { Md5 } from '../../domain/configuration/signature';
import { DEFAULT_EXTENSIONS } from './default-extensions';
import { registerApplicationRoutes } from './routes/application-routes';
import { registerConfigurationRoutes } from './routes/configuration-routes';
import { registerDeviceRoutes } from './routes/device-routes';
import { registerHealthRoutes } from './health/register-health-routes';
import { controlSchemaMiddleware } from './routes/control-schema';
import { faultsMiddleware } from './routes/faults-middleware';
import { registerLicenseRoutes } from './routes/license-routes';
import { registerLifecycleRoutes } from './routes/lifecycle-routes';
import { registerOperationsControls } from './routes/operations-controls';
import { registerTunnelRoutes } from './routes/tunnel-routes';
import { registerUpdateRoutes } from './routes/update-routes';
import { registerLoginRoutes } from './routes/login-routes';
import { registerSimulatorControls } from './routes/simulator-controls';
import { failure, type SimulatorExtension, type SimulatorHono } from './routes/simulator-env';
import type { SeedSite } from './seed/configuration-seed';
import { SimulatorState } from './simulator-state';
import type { ConfigurationReader } from './state/configuration-reader';
import type { SimulatorStorage } from './simulator-storage';
import type { FaultPatch } from './state/fault-registry';

export type { SimulatorExtension };

export interface SimulatorOptions {
  /** Seed an initialised appliance (product code set, admin password changed) instead of a fresh one. */
  readonly initialised?: boolean;
  /** The demonstration site (default) or an empty appliance (`--fresh`): docs/simulator.md. */
  readonly site?: SeedSite;
  /** The configuration salt (default: resolveConfigurationSalt()). */
  readonly salt?: string;
  /** Time source for the seeded document's date. */
  readonly clock?: () => Date;
  /** Faults on from the start (tests, demonstrations). */
  readonly faults?: FaultPatch;
  /** Route groups mounted after the built-in ones (default: DEFAULT_EXTENSIONS). */
  readonly extensions?: readonly SimulatorExtension[];
}

/** What the simulated appliance is built on, resolved by the composition root (composition/simulator.ts). */
export interface SimulatorServices {
  readonly salt: string;
  /** MD5 for signatures: node:crypto in Node, crypto-js where the simulator runs in a page. */
  readonly md5: Md5;
  /** Reads documents with the configuration codec for `salt`. */
  readonly reader: ConfigurationReader;
  /** Keeps the state across restarts (a data folder); without it the state lives in memory only. */
  readonly storage?: SimulatorStorage;
}

/** One simulated appliance: the Hono app whose `fetch` serves both transports (Node HTTP and msw). */
export interface Simulator {
  readonly app: SimulatorHono;
  readonly state: SimulatorState;
  fetch(request: Request): Promise<Response>;
}

/**
 * Builds the simulated appliance (docs/simulator.md): the console calls of
 * docs/api.md with realistic state, the `/__simulator/*` controls, and the
 * extensions. Pure web APIs only, so it runs in Node and in the browser.
 */
export function createSimulatorApp(options: SimulatorOptions, services: SimulatorServices): Simulator {
  const seed = { salt: services.salt, md5: services.md5, reader: services.reader, clock: options.clock ?? (() => new Date()) };
  const state = new SimulatorState(seed, options.initialised ?? false, options.site);
  const { storage } = services;
  if (storage) {
    const saved = storage.load();
    if (saved) {
      state.restore(saved);
    } else {
      storage.save(state.snapshot());
    }
    state.onChange((changed) => storage.save(changed.snapshot()));
  }
  if (options.faults) {
    state.faults.set(options.faults);
  }

  const app: SimulatorHono = new Hono();
  app.use('/api/*', faultsMiddleware(state));
  app.use('/__simulator/*', controlSchemaMiddleware());
  registerApplicationRoutes(app, state);
  registerLoginRoutes(app, state);
  registerLicenseRoutes(app, state);
  registerConfigurationRoutes(app, state);
  registerDeviceRoutes(app, state);
  registerHealthRoutes(app, state);
  // Server operations (before the extensions, so that /api/ping is the lifecycle's).
  registerLifecycleRoutes(app, state);
  registerUpdateRoutes(app, state);
  registerTunnelRoutes(app, state);
  registerSimulatorControls(app, state);
  registerOperationsControls(app, state);
  for (const extend of options.extensions ?? DEFAULT_EXTENSIONS) {
    extend(app, state);
  }
  app.notFound((c) => c.json(failure(`no such call: ${c.req.method} ${new URL(c.req.url).pathname}`), 404));
  app.onError((error, c) => c.json(failure(`simulator error: ${error.message}`), 500));
  return { app, state, fetch: async (request) => app.fetch(request) };
}
