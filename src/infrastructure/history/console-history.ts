import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApplianceDispatch } from './api-recorder';

/** What the console server needs of history: the `/vigil/` routes and the recorder of `/api` calls. */
export interface ConsoleHistory {
  routes(request: IncomingMessage, response: ServerResponse): Promise<void>;
  readonly recorder: { handle(request: IncomingMessage, response: ServerResponse, dispatch: ApplianceDispatch): void };
}
