import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ApplianceGet } from './appliance-document.adapter';

/** GETs answered by the in-process simulated appliance (its app's own fetch, no socket). */
export function simulatorGet(fetchApp: (request: Request) => Response | Promise<Response>): ApplianceGet {
  return async (pathAndQuery, headers) => {
    const response = await fetchApp(new Request(new URL(pathAndQuery, 'http://appliance.invalid'), { headers }));
    return { status: response.status, body: await response.text() };
  };
}

/** GETs to the real appliance the console server proxies to (`insecure` accepts its self-signed certificate). */
export function upstreamGet(upstream: URL, insecure: boolean, timeoutMs = 60_000): ApplianceGet {
  return (pathAndQuery, headers) =>
    new Promise((resolve, reject) => {
      const target = new URL(upstream.pathname.replace(/\/$/, '') + pathAndQuery, upstream);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(target, { method: 'GET', headers, rejectUnauthorized: !insecure, timeout: timeoutMs }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, body: Buffer.concat(chunks).toString('utf8') }));
        answer.on('error', reject);
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', reject);
      outgoing.end();
    });
}
