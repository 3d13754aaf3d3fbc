import { NotRootError } from '../errors/console-errors';
import type { AuthenticationPort } from '../ports/authentication.port';
import type { FleetSitePort } from '../ports/fleet-site.port';
import type { SignInOutcome, SignInUseCase } from '../session/sign-in.use-case';
import type { SiteConsole } from './site-console';

/**
 * Opens a fleet site's console (docs/fleet.md, "Open a site"): the Vigil
 * server gives the site's name and the operator's role (and records the
 * opening), then the console signs in as on one appliance. The operator
 * types no password: the Vigil server's proxy sends the site's stored root
 * credentials in place of whatever the console sends, so the console's
 * session holds only the user's name. The sign-in check is made once
 * before the console's own sign-in, so that the site's refusals
 * (FLEET.SITE_CREDENTIALS_REFUSED, FLEET.SITE_UNREACHABLE, FLEET.NOT_SIGNED_IN)
 * are thrown for the page to say on that site, never alerted.
 */
export class OpenSiteUseCase {
  constructor(
    private readonly fleet: FleetSitePort,
    private readonly site: SiteConsole,
    private readonly authentication: AuthenticationPort,
    private readonly signIn: SignInUseCase,
  ) {}

  async execute(): Promise<SignInOutcome> {
    const address = this.site.address;
    if (!address) throw new Error('not a fleet site\'s console');
    const opened = await this.fleet.open(address.siteId);
    this.site.setOpened(opened);
    const { root } = await this.authentication.login(opened.username, '');
    if (!root) throw new NotRootError();
    return this.signIn.execute({ user: opened.username, password: '' });
  }
}
