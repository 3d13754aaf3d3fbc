import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Rollout } from '../../../domain/fleet/rollout';
import { ErrorText } from '../../components/alert-text';
import { UserText } from '../../components/user-text';
import { useServices } from '../../services-context';
import { RolloutTargets } from './rollout-targets';

/** How often a running rollout is read again. */
const FOLLOW_EVERY_MS = 1_000;

function StatusLine({ rollout }: { readonly rollout: Rollout }) {
  const done = rollout.targets.filter((target) => target.state === 'done').length;
  const total = rollout.targets.length;
  if (rollout.status === 'done') return <Text fontWeight="semibold" color="fg.success"><Trans>Done: {total} of {total} sites hold the change.</Trans></Text>;
  if (rollout.status === 'running') return <Text fontWeight="semibold"><Trans>Running: {done} of {total} sites done.</Trans></Text>;
  return <Text fontWeight="semibold"><Trans>Stopped: {done} of {total} sites done.</Trans></Text>;
}

/**
 * A rollout followed (docs/fleet.md, "Rollouts"): each target's state,
 * read again every second while it runs; stopped at the first refusal, the
 * site and the appliance's reason, and a way to resume there.
 */
export function RolloutPage({ rolloutId }: { readonly rolloutId: string }) {
  const { fleetCopy } = useServices();
  const { t } = useLingui();
  const [rollout, setRollout] = useState<Rollout>();
  const [error, setError] = useState<unknown>();
  const [resuming, setResuming] = useState(false);
  const running = rollout === undefined || rollout.status === 'running';

  useEffect(() => {
    if (!running) return;
    let current = true;
    const read = () =>
      fleetCopy.rollout(rolloutId).then(
        (answer) => current && (setRollout(answer), setError(undefined)),
        (failure: unknown) => current && setError(failure),
      );
    void read();
    const timer = setInterval(() => void read(), FOLLOW_EVERY_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [fleetCopy, rolloutId, running]);

  const resume = async () => {
    setResuming(true);
    try {
      setRollout(await fleetCopy.resume(rolloutId));
      setError(undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setResuming(false);
    }
  };

  const stopped = rollout ? fleetCopy.stoppedAt(rollout) : undefined;
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} maxW="6xl">
      <Heading as="h1" size="2xl">
        <Trans>Rollout</Trans>
      </Heading>
      {error ? <ErrorText error={error} /> : null}
      {rollout ? (
        <>
          <Text>
            <Trans>
              From <UserText>{rollout.sourceSiteName}</UserText> by <UserText>{rollout.createdBy}</UserText>: <UserText>{rollout.items.join(', ')}</UserText>
            </Trans>
          </Text>
          <Box aria-live="polite">
            <StatusLine rollout={rollout} />
          </Box>
          {stopped ? (
            <Stack role="alert" gap="2" borderLeftWidth="4px" borderColor="red.solid" ps="3" data-testid="rollout-stopped">
              <Text fontWeight="semibold">
                <Trans>
                  Stopped at <UserText>{stopped.siteName}</UserText>: <UserText>{stopped.detail}</UserText>
                </Trans>
              </Text>
              <Text color="fg.muted">
                <Trans>The sites after it were left untouched. Fix the site, then resume: the rollout starts again at this site.</Trans>
              </Text>
              <Button alignSelf="start" onClick={() => void resume()} loading={resuming} aria-label={t`Resume the rollout at ${stopped.siteName}`}>
                <Trans>Resume</Trans>
              </Button>
            </Stack>
          ) : null}
          <RolloutTargets targets={rollout.targets} />
        </>
      ) : null}
    </Stack>
  );
}
