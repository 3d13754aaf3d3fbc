import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface NodeRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Accept a self-signed certificate. */
  readonly insecure?: boolean;
  readonly signal?: AbortSignal;
}

/**
 * One HTTP(S) request by node:http, answering once the headers are in (the
 * body is the caller's to read or drop); rejects on a network failure or
 * when `signal` aborts (which also ends the body).
 */
export function nodeRequest(url: URL, options: NodeRequest = {}): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: !options.insecure, signal: options.signal, agent: false }, resolve);
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The whole body as text (UTF-8). */
export async function bodyText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads the body until `until` is found in what came so far, then drops the
 * rest (the connection is closed): the date and signature at the top of a
 * 35 MB document without fetching it.
 */
export async function bodyUntil(response: IncomingMessage, until: string, limit = 64 * 1024): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    text += (chunk as Buffer).toString('utf8');
    if (text.includes(until) || text.length > limit) break;
  }
  response.destroy();
  return text;
}
