import { mayChange, operatorProblems, type Operator, type OperatorRole } from '../../domain/fleet/operator';
import { FleetError, invalidForm } from './fleet-errors';
import type { Actor, FleetAudit, FleetContext } from './fleet-audit';
import type { OperatorStorePort } from './ports/operator-store.port';
import type { PasswordHasherPort } from './ports/password-hasher.port';

/** The signed-in operator acting, as the server resolved them from their session. */
export interface SignedIn extends Actor {
  readonly operator: Operator;
}

/** Refuses a viewer's change: FLEET.READ_ONLY. */
export function requireInstaller(actor: SignedIn): void {
  if (!mayChange(actor.operator.role)) throw new FleetError('FLEET.READ_ONLY', 'viewers cannot change anything');
}

const refusals = {
  missing: () => new FleetError('FLEET.OPERATOR_NOT_FOUND', 'no such operator'),
  'last-installer': () => new FleetError('FLEET.LAST_INSTALLER', 'the last installer cannot be removed nor made a viewer'),
};

/** An installer adds, removes, and changes the role of the Vigil server's operators; anyone signed in lists them. */
export class OperatorDirectory {
  constructor(
    private readonly operators: OperatorStorePort,
    private readonly hasher: PasswordHasherPort,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
  ) {}

  list(): Promise<readonly Operator[]> {
    return this.operators.list();
  }

  async add(actor: SignedIn, form: { readonly name: string; readonly password: string; readonly role: OperatorRole }): Promise<Operator> {
    requireInstaller(actor);
    const invalid = invalidForm(operatorProblems(form));
    if (invalid) throw invalid;
    const operator: Operator = { id: this.context.newId(), name: form.name.trim(), role: form.role, createdAt: this.context.now().toISOString() };
    const added = await this.operators.add({ ...operator, passwordHash: await this.hasher.hash(form.password), createdBy: actor.name });
    if (added === 'taken') throw new FleetError('FLEET.OPERATOR_NAME_TAKEN', 'an operator already has this name', { name: { code: 'FIELD.NAME_TAKEN', message: 'an operator already has this name' } });
    await this.audit.record(actor, { action: 'operator.add', target: operator.name, detail: operator.role });
    return operator;
  }

  async remove(actor: SignedIn, id: string): Promise<void> {
    requireInstaller(actor);
    const operator = await this.operators.byId(id);
    const outcome = await this.operators.remove(id);
    if (outcome !== 'done') throw refusals[outcome]();
    await this.audit.record(actor, { action: 'operator.remove', target: operator?.name ?? id });
  }

  async setRole(actor: SignedIn, id: string, role: OperatorRole): Promise<void> {
    requireInstaller(actor);
    const operator = await this.operators.byId(id);
    const outcome = await this.operators.setRole(id, role);
    if (outcome !== 'done') throw refusals[outcome]();
    await this.audit.record(actor, { action: 'operator.role', target: operator?.name ?? id, detail: role });
  }
}
