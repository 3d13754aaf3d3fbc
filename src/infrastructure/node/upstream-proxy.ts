import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { bodyLimitFor, hasUndeclaredBody, refuseBody } from './body-limit';
import { isSecurityHeader } from './security-headers';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/** The upstream appliance's base address, checked: http or https only. */
export function parseUpstream(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`invalid appliance address "${address}": expected https://HOST:PORT`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`invalid appliance address "${address}": only http and https are supported`);
  }
  return url;
}

/**
 * Forwards one request to the real appliance and its answer back, streaming
 * both ways (persistent multipart streams and uploads pass through as they
 * come), keeping method, headers, body and status. `insecure` accepts a
 * self-signed certificate, as appliances usually have.
 */
export function proxyToUpstream(upstream: URL, insecure: boolean, request: IncomingMessage, response: ServerResponse): void {
  const target = new URL(upstream.pathname.replace(/\/$/, '') + (request.url ?? '/'), upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(
    target,
    { method: request.method, headers: { ...endToEnd(request.headers), host: target.host }, rejectUnauthorized: !insecure },
    (answer) => {
      // The console's own security headers stand; the appliance's are not forwarded over them.
      // Cache-Control too: the console server marks every appliance answer no-store.
      const headers = Object.fromEntries(Object.entries(endToEnd(answer.headers)).filter(([name]) => !isSecurityHeader(name) && name.toLowerCase() !== 'cache-control'));
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      response.flushHeaders();
      answer.pipe(response);
      answer.on('error', (error) => response.destroy(error));
    },
  );
  outgoing.on('error', (error) => {
    if (response.writableEnded) return;
    if (response.headersSent) {
      response.destroy(error);
      return;
    }
    response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ result: false, detail: `appliance unreachable: ${error.message}` }));
  });
  // The browser went away (a closed live view): stop the upstream stream too.
  response.on('close', () => outgoing.destroy());
  if (!hasUndeclaredBody(request)) {
    // A declared length was checked against the limit already (request-guards.ts).
    request.pipe(outgoing);
    return;
  }
  const limit = bodyLimitFor((request.url ?? '/').split('?')[0] ?? '/');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(new Error('request body too large'));
      else done(null, chunk);
    },
  });
  counted.on('error', () => {
    request.unpipe(counted);
    refuseBody(response, limit);
    outgoing.destroy();
  });
  request.pipe(counted).pipe(outgoing);
}
