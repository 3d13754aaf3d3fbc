import { Box, Link as ChakraLink, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TableHead } from '../../components/table-head';
import type { Rollout } from '../../../domain/fleet/rollout';
import { ErrorText } from '../../components/alert-text';
import { EmptyState } from '../../components/empty-state';
import { useMayChange } from '../../components/use-fleet-session';
import { UserText } from '../../components/user-text';
import { formatDateTime } from '../../i18n/locale-formats';
import { useServices } from '../../services-context';

/** How often the list is read again while a rollout runs (a rollout's own page reads every second). */
const REFRESH_EVERY_MS = 5_000;

const STATUS_COLOURS: Record<Rollout['status'], string | undefined> = { running: 'fg.info', stopped: 'fg.error', done: 'fg.success' };

/** Where a rollout is: running with its progress, stopped at a site with the appliance's reason, or done. */
function StatusCell({ rollout }: { readonly rollout: Rollout }) {
  const { fleetCopy } = useServices();
  const stopped = fleetCopy.stoppedAt(rollout);
  if (rollout.status === 'done') return <Trans context="rollout status">Done</Trans>;
  if (rollout.status === 'running') return <Trans context="rollout status">Running</Trans>;
  return stopped ? (
    <Trans>
      Stopped at <UserText>{stopped.siteName}</UserText>: <UserText>{stopped.detail}</UserText>
    </Trans>
  ) : (
    <Trans>Stopped</Trans>
  );
}

/**
 * The rollouts (docs/fleet.md, "Rollouts"), newest first, each linking to
 * its own page; read again every 5 s while any runs. A rollout is started
 * from Copy to many, which the empty list says.
 */
export function RolloutsPage() {
  const { fleetCopy } = useServices();
  const { i18n } = useLingui();
  const mayChange = useMayChange();
  const [rollouts, setRollouts] = useState<readonly Rollout[]>();
  const [error, setError] = useState<unknown>();
  const running = rollouts !== undefined && fleetCopy.anyRunning(rollouts);

  useEffect(() => {
    let current = true;
    const read = () =>
      fleetCopy.rollouts().then(
        (answer) => current && (setRollouts(answer), setError(undefined)),
        (failure: unknown) => current && setError(failure),
      );
    if (rollouts === undefined) void read();
    const timer = running ? setInterval(() => void read(), REFRESH_EVERY_MS) : undefined;
    return () => {
      current = false;
      if (timer) clearInterval(timer);
    };
    // Read once on opening, then every 5 s while one runs: `rollouts` itself changing must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fleetCopy, running]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl" tabIndex={-1}>
        <Trans>Rollouts</Trans>
      </Heading>
      <ErrorText error={error} />
      {rollouts && rollouts.length === 0 ? (
        <EmptyState
          icon="sync_alt"
          title={<Trans>No rollout yet</Trans>}
          testId="rollouts-empty"
          action={
            mayChange ? (
              <ChakraLink asChild color="primary.fg" fontWeight="semibold">
                <Link to="/fleet/copy">
                  <Trans>Copy to many</Trans>
                </Link>
              </ChakraLink>
            ) : undefined
          }
        >
          <Trans>A rollout is started from Copy to many: pick the source site, the items and the target sites, review the copy on each site, then start the rollout. Installers only.</Trans>
        </EmptyState>
      ) : null}
      {rollouts && rollouts.length > 0 ? (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {running ? <Trans>Newest first; read again every 5 seconds while one runs.</Trans> : <Trans>Newest first.</Trans>}
          </Text>
          <Box overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="fleet-rollouts">
              <TableHead columns={[<Trans>Started</Trans>, <Trans>By</Trans>, <Trans>Source site</Trans>, <Trans>Items</Trans>, <Trans>Sites done</Trans>, <Trans>State</Trans>]} />
              <Table.Body>
                {rollouts.map((rollout) => {
                  const done = rollout.targets.filter((target) => target.state === 'done').length;
                  const total = rollout.targets.length;
                  return (
                    <Table.Row key={rollout.id} data-testid="rollout-row" data-rollout={rollout.id} data-status={rollout.status}>
                      <Table.Cell whiteSpace="nowrap">
                        <ChakraLink asChild color="primary.fg" textDecoration="underline">
                          <Link to="/fleet/rollouts/$rolloutId" params={{ rolloutId: rollout.id }}>
                            {formatDateTime(Date.parse(rollout.createdAt), i18n.locale)}
                          </Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell>
                        <UserText>{rollout.createdBy}</UserText>
                      </Table.Cell>
                      <Table.Cell>
                        <UserText>{rollout.sourceSiteName}</UserText>
                      </Table.Cell>
                      <Table.Cell>
                        <UserText>{rollout.items.join(', ')}</UserText>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Trans>
                          {done} of {total}
                        </Trans>
                      </Table.Cell>
                      <Table.Cell color={STATUS_COLOURS[rollout.status]} fontWeight="medium">
                        <StatusCell rollout={rollout} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
