import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { hasUndeclaredBody, refuseBody } from './body-limit';
import { lingerOnClose } from './lingering-close';
import type { Exchange } from './request-pipeline';
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
 * The headers sent on: end-to-end ones, the appliance's own host, and an
 * `Origin` (which the pipeline checked is the console's own) written as the
 * appliance's, since the console and the appliance are one origin to the
 * browser.
 */
function forwardedHeaders(request: IncomingMessage, target: URL): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...endToEnd(request.headers), host: target.host };
  if (headers.origin !== undefined) headers.origin = target.origin;
  return headers;
}

/** What a caller of the proxy may do with the appliance's answer (the fleet's site proxy words refusals its own way). */
export interface ProxyHooks {
  /** Sees the answer before it is forwarded; returns true when it answered the client itself (the appliance's answer is then dropped). */
  readonly answer?: (answer: IncomingMessage) => boolean;
  /** Answers an appliance that could not be reached (default: 502 `appliance unreachable: …`). */
  readonly unreachable?: (error: Error) => void;
}

/**
 * Forwards one request to the real appliance and its answer back, streaming
 * both ways (persistent multipart streams and uploads pass through as they
 * come, never held whole), keeping method, headers, body and status, with
 * the normalised path the guards read (request-pipeline.ts). `insecure`
 * accepts a self-signed certificate, as appliances usually have.
 */
export function proxyToUpstream(upstream: URL, insecure: boolean, exchange: Exchange, hooks: ProxyHooks = {}): void {
  const { request, response, bodyLimit: limit } = exchange;
  const target = new URL(upstream.pathname.replace(/\/$/, '') + exchange.target.path + exchange.target.search, upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(
    target,
    { method: request.method, headers: forwardedHeaders(request, target), rejectUnauthorized: !insecure },
    (answer) => {
      if (hooks.answer?.(answer)) {
        answer.resume();
        return;
      }
      // The console's own security headers stand; the appliance's are not forwarded over them.
      // Cache-Control too: the console server marks every appliance answer no-store.
      const headers: IncomingHttpHeaders = Object.fromEntries(Object.entries(endToEnd(answer.headers)).filter(([name]) => !isSecurityHeader(name) && name.toLowerCase() !== 'cache-control'));
      // The appliance answered before the whole body came (a refusal): the rest is never read.
      if (!request.complete) {
        headers.connection = 'close';
        lingerOnClose(request);
      }
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
    if (hooks.unreachable) {
      hooks.unreachable(error);
      return;
    }
    response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ result: false, detail: `appliance unreachable: ${error.message}` }));
  });
  // The browser went away (a closed live view): stop the upstream stream too.
  response.on('close', () => outgoing.destroy());
  if (!hasUndeclaredBody(request)) {
    // A declared length was checked against the limit already (request-pipeline.ts).
    request.pipe(outgoing);
    return;
  }
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
