import type { Context, Hono } from 'hono';
import type { SimulatorState } from '../simulator-state';
import type { Account } from '../state/accounts';

/** Hono environment of the simulator: the authenticated account, once checked. */
export interface SimulatorEnv {
  Variables: { account: Account };
}

export type SimulatorHono = Hono<SimulatorEnv>;
export type SimulatorContext = Context<SimulatorEnv>;

/** Mounts more routes (a later route group, the client-library interface) on the simulator. */
export type SimulatorExtension = (app: SimulatorHono, state: SimulatorState) => void;

/** docs/api.md: errors are `{"result": false, "detail": "…"}`. */
export function failure(detail: string): { result: false; detail: string } {
  return { result: false, detail };
}
