import type { ServerResponse } from 'node:http';
import { lingerOnClose } from './lingering-close';

/**
 * Answers a refusal as the appliance does (`{"result": false, "detail": …}`,
 * docs/api.md), never cached. `close` ends the connection once the answer is
 * written, so that a body the client is still sending is never read
 * (lingering-close.ts: what still comes is dropped, never kept).
 */
export function refuse(response: ServerResponse, status: number, detail: string, options: { readonly close?: boolean; readonly headers?: Readonly<Record<string, string>> } = {}): true {
  if (response.headersSent) {
    response.destroy();
    return true;
  }
  if (options.close) lingerOnClose(response.req);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(options.close ? { Connection: 'close' } : {}),
    ...options.headers,
  });
  response.end(JSON.stringify({ result: false, detail }));
  return true;
}
