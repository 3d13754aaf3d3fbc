import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Vite writes content-hashed file names under /assets/: they never change, so browsers keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is revalidated, so a new build is picked up at once. */
const REVALIDATE = 'no-cache';

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A path that names a file (an asset or anything with an extension) gets 404 when missing, never index.html. */
function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || extname(pathname) !== '';
}

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch {
    return null;
  }
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${text}\n`);
}

function send(request: IncomingMessage, response: ServerResponse, path: string, stats: Stats, cacheControl: string): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = { 'Content-Type': contentTypeOf(path), 'Cache-Control': cacheControl, ETag: etag, 'Last-Modified': stats.mtime.toUTCString() };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(path)
    .on('error', (error) => response.destroy(error))
    .pipe(response);
}

/**
 * Serves the built console from `distDir`: files as they are, and index.html
 * for any other path so that deep links such as /admin/users reach the
 * single-page application's router. `.map` files answer 404 unless
 * `sourceMaps`.
 */
export async function serveConsoleFile(distDir: string, request: IncomingMessage, response: ServerResponse, options: { readonly sourceMaps?: boolean } = {}): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    plain(response, 405, 'method not allowed');
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://console').pathname);
  } catch {
    plain(response, 400, 'bad request path');
    return;
  }
  const root = resolve(distDir);
  const path = resolve(join(root, pathname));
  if (path !== root && !path.startsWith(root + sep)) {
    plain(response, 404, 'not found');
    return;
  }
  // Source maps give the console's whole source away: served only when asked (docs/security.md).
  const hidden = !options.sourceMaps && extname(pathname).toLowerCase() === '.map';
  const file = pathname.endsWith('/') || hidden ? null : await fileAt(path);
  if (file) {
    send(request, response, path, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    return;
  }
  if (looksLikeFile(pathname)) {
    plain(response, 404, 'not found');
    return;
  }
  const index = join(root, 'index.html');
  const indexStats = await fileAt(index);
  if (!indexStats) {
    plain(response, 503, 'The console is not built: run `npm run build` (npm start does it for you).');
    return;
  }
  send(request, response, index, indexStats, REVALIDATE);
}
