import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running loopback server: its base address (ending with '/') and a way to stop it. */
export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Listens on host:port (0 for a free port) and resolves once listening.
 * Requests that expect `100 Continue` reach `handler` too, which answers it.
 * `close()` also ends open connections (persistent streams would otherwise
 * keep the server alive).
 */
export async function listen(host: string, port: number, handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<RunningServer> {
  const server = createServer(handler);
  // `Expect: 100-continue` goes through the same handler, which says "continue" only once the request is let through
  // (request-pipeline.ts): a client that asks first never sends a body that would be refused.
  server.on('checkContinue', handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
