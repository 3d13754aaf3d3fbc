/**
 * What the Vigil server last learnt of one site by polling it (docs/fleet.md,
 * "Polling"): whether it answers, the server's status and version, the
 * licence, its devices, its configuration's problems and last change.
 */
export type Reachability =
  /** Not polled yet. */
  | 'unknown'
  | 'reachable'
  /** No answer (refused, timed out, 5xx): `since` says from when. */
  | 'unreachable'
  /** The appliance answered, but refused the stored credentials (or the user is not root). */
  | 'credentials-refused';

export interface LicenceSummary {
  /** deactivated, activated, corrupted, incompatible, inaccessible (section 3), or what the appliance said. */
  readonly status: string;
  readonly days?: number;
  readonly expired?: boolean;
}

export interface LastChange {
  /** ISO 8601: when the Vigil server saw it (a save through it, or a poll that found a new document). */
  readonly at: string;
  /** The operator who saved through Vigil, '' when changed outside. */
  readonly by: string;
  readonly via: 'vigil' | 'outside';
}

export interface SiteStatus {
  readonly reachability: Reachability;
  /** ISO 8601: since when the site is unreachable or refuses the credentials. */
  readonly since?: string;
  /** Why, in the appliance's or the network's words. */
  readonly detail?: string;
  /** ISO 8601: the last poll. */
  readonly polledAt?: string;
  readonly serverStatus?: string;
  readonly version?: string;
  readonly licence?: LicenceSummary;
  readonly devices?: { readonly connected?: number; readonly total: number };
  readonly problems?: { readonly errors: number; readonly warnings: number };
  readonly lastChange?: LastChange;
  /** The configuration document's signature and date as last read. */
  readonly signature?: string;
  readonly documentDate?: string;
}

/** A licence this close to its end (days left) is shown as expiring. */
export const LICENCE_EXPIRING_DAYS = 30;

export function licenceExpiring(licence: LicenceSummary | undefined): boolean {
  return licence !== undefined && licence.status === 'activated' && !licence.expired && licence.days !== undefined && licence.days <= LICENCE_EXPIRING_DAYS;
}

/** A licence that does not let the appliance work as bought: not activated, or expired. */
export function licenceBad(licence: LicenceSummary | undefined): boolean {
  return licence !== undefined && (licence.status !== 'activated' || licence.expired === true);
}

/**
 * How bad a site is, for "worst first": what needs someone now (no answer,
 * refused credentials, a licence gone, a stopped server, configuration
 * errors) above what needs someone soon (a licence expiring, devices
 * disconnected, warnings, drift). Higher is worse; 0 is a site with nothing
 * to say. The drift counts only when a baseline is chosen.
 */
export function severity(status: SiteStatus, drift?: number): number {
  switch (status.reachability) {
    case 'unreachable':
      return 1000;
    case 'credentials-refused':
      return 900;
    case 'unknown':
      return 100;
    case 'reachable':
      break;
  }
  let score = 0;
  if (licenceBad(status.licence)) score += 500;
  if (status.serverStatus !== undefined && status.serverStatus !== 'started') score += 400;
  if ((status.problems?.errors ?? 0) > 0) score += 300;
  if (licenceExpiring(status.licence)) score += 200 + (LICENCE_EXPIRING_DAYS - (status.licence?.days ?? 0));
  const devices = status.devices;
  if (devices?.connected !== undefined && devices.connected < devices.total) score += 50 + Math.min(49, devices.total - devices.connected);
  if ((status.problems?.warnings ?? 0) > 0) score += 20;
  if ((drift ?? 0) > 0) score += 10;
  return score;
}
