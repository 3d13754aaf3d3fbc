import { Badge, Button, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationSummary } from '../../../application/ports/monitor.port';
import { APPLICATION_STATE_LABELS, APPLICATION_STATE_PALETTES } from './health-labels';
import { formatTime } from './formats';
import { TableHead } from '../../components/table-head';

export interface ApplicationsTableProps {
  readonly applications: readonly ApplicationSummary[];
  readonly selected: number | null;
  readonly onSelect: (processid: number) => void;
  /** Path and flags are for experts. */
  readonly expert: boolean;
}

/** The appliance's applications with their state; a button opens the details of one. */
export function ApplicationsTable({ applications, selected, onSelect, expert }: ApplicationsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Applications`} data-testid="applications">
        <TableHead
          columns={[
            <Trans>Name</Trans>,
            <Trans>Status</Trans>,
            <Trans>Version</Trans>,
            <Trans>Process id</Trans>,
            <Trans>Started</Trans>,
            <Trans>Last answer</Trans>,
            expert && <Trans>Path</Trans>,
            expert && <Trans>Flags</Trans>,
            <Trans>Details</Trans>,
          ]}
        />
        <Table.Body>
          {applications.map((application) => (
            <Table.Row key={application.processid} aria-selected={application.processid === selected}>
              <Table.Cell fontWeight="semibold">{application.name}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={APPLICATION_STATE_PALETTES[application.status]} data-testid={`application-status-${application.processid}`}>
                  {i18n._(APPLICATION_STATE_LABELS[application.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell>{application.version}</Table.Cell>
              <Table.Cell>{application.processid}</Table.Cell>
              <Table.Cell>{formatTime(application.timeStart, i18n.locale)}</Table.Cell>
              <Table.Cell>{formatTime(application.timePing, i18n.locale)}</Table.Cell>
              {expert && (
                <>
                  <Table.Cell fontFamily="mono">{application.path}</Table.Cell>
                  <Table.Cell>{application.flags}</Table.Cell>
                </>
              )}
              <Table.Cell>
                <Button size="xs" variant={application.processid === selected ? 'solid' : 'outline'} aria-pressed={application.processid === selected} onClick={() => onSelect(application.processid)}>
                  <Trans>Show {application.name}</Trans>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
