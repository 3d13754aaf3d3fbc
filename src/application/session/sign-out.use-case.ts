import type { ConfigurationLoading } from '../configuration-workspace/configuration-loading';
import type { ConfigurationWorkspace } from '../configuration-workspace/configuration-workspace';
import type { Session } from './session';

/**
 * Forgets the credentials, the loaded flag and the configuration being
 * edited; the guard then sends /admin visits to /auth. Unsaved changes stay
 * in the browser's draft store (without secrets) for the next sign-in; asking
 * before leaving with unsaved changes is the UI's job. A configuration still
 * loading is abandoned: it will not fill the workspace once signed out.
 */
export class SignOutUseCase {
  constructor(
    private readonly session: Session,
    private readonly workspace?: ConfigurationWorkspace,
    private readonly loading?: ConfigurationLoading,
  ) {}

  execute(): void {
    this.loading?.abandon();
    this.workspace?.clear();
    this.session.clear();
  }
}
