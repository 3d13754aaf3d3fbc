import type { AuditEntry } from '../../domain/audit/audit-entry';
import { mayChange, type Operator, type OperatorRole } from '../../domain/fleet/operator';
import type { Site, SiteFields } from '../../domain/fleet/site';
import { DomainError } from '../../domain/shared/domain-error';
import type { FleetAuditFilter, FleetConsolePort, FleetFile, FleetImportOutcome, FleetOperator, FleetOverview, FleetState, OperatorForm } from './fleet-console.port';

/** Where the fleet's pages stand: not asked yet, then what the server said (and whether the session just ended). */
export type FleetSession =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'single' }
  | { readonly kind: 'needs-setup' }
  | { readonly kind: 'signed-out'; readonly expired: boolean }
  | { readonly kind: 'signed-in'; readonly operator: FleetOperator };

function isNotSignedIn(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'FLEET.NOT_SIGNED_IN';
}

/**
 * The fleet's pages' one service (docs/fleet.md, "Pages"): the operator
 * signed in on this browser, kept for the header and the role's controls,
 * and every fleet call. A call the server answers "not signed in" (the
 * session expired on the server's clock, or was signed out elsewhere) turns
 * the session to signed out, expired, so the layout sends the operator to
 * the sign-in page with where they were.
 */
export class FleetConsole {
  private current: FleetSession = { kind: 'unknown' };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly port: FleetConsolePort) {}

  session(): FleetSession {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the signed-in operator may change anything (an installer); the server refuses a viewer anyway. */
  mayChange(): boolean {
    return this.current.kind === 'signed-in' && mayChange(this.current.operator.role);
  }

  /** Asks the server what it is and who this browser is signed in as. */
  async load(): Promise<FleetSession> {
    const state: FleetState = await this.port.state();
    if (state.mode === 'single') return this.set({ kind: 'single' });
    if (!state.setUp) return this.set({ kind: 'needs-setup' });
    return this.set(state.operator ? { kind: 'signed-in', operator: state.operator } : { kind: 'signed-out', expired: false });
  }

  async setUp(name: string, password: string): Promise<FleetOperator> {
    const operator = await this.port.setUp(name, password);
    this.set({ kind: 'signed-in', operator });
    return operator;
  }

  async signIn(name: string, password: string): Promise<FleetOperator> {
    const operator = await this.port.signIn(name, password);
    this.set({ kind: 'signed-in', operator });
    return operator;
  }

  async signOut(): Promise<void> {
    try {
      await this.port.signOut();
    } finally {
      this.set({ kind: 'signed-out', expired: false });
    }
  }

  overview(baseline?: string): Promise<FleetOverview> {
    return this.call(() => this.port.overview(baseline));
  }

  site(id: string): Promise<Site> {
    return this.call(() => this.port.site(id));
  }

  addSite(fields: SiteFields): Promise<Site> {
    return this.call(() => this.port.addSite(fields));
  }

  updateSite(id: string, fields: SiteFields): Promise<Site> {
    return this.call(() => this.port.updateSite(id, fields));
  }

  removeSite(id: string, deleteHistory: boolean): Promise<void> {
    return this.call(() => this.port.removeSite(id, deleteHistory));
  }

  importSites(csv: string): Promise<FleetImportOutcome> {
    return this.call(() => this.port.importSites(csv));
  }

  exportSites(): Promise<FleetFile> {
    return this.call(() => this.port.exportSites());
  }

  audit(filter: FleetAuditFilter = {}): Promise<readonly AuditEntry[]> {
    return this.call(() => this.port.audit(filter));
  }

  operators(): Promise<readonly Operator[]> {
    return this.call(() => this.port.operators());
  }

  addOperator(form: OperatorForm): Promise<Operator> {
    return this.call(() => this.port.addOperator(form));
  }

  /** Whether `id` is the operator signed in on this browser. */
  isSignedIn(id: string): boolean {
    return this.current.kind === 'signed-in' && this.current.operator.id === id;
  }

  /** Changes an operator's role; one's own is read again from the server, so that the header and the controls follow it. */
  async setOperatorRole(id: string, role: OperatorRole): Promise<void> {
    await this.call(() => this.port.setOperatorRole(id, role));
    if (this.isSignedIn(id)) await this.load();
  }

  /** Removes an operator; removing oneself ends one's session (the server removes it), so the pages go to the sign-in. */
  async removeOperator(id: string): Promise<void> {
    await this.call(() => this.port.removeOperator(id));
    if (this.isSignedIn(id)) await this.load();
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isNotSignedIn(error) && this.current.kind === 'signed-in') this.set({ kind: 'signed-out', expired: true });
      throw error;
    }
  }

  private set(session: FleetSession): FleetSession {
    this.current = session;
    for (const listener of [...this.listeners]) listener();
    return session;
  }
}
