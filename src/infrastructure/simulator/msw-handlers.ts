import { http, type HttpHandler } from 'msw';
import type { Simulator } from './simulator-app';

/**
 * msw handlers that answer `/api/*` and `/__simulator/*` with the simulator's
 * own `fetch`: the same implementation as over HTTP, in-process. `baseUrl`
 * restricts them to one origin (default: any origin).
 */
export function simulatorHandlers(simulator: Simulator, baseUrl?: string): HttpHandler[] {
  const origin = baseUrl === undefined ? '*' : baseUrl.replace(/\/$/, '');
  const forward = ({ request }: { request: Request }): Promise<Response> => simulator.fetch(request);
  return [http.all(`${origin}/api/*`, forward), http.all(`${origin}/__simulator/*`, forward)];
}
