import { SignInPage } from '../features/sign-in/sign-in-page';
import { SiteOpeningPage } from '../features/site-console/site-opening-page';
import { useServices } from '../services-context';

/** `/auth`: the specification's sign-in on one appliance; in a fleet site's console, the site opens with its stored credentials instead. */
export function AuthPage() {
  return useServices().siteConsole.active ? <SiteOpeningPage /> : <SignInPage />;
}
