import { clientApiExtension } from './client-api/client-api-extension';
import type { SimulatorExtension } from './routes/simulator-env';

/**
 * Route groups mounted on every simulator unless `extensions` is given.
 * Add one line per extension; each is `(app, state) => void`.
 */
export const DEFAULT_EXTENSIONS: readonly SimulatorExtension[] = [
  // The client-library interface: streams derived from the stored configuration, accounts of the simulator state.
  clientApiExtension(),
];
