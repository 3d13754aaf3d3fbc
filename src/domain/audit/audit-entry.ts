import { FLEET_AUDIT_ACTIONS } from '../fleet/fleet-audit-actions';

/** How an operation ended: done, refused by the appliance (or Vigil's guards), or failed (unreachable, an error). */
export type AuditResult = 'succeeded' | 'refused' | 'failed';

/**
 * What an audit entry is about, one word per kind of operation made through
 * Vigil (docs/history.md, "What is kept"). `appliance.unreachable` is the
 * poller's: the appliance did not answer when Vigil read its configuration.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'password.change',
  'configuration.save',
  'configuration.outside-change',
  'configuration.online',
  'device.save',
  'server.start',
  'server.stop',
  'server.reload',
  'license.product-code',
  'license.activation',
  'update.check',
  'update.install',
  'tunnel.open',
  'tunnel.close',
  'tunnels.replace',
  'network.save',
  'command',
  'maintenance',
  'appliance.unreachable',
  'history.read',
  'audit.export',
  ...FLEET_AUDIT_ACTIONS,
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An operation as it happened, before it is chained. */
export interface AuditRecord {
  /** Made when the operation happened, so an entry written twice (from the spool after a crash) is written once. */
  readonly entryId: string;
  /** ISO 8601, UTC, milliseconds. */
  readonly at: string;
  /** The site it concerns, when it concerns one. */
  readonly siteId: string | null;
  /** Who: the appliance user (or the operator); '' when nobody signed in (the poller). */
  readonly actor: string;
  /** From where: the client's address as the Vigil server saw it; '' for the server itself. */
  readonly address: string;
  readonly action: AuditAction;
  /** What it was done to (a device's guid, a tunnel, a command), '' when nothing more. */
  readonly target: string;
  readonly result: AuditResult;
  /** The appliance's reason for a refusal, a save's summary, … */
  readonly detail: string;
  /** Which Vigil server recorded it (several may share a database). */
  readonly vigilInstance: string;
}

/** An entry of the audit: the record, its place in the chain and the chain's hashes. */
export interface AuditEntry extends AuditRecord {
  readonly sequence: number;
  readonly previousHash: string;
  readonly hash: string;
}

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
