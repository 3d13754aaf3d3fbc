// Live-stream throughput: frames and megabytes per second through the client
// library (Server.live: persistent reader + multipart scanner + frame pairing)
// against simply draining the same HTTP body, and against
// @remix-run/multipart-parser (limits lifted) on the same body, in one run,
// from the simulated appliance on loopback.
// Run: node --import tsx bench/client-live.ts [seconds] [width] [height] [quality]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { MultipartParser } from '@remix-run/multipart-parser';
import { Hono } from 'hono';
import { Server } from '../src/infrastructure/client/server';
import { basicAuthorization } from '../src/infrastructure/http/http-transport';
import { mountClientApi } from '../src/infrastructure/simulator/client-api/client-api-extension';
import { simulatorConfigurationReader } from '../src/composition/simulator';
import { documentClientHost } from '../src/infrastructure/simulator/client-api/client-api-host';
import { renderFrame } from '../src/infrastructure/simulator/client-api/frame-renderer';
import { MULTIPART_CONTENT_TYPE, multipartPart } from '../src/infrastructure/simulator/client-api/multipart-writer';

const seconds = Number(process.argv[2] ?? 5);
const [width, height, quality] = [process.argv[3] ?? '800', process.argv[4] ?? '600', process.argv[5] ?? '92'];
const configuration = await readFile(new URL('../test/integration/client/support/client-configuration.xml', import.meta.url), 'utf8');
const camera = '100-11';
const extras = { fps: 2000, still: 1, width, height, quality };

const app = new Hono();
mountClientApi(app, documentClientHost(simulatorConfigurationReader(''), configuration, () => true));
const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(running));
});
const simulatorOrigin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

// A source faster than the simulator: the same parts, pre-built, written as fast
// as the socket takes them, so that the client side is what is measured.
const jpegFrame = renderFrame({ width: Number(width), height: Number(height), frame: 1, time: new Date(), view: { pan: 0, tilt: 0, zoom: 0 }, seed: 1, quality: Number(quality) });
const burst = Buffer.concat(
  Array.from({ length: 16 }, (_, i) => [multipartPart('application/json', JSON.stringify({ guid: camera, frame: i })), multipartPart('image/jpeg', jpegFrame)]).flat(),
);
const raw = createServer((request, response) => {
  if (!request.url?.startsWith('/api/stream')) {
    simulatorApp(request, response);
    return;
  }
  response.writeHead(200, { 'content-type': MULTIPART_CONTENT_TYPE });
  const pump = (): void => {
    while (!response.destroyed && response.write(burst)) {
      /* keep writing until the socket pushes back */
    }
  };
  response.on('drain', pump);
  pump();
});
// Rights and application info for Server.load() come from the simulator.
function simulatorApp(request: IncomingMessage, response: ServerResponse): void {
  void fetch(`${simulatorOrigin}${request.url ?? '/'}`, { headers: { authorization: request.headers.authorization ?? '' } }).then(async (answer) => {
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
}
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
const rawOrigin = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;

let origin = simulatorOrigin;
let streamUrl = '';
const streamQuery = `?${new URLSearchParams({ guid: camera, description: 'true', ...Object.fromEntries(Object.entries(extras).map(([k, v]) => [k, String(v)])) })}`;
const headers = { authorization: basicAuthorization('bench', 'bench') };

interface Result {
  frames: number;
  bytes: number;
  seconds: number;
}

async function drain(): Promise<Result & { frameBytes: number }> {
  const controller = new AbortController();
  const response = await fetch(streamUrl, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  const begin = performance.now();
  let bytes = 0;
  while (performance.now() - begin < seconds * 1000) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  // Frame size from one library frame, to turn drained bytes into frames.
  const server = await new Server(`${origin.replace('//', '//bench:bench@')}/?name=bench`).load();
  let frameBytes = 0;
  for await (const frame of server.live(camera, { extras })) {
    frameBytes = frame.data.length;
    break;
  }
  return { frames: 0, bytes, seconds: (performance.now() - begin) / 1000 - 0, frameBytes };
}

async function library(): Promise<Result> {
  const server = await new Server(`${origin.replace('//', '//bench:bench@')}/?name=bench`).load();
  const begin = performance.now();
  let frames = 0;
  let bytes = 0;
  for await (const frame of server.live(camera, { extras })) {
    frames += 1;
    bytes += frame.data.length;
    if (performance.now() - begin >= seconds * 1000) break;
  }
  return { frames, bytes, seconds: (performance.now() - begin) / 1000 };
}

async function remix(): Promise<Result> {
  const controller = new AbortController();
  const response = await fetch(streamUrl, { headers, signal: controller.signal });
  const boundary = /boundary=([^;]+)/.exec(response.headers.get('content-type') ?? '')?.[1] ?? '';
  const parser = new MultipartParser(boundary, { maxParts: Infinity, maxTotalSize: Infinity, maxFileSize: 64 * 1024 * 1024 });
  const reader = response.body!.getReader();
  const begin = performance.now();
  let frames = 0;
  let bytes = 0;
  while (performance.now() - begin < seconds * 1000) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const part of parser.write(value)) {
      if (part.headers['content-type'] === 'image/jpeg') {
        frames += 1;
        bytes += part.bytes.length;
      }
    }
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return { frames, bytes, seconds: (performance.now() - begin) / 1000 };
}

console.log(`live stream, ${width}x${height} q${quality}: ${(jpegFrame.length / 1024).toFixed(1)} KiB frames, ${seconds} s per run, Node ${process.version}`);
for (const [label, source] of [
  ['source: simulated appliance (/api/stream, Hono)', simulatorOrigin],
  ['source: pre-built parts written as fast as the socket takes them', rawOrigin],
] as const) {
  origin = source;
  streamUrl = `${origin}/api/stream${streamQuery}`;
  console.log(label);
  const drained = await drain();
  // Only frame bytes count as payload; the JSON description parts are overhead.
  const frameShare = drained.frameBytes / (burst.length / 16);
  const drainedRate = (drained.bytes * frameShare) / drained.seconds;
  console.log(`  drain the body    ${(drainedRate / drained.frameBytes).toFixed(0).padStart(6)} frames/s  ${(drainedRate / 1e6).toFixed(1).padStart(7)} MB/s of frames`);
  for (const [name, run] of [
    ['Server.live', library],
    ['remix parser', remix],
  ] as const) {
    const result = await run();
    const rate = result.bytes / result.seconds;
    console.log(`  ${name.padEnd(16)} ${(result.frames / result.seconds).toFixed(0).padStart(6)} frames/s  ${(rate / 1e6).toFixed(1).padStart(7)} MB/s of frames  ratio ${(rate / drainedRate).toFixed(2)}`);
  }
}
http.close();
raw.close();
process.exit(0);
