import { FleetError } from './fleet-errors';
import type { FleetAudit } from './fleet-audit';
import type { OpenedSession, OperatorSessions } from './operator-sessions';
import type { OperatorStorePort } from './ports/operator-store.port';
import type { PasswordHasherPort } from './ports/password-hasher.port';

/** A password hashed once at start, checked when the name is unknown, so that an unknown name takes as long as a wrong password. */
let decoy: Promise<string> | undefined;

/**
 * An operator signs in with their name and password: a session opens, or
 * FLEET.SIGN_IN_FAILED (the same for an unknown name and a wrong password).
 * Failed sign-ins are throttled per address by the server (docs/security.md),
 * and every attempt is in the audit.
 */
export class SignInOperatorUseCase {
  constructor(
    private readonly operators: OperatorStorePort,
    private readonly hasher: PasswordHasherPort,
    private readonly sessions: OperatorSessions,
    private readonly audit: FleetAudit,
  ) {}

  async execute(form: { readonly name: string; readonly password: string }, address: string): Promise<OpenedSession> {
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const operator = name === '' ? undefined : await this.operators.byName(name);
    decoy ??= this.hasher.hash('not a password of anyone');
    const valid = operator ? await this.hasher.verify(password, operator.passwordHash) : (await this.hasher.verify(password, await decoy), false);
    if (!operator || !valid) {
      await this.audit.record({ name, address }, { action: 'operator.sign-in', result: 'refused', detail: 'invalid name or password' });
      throw new FleetError('FLEET.SIGN_IN_FAILED', 'invalid name or password');
    }
    await this.audit.record({ name: operator.name, address }, { action: 'operator.sign-in' });
    return this.sessions.open(operator, address);
  }
}
