import type { AuditAction, AuditEntry } from '../../domain/audit/audit-entry';
import type { OverviewRow } from '../../domain/fleet/fleet-overview';
import type { Operator, OperatorRole } from '../../domain/fleet/operator';
import type { Site, SiteFields } from '../../domain/fleet/site';
import type { BadLine } from '../../domain/fleet/site-csv';

/** The signed-in operator as the fleet's pages show them. */
export interface FleetOperator {
  readonly id: string;
  readonly name: string;
  readonly role: OperatorRole;
}

/**
 * What the Vigil server is, as the fleet's pages first ask it: a plain
 * single-appliance server (no `/fleet/api`), or a fleet with or without its
 * first operator, and the operator this browser's session belongs to.
 */
export type FleetState =
  | { readonly mode: 'single' }
  | { readonly mode: 'fleet'; readonly setUp: boolean; readonly operator?: FleetOperator };

export interface FleetOverview {
  readonly rows: readonly OverviewRow[];
  /** ISO 8601: when the Vigil server answered. */
  readonly at: string;
}

/** What an import did: the sites added (with their lines) and every line refused, with its number and reason. */
export interface FleetImportOutcome {
  readonly added: readonly { readonly line: number; readonly id: string; readonly name: string }[];
  readonly bad: readonly BadLine[];
}

/** A file the Vigil server wrote (the sites' CSV), to hand to the browser. */
export interface FleetFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly type: string;
}

/** A new operator as the operators' page sends it. */
export interface OperatorForm {
  readonly name: string;
  readonly password: string;
  readonly role: OperatorRole;
}

export interface FleetAuditFilter {
  readonly actor?: string;
  readonly actions?: readonly AuditAction[];
  readonly limit?: number;
}

/**
 * The fleet's calls (`/fleet/api`, docs/fleet.md) as the console's pages
 * make them. A refusal is a FleetError (its code, the server's English
 * words, the fields at fault); a throttled sign-in a TooManySignInsError;
 * no answer a NetworkError.
 */
export interface FleetConsolePort {
  state(): Promise<FleetState>;
  setUp(name: string, password: string): Promise<FleetOperator>;
  signIn(name: string, password: string): Promise<FleetOperator>;
  signOut(): Promise<void>;
  overview(baseline?: string): Promise<FleetOverview>;
  site(id: string): Promise<Site>;
  addSite(fields: SiteFields): Promise<Site>;
  /** `password` empty keeps the stored one. */
  updateSite(id: string, fields: SiteFields): Promise<Site>;
  /** The site leaves the fleet; its history is kept unless `deleteHistory`. */
  removeSite(id: string, deleteHistory: boolean): Promise<void>;
  importSites(csv: string): Promise<FleetImportOutcome>;
  exportSites(): Promise<FleetFile>;
  audit(filter: FleetAuditFilter): Promise<readonly AuditEntry[]>;
  /** Every operator, by name (never a password). */
  operators(): Promise<readonly Operator[]>;
  addOperator(form: OperatorForm): Promise<Operator>;
  setOperatorRole(id: string, role: OperatorRole): Promise<void>;
  removeOperator(id: string): Promise<void>;
}
