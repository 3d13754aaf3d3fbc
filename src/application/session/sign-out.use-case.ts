import type { Session } from './session';

/** Forgets the credentials and the loaded flag; the guard then sends /admin visits to /auth. */
export class SignOutUseCase {
  constructor(private readonly session: Session) {}

  execute(): void {
    this.session.clear();
  }
}
