import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasBody } from './body-limit';
import { crossSiteReason, isChangingMethod, mediaTypeOf } from './cross-site-guard';
import { isLocalHostName } from './host-name-guard';
import { refuse } from './refusal';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 spellings. */
function isLoopback(address: string | undefined): boolean {
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
  return refuse(response, 403, 'the simulator controls answer only to this machine; start with --remote-simulator-controls to allow others');
}

/** A host name (from a Host header) that names this machine: localhost, a loopback address, or any IP literal. */
function isMachineHostName(host: string): boolean {
  return isLocalHostName(host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase());
}

/** Why a control request comes from another site, or null when it does not. */
function controlCrossSiteReason(request: IncomingMessage, allowRemote: boolean): string | null {
  const reason = crossSiteReason(request);
  if (reason !== null) return reason;
  const host = request.headers.host ?? '';
  // A name that resolves to this machine only through another site's DNS (rebinding) is not this machine's name.
  if (!allowRemote && !isMachineHostName(host)) return `host ${host}`;
  return null;
}

/** The content types a control accepts: JSON, and XML for the document (`PUT /__simulator/configuration`). */
function acceptsContentType(request: IncomingMessage, pathname: string): boolean {
  const type = mediaTypeOf(request);
  if (type === 'application/json') return true;
  return pathname === '/__simulator/configuration' && (type === 'text/xml' || type === 'application/xml');
}

/**
 * Refuses a control request made by another site (an `Origin` or
 * `Sec-Fetch-Site` that is not this server's, a host name that is not this
 * machine's) with 403, and a changing request whose body is not JSON (XML
 * for the document) with 415 (a request without a body needs no type), so
 * that a cross-site "simple" request (a form, `text/plain`) never reaches
 * the controls; a body is never read before. Returns true when it answered.
 */
export function refuseCrossSiteControls(request: IncomingMessage, response: ServerResponse, pathname: string, allowRemote: boolean): boolean {
  const reason = controlCrossSiteReason(request, allowRemote);
  if (reason !== null) return refuse(response, 403, `the simulator controls refuse cross-site requests (${reason})`, { close: hasBody(request) });
  // A changing call without a body (a reset) needs no type: what a browser sends across sites without one carries an Origin, refused above.
  if (isChangingMethod(request.method) && hasBody(request) && !acceptsContentType(request, pathname)) {
    return refuse(response, 415, `the simulator controls accept only Content-Type: application/json${pathname === '/__simulator/configuration' ? ' or text/xml' : ''}`, { close: true });
  }
  return false;
}
