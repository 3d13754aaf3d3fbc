import type { SimulatorExtension } from './routes/simulator-env';

/**
 * Route groups mounted on every simulator unless `extensions` is given.
 * Add one line per extension; each is `(app, state) => void`.
 */
export const DEFAULT_EXTENSIONS: readonly SimulatorExtension[] = [
  // The client-library interface (src/infrastructure/simulator/client-api/) goes here.
];
