import { Box, Button, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TableHead } from '../../components/table-head';
import type { AuditResult } from '../../../domain/audit/audit-entry';
import { ErrorText } from '../../components/alert-text';
import { useLoaded } from '../../components/use-loaded';
import { formatDateTime } from '../../i18n/locale-formats';
import { useServices } from '../../services-context';

/** Entries read at once (the server gives up to 1,000). */
const LIMIT = 500;

/**
 * The fleet's audit (`GET /fleet/api/audit`, docs/fleet.md, "The audit"):
 * every operator's actions and every site's, newest first, by operator.
 */
export function FleetAuditPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [typed, setTyped] = useState('');
  const [actor, setActor] = useState('');
  const loaded = useLoaded(() => services.fleet.audit({ limit: LIMIT, ...(actor ? { actor } : {}) }), [services, actor]);
  const results: Record<AuditResult, string> = { succeeded: t`Done`, refused: t`Refused`, failed: t`Failed` };
  const entries = loaded.value ?? [];
  const count = entries.length;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl" tabIndex={-1}>
        <Trans>Fleet audit</Trans>
      </Heading>
      <form
        aria-label={t`Filter the audit`}
        onSubmit={(event) => {
          event.preventDefault();
          setActor(typed.trim());
        }}
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>
              <Trans>Operator</Trans>
            </Field.Label>
            <Input size="sm" name="actor" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Field.Root>
          <Button size="sm" type="submit" variant="outline">
            <Trans>Show</Trans>
          </Button>
        </Flex>
      </form>
      <ErrorText error={loaded.error} />
      {loaded.value ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>{count} entries, newest first</Trans>
        </Text>
      ) : null}
      {count > 0 ? (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="fleet-audit">
            <TableHead columns={[<Trans>When</Trans>, <Trans>Who</Trans>, <Trans>From</Trans>, <Trans>What</Trans>, <Trans>On</Trans>, <Trans>Result</Trans>, <Trans>Detail</Trans>]} />
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.entryId} data-testid="fleet-audit-entry" data-action={entry.action}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(Date.parse(entry.at), i18n.locale)}</Table.Cell>
                  <Table.Cell>
                    <bdi>{entry.actor || '—'}</bdi>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{entry.address || '—'}</Table.Cell>
                  <Table.Cell fontFamily="mono">{entry.action}</Table.Cell>
                  <Table.Cell>
                    <bdi>{entry.target}</bdi>
                  </Table.Cell>
                  <Table.Cell color={entry.result === 'succeeded' ? undefined : 'fg.error'}>{results[entry.result]}</Table.Cell>
                  <Table.Cell>
                    <bdi>{entry.detail}</bdi>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
