import { operatorProblems } from '../../domain/fleet/operator';
import { FleetError, invalidForm } from './fleet-errors';
import type { Actor, FleetAudit, FleetContext } from './fleet-audit';
import type { OpenedSession, OperatorSessions } from './operator-sessions';
import type { OperatorStorePort } from './ports/operator-store.port';
import type { PasswordHasherPort } from './ports/password-hasher.port';

/**
 * The first run of fleet mode: the first operator, an installer, chosen by
 * whoever opens the Vigil server first (as the appliance's own first run),
 * then signed in. Refused once any operator exists, even if two first runs
 * race (the store adds the first one atomically).
 */
export class SetUpFirstOperatorUseCase {
  constructor(
    private readonly operators: OperatorStorePort,
    private readonly hasher: PasswordHasherPort,
    private readonly sessions: OperatorSessions,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
  ) {}

  async execute(form: { readonly name: string; readonly password: string }, address: string): Promise<OpenedSession> {
    // Once set up, the form is not even read: the answer is the same whatever was sent.
    if ((await this.operators.count()) > 0) throw new FleetError('FLEET.ALREADY_SET_UP', 'this Vigil server already has its first operator');
    const invalid = invalidForm(operatorProblems({ ...form, role: 'installer' }));
    if (invalid) throw invalid;
    const name = form.name.trim();
    const operator = { id: this.context.newId(), name, role: 'installer' as const, createdAt: this.context.now().toISOString(), passwordHash: await this.hasher.hash(form.password) };
    const added = await this.operators.add({ ...operator, createdBy: name }, { first: true });
    if (added !== 'added') throw new FleetError('FLEET.ALREADY_SET_UP', 'this Vigil server already has its first operator');
    const actor: Actor = { name, address };
    await this.audit.record(actor, { action: 'operator.set-up', target: name, detail: 'first operator, installer' });
    return this.sessions.open({ id: operator.id, name, role: 'installer', createdAt: operator.createdAt }, address);
  }
}
