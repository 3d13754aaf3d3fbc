import { Button, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followRedirect } from '../../../application/session/navigation-guard';
import { errorCodeOf } from '../../../domain/shared/domain-error';
import { FLEET_OVERVIEW_PATH } from '../../../domain/fleet/site-console-address';
import { CenteredCard } from '../../components/centered-card';
import { ErrorAlert } from '../../components/alert-text';
import { useOpenedSite, useSiteDocumentTitle } from '../../components/use-opened-site';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';

/** The server's own words of a refusal (the network's reason, the site's name), shown under the translated sentence. */
function detailOf(error: unknown): string | undefined {
  const detail = (error as { metadata?: { detail?: unknown } } | undefined)?.metadata?.detail;
  return typeof detail === 'string' && detail !== '' ? detail : undefined;
}

/**
 * A fleet site's console opens here instead of the sign-in form (docs/fleet.md,
 * "Open a site"): the operator types nothing, the Vigil server signs in to
 * the site with its stored credentials. What stops it is said of this
 * site, with what to do: not signed in to the fleet, credentials refused,
 * no answer, no such site.
 */
export function SiteOpeningPage() {
  const { t } = useLingui();
  const services = useServices();
  const router = useRouter();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const site = useOpenedSite();
  useSiteDocumentTitle(site);
  const [failure, setFailure] = useState<unknown>();
  const started = useRef(false);

  const open = useCallback(() => {
    setFailure(undefined);
    services.openSite.execute().then(
      (outcome) => {
        if (outcome === 'signed-in') followRedirect(search.redirect, window.location.origin, (path) => router.history.push(path));
      },
      (error: unknown) => {
        services.logger.error('the site could not be opened', error);
        setFailure(error);
      },
    );
  }, [services, router, search.redirect]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  return (
    <CenteredCard title={site?.name || t`Opening the site…`}>
      {failure === undefined ? (
        <Flex role="status" align="center" gap="3" data-testid="site-opening">
          <Spinner size="sm" />
          <Text>
            <Trans>Opening the site…</Trans>
          </Text>
        </Flex>
      ) : (
        <SiteFailure failure={failure} name={site?.name ?? ''} onRetry={open} />
      )}
    </CenteredCard>
  );
}

/** Why a site's console cannot open, in the person's words, with what to do: try again, or go back to the fleet. */
function SiteFailure({ failure, name, onRetry }: { readonly failure: unknown; readonly name: string; readonly onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const code = errorCodeOf(failure);
  const explanation =
    code === 'FLEET.NOT_SIGNED_IN' ? t`Sign in to the fleet, then open this site again.`
    : code === 'FLEET.SITE_CREDENTIALS_REFUSED' ? (name ? t`${name} refused the user name and password Vigil keeps for it. An installer can correct them in the site's settings, from the fleet overview.` : t`The site refused the user name and password Vigil keeps for it. An installer can correct them in the site's settings, from the fleet overview.`)
    : code === 'FLEET.SITE_UNREACHABLE' ? (name ? t`${name} does not answer. Check that the appliance is on and that the Vigil server can reach it, then try again.` : t`The site does not answer. Check that the appliance is on and that the Vigil server can reach it, then try again.`)
    : code === 'FLEET.SITE_NOT_FOUND' ? t`This site is not in the fleet (it may have been removed).`
    : undefined;
  return (
    <Stack gap="4" data-testid="site-open-failed">
      <ErrorAlert title={errorText(i18n, failure)}>
        <Stack gap="1">
          {explanation ? <Text>{explanation}</Text> : null}
          {detailOf(failure) ? <Text color="fg.muted">{detailOf(failure)}</Text> : null}
        </Stack>
      </ErrorAlert>
      <Flex gap="3" wrap="wrap" align="center">
        {code === 'FLEET.SITE_NOT_FOUND' || code === 'FLEET.NOT_SIGNED_IN' ? null : (
          <Button colorPalette="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link href={FLEET_OVERVIEW_PATH} fontWeight="medium">
          {code === 'FLEET.NOT_SIGNED_IN' ? <Trans>Sign in to the fleet</Trans> : <Trans>Fleet overview</Trans>}
        </Link>
      </Flex>
    </Stack>
  );
}

/**
 * The page of a site's console whose site cannot even be asked who it is
 * (the shell's first call refused by the Vigil server: no such site, not
 * signed in to the fleet, no answer): said at once, instead of the loading
 * overlay waiting for an answer that will not come.
 */
export function SiteFailurePage({ failure, onRetry }: { readonly failure: unknown; readonly onRetry: () => void }) {
  const { t } = useLingui();
  // The site is not opened yet: its name is in the Vigil server's own words below ("South depot does not answer at …").
  return (
    <CenteredCard title={t`The site cannot be opened`}>
      <SiteFailure failure={failure} name="" onRetry={onRetry} />
    </CenteredCard>
  );
}
