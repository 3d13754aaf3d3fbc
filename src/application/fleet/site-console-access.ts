import { mayChange } from '../../domain/fleet/operator';
import { FleetError } from './fleet-errors';
import type { OperatorSessions } from './operator-sessions';
import type { SignedIn } from './operator-directory';
import type { SiteCredentials, SiteWithCredentials } from './site-credentials';

/** A call of a site's console let through: who makes it, and the site with its stored credentials. */
export interface SiteConsoleCall {
  readonly actor: SignedIn;
  readonly site: SiteWithCredentials;
}

/**
 * Who may use a site's console through the Vigil server's proxy (docs/fleet.md,
 * "Open a site"): a signed-in operator only (FLEET.NOT_SIGNED_IN); a viewer
 * reads, and every changing call of theirs is refused (FLEET.READ_ONLY)
 * before the site's credentials are even opened; an unknown or removed site
 * is FLEET.SITE_NOT_FOUND.
 */
export class SiteConsoleAccess {
  constructor(
    private readonly sessions: Pick<OperatorSessions, 'resolve'>,
    private readonly credentials: Pick<SiteCredentials, 'of'>,
  ) {}

  async admit(call: { readonly token: string | undefined; readonly address: string; readonly siteId: string; readonly changing: boolean }): Promise<SiteConsoleCall> {
    const session = await this.sessions.resolve(call.token);
    if (!session) throw new FleetError('FLEET.NOT_SIGNED_IN', 'sign in to the fleet first');
    if (call.changing && !mayChange(session.operator.role)) {
      throw new FleetError('FLEET.READ_ONLY', 'a viewer reads only: this change was not sent to the site');
    }
    const site = await this.credentials.of(call.siteId);
    return { actor: { operator: session.operator, name: session.operator.name, address: call.address }, site };
  }
}
