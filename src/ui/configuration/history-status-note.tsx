import { Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { HistoryStatus } from '../../application/ports/history-status.port';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { ErrorText } from '../components/alert-text';

/** Whether history is up to date: not kept by this server, or behind while its database is away (docs/history.md). */
export function HistoryStatusNote({ status, error }: { readonly status: HistoryStatus | undefined; readonly error: unknown }) {
  if (error instanceof ApplianceRequestError && error.status === 404) {
    return (
      <Text role="status" color="fg.muted" data-testid="history-not-kept">
        <Trans>This Vigil server keeps no history (it was started with --no-history).</Trans>
      </Text>
    );
  }
  if (error) return <ErrorText error={error} />;
  if (!status) return null;
  if (!status.database.reachable || status.spooled > 0) {
    return (
      <Text role="status" color="fg.warning" data-testid="history-behind">
        <Trans>History is behind: its database does not answer.</Trans>{' '}
        <Plural value={status.spooled} one="# record waits on this server's disk and will be written when it answers; nothing is lost." other="# records wait on this server's disk and will be written when it answers; nothing is lost." />
      </Text>
    );
  }
  return null;
}
