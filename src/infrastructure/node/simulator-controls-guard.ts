import type { IncomingMessage, ServerResponse } from 'node:http';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 spellings. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The simulator's `/__simulator` controls (reset, faults, replacing the
 * document) change the appliance for everyone: they answer only to a client
 * on this machine unless `allowRemote` (`--remote-simulator-controls`).
 * Returns true when the request was refused (403 written).
 */
export function refuseRemoteControls(request: IncomingMessage, response: ServerResponse, allowRemote: boolean): boolean {
  if (allowRemote || isLoopback(request.socket.remoteAddress)) return false;
  response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ result: false, detail: 'the simulator controls answer only to this machine; start with --remote-simulator-controls to allow others' }));
  return true;
}

export function isSimulatorControl(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return pathname === '/__simulator' || pathname.startsWith('/__simulator/');
}
