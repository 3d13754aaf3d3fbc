import type { ConsoleServerOptions } from '../infrastructure/node/console-server';
import type { FleetServerOptions } from './fleet-server';
import type { HistoryServerOptions } from './history-server';
import type { ServerDataOptions } from './server-data';
import type { SimulatorCompositionOptions } from './simulator';

/** What startConsoleServer (node-servers.ts) is given; also what --fleet-demo passes on (fleet-demo.ts). */
export interface ConsoleServerStartOptions extends ConsoleServerOptions {
  /** The simulated appliance's options when no upstream is given. */
  readonly simulator?: SimulatorCompositionOptions;
  /** Keep history and audit in this data directory and database (docs/history.md); none when absent. */
  readonly data?: Omit<ServerDataOptions, 'dataDir'> & { readonly dir: string; readonly history?: Pick<HistoryServerOptions, 'pollEveryMs' | 'retention' | 'retentionEveryMs'> };
  /**
   * Fleet mode (docs/fleet.md): the Vigil server's own operators and sites
   * under `/fleet/api`. Needs `data`. A database that already holds sites
   * starts it too, without this option.
   */
  readonly fleet?: boolean | Omit<FleetServerOptions, 'data'>;
}
