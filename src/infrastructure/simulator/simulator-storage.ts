import type { PersistedSimulator } from './simulator-state';

/**
 * Where a simulated appliance keeps its state between runs. The app itself
 * touches no file system (it also runs in the browser through msw); the Node
 * transport supplies a data-folder implementation.
 */
export interface SimulatorStorage {
  /** The saved state, or undefined when nothing was saved yet. Throws a clear error on unreadable data. */
  load(): PersistedSimulator | undefined;
  /** Called after every change. */
  save(persisted: PersistedSimulator): void;
}

const STATUSES = ['started', 'stopped', 'stopping', 'starting'];

function fail(reason: string): never {
  throw new Error(`invalid simulator data: ${reason}`);
}

/** Checks a saved state document (parsed JSON) before the simulator trusts it. */
export function parsePersistedState(json: unknown, configuration: string): PersistedSimulator {
  const state = (typeof json === 'object' && json !== null ? json : fail('state is not an object')) as Record<string, unknown>;
  if (state.version !== 1 && state.version !== 2) {
    fail(`unsupported state version ${String(state.version)}`);
  }
  if (state.version === 1) {
    // Version 1 kept the accounts beside the configuration; restore moves their passwords into it.
    const accounts = Array.isArray(state.accounts) ? state.accounts : fail('accounts must be a list');
    for (const account of accounts as Array<Record<string, unknown>>) {
      if (typeof account?.name !== 'string' || typeof account.password !== 'string' || typeof account.root !== 'boolean') {
        fail('each account needs name, password and root');
      }
    }
  }
  const licence = state.licence as Record<string, unknown> | undefined;
  if (typeof licence !== 'object' || licence === null || typeof licence.status !== 'string' || typeof licence.devices !== 'number') {
    fail('licence needs status and devices');
  }
  if (typeof state.status !== 'string' || !STATUSES.includes(state.status)) {
    fail(`unknown status ${String(state.status)}`);
  }
  return { state: state as unknown as PersistedSimulator['state'], configuration };
}
