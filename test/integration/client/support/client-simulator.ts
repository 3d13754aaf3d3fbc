import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mountClientApi } from '../../../../src/infrastructure/simulator/client-api/client-api-extension';
import { simulatorConfigurationReader } from '../../../../src/composition/simulator';
import { documentClientHost } from '../../../../src/infrastructure/simulator/client-api/client-api-host';

export const USERNAME = 'admin';
export const PASSWORD = 'secret';
export const configurationXml = readFileSync(new URL('./client-configuration.xml', import.meta.url), 'utf8');

export interface RunningSimulator {
  readonly origin: string;
  /** Extra routes (the browser test page) before the server starts. */
  readonly app: Hono;
  close(): Promise<void>;
}

/**
 * The simulated appliance's client interface over real HTTP on 127.0.0.1, on a
 * free port, with the test configuration and credentials admin/secret.
 */
export async function startClientSimulator(extraRoutes: (app: Hono) => void = () => undefined): Promise<RunningSimulator> {
  const app = new Hono();
  extraRoutes(app);
  mountClientApi(app, documentClientHost(simulatorConfigurationReader(''), configurationXml, (username, password) => username === USERNAME && password === PASSWORD));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(running));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    app,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) {
          (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        }
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago: nothing listens there. */
export async function deadOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
