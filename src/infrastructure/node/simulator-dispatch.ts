import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Simulator } from '../simulator/simulator-app';
import { hasUndeclaredBody, readBoundedBody, refuseBody } from './body-limit';
import type { Route } from './request-pipeline';

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * The route to the simulated appliance (its Hono app over Node HTTP). A body
 * sent without a declared length (chunked) is read here first, within the
 * path's limit (413 past it), and given to the app whole (`rawBody`, which
 * @hono/node-server reads); the pipeline has authorised it and given it its
 * turn before.
 */
export function simulatorRoute(simulator: Simulator): Route {
  const listener: Listener = getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false });
  return ({ request, response, bodyLimit }) => {
    if (!hasUndeclaredBody(request)) {
      void listener(request, response);
      return;
    }
    readBoundedBody(request, bodyLimit).then(
      (body) => {
        if (body === null) {
          refuseBody(response, bodyLimit);
          return;
        }
        Object.assign(request, { rawBody: body });
        void listener(request, response);
      },
      (error: unknown) => response.destroy(error as Error),
    );
  };
}
