import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatAgo, formatClock, formatIn } from '../i18n/locale-formats';
import { useServices } from '../services-context';
import { useNow, useReachability } from '../components/use-reachability';

/** How long "The appliance answers again" stays after an outage. */
const BACK_MS = 8000;

/**
 * On every page of the admin shell while the appliance does not answer: since
 * when, when the console tries again, and a button to try now. What the pages
 * show is then what the appliance last said (the dashboard marks its figures
 * stale). Once it answers again, a line says so for a few seconds.
 */
export function UnreachableBanner() {
  const { i18n } = useLingui();
  const { reachability } = useServices();
  const state = useReachability();
  const unreachable = state.kind === 'unreachable';
  const now = useNow(unreachable);
  const [back, setBack] = useState(false);
  useEffect(() => {
    let wasUnreachable = reachability.state().kind === 'unreachable';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = reachability.subscribe((next) => {
      clearTimeout(timer);
      const answers = next.kind === 'reachable';
      setBack(answers && wasUnreachable);
      if (answers && wasUnreachable) timer = setTimeout(() => setBack(false), BACK_MS);
      wasUnreachable = !answers;
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [reachability]);

  if (state.kind === 'reachable') {
    return back ? (
      <Alert.Root status="success" mb="4" role="status" data-testid="appliance-back">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>The appliance answers again.</Trans>
        </Alert.Title>
      </Alert.Root>
    ) : null;
  }
  const locale = i18n.locale;
  const since = formatClock(state.since, locale);
  const ago = formatAgo(now - state.since, locale);
  const next = state.nextCheck === undefined ? undefined : formatIn(state.nextCheck - now, locale);
  return (
    <Alert.Root status="error" mb="4" role="alert" data-testid="appliance-unreachable" alignItems="start" position="sticky" top="2" zIndex="sticky" boxShadow="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>
            The appliance does not answer since {since} ({ago}).
          </Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>What the pages show is what it last said; nothing can be saved until it answers.</Trans>{' '}
          {state.checking ? <Trans>Trying again…</Trans> : next ? <Trans>Next try {next}.</Trans> : null}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" flexShrink={0} loading={state.checking} onClick={() => void reachability.retry()}>
        <Trans>Retry now</Trans>
      </Button>
    </Alert.Root>
  );
}
