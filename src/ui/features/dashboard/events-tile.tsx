import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaded } from '../../components/use-loaded';
import { useServices } from '../../services-context';
import { LEVEL_LABELS, LEVEL_PALETTES, sourceText } from '../../i18n/log-labels';
import { Tile, TileState } from './tile';
import { StaleNote } from '../../components/stale-note';

/** The overview shows this many of the latest lines. */
const RECENT_EVENTS = 5;

/** The latest lines of the system log (the one the logs and health pages read), newest first. */
export function EventsTile() {
  const { i18n } = useLingui();
  const { operations } = useServices();
  const { value: entries, error } = useLoaded(async () => (await operations.readLog.execute('system')).entries.slice(-RECENT_EVENTS).reverse(), [operations]);

  return (
    <Tile icon="receipt_long" title={<Trans>Recent events</Trans>} to="/admin/logs" linkText={<Trans>Open the logs</Trans>} testId="overview-events">
      {entries === undefined ? (
        <TileState error={error} />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">
          <Trans>The system log is empty.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {entries.map((entry) => (
            <Stack as="li" key={entry.line} gap="0" data-testid="overview-event">
              <HStack gap="2" fontSize="xs" color="fg.muted">
                {entry.level ? (
                  <Badge size="sm" colorPalette={LEVEL_PALETTES[entry.level]}>
                    {i18n._(LEVEL_LABELS[entry.level])}
                  </Badge>
                ) : null}
                <Text as="span" fontFamily="mono">
                  {entry.time}
                </Text>
                {entry.source ? <Text as="span">{sourceText(i18n, entry.source)}</Text> : null}
              </HStack>
              <Text as="bdi" fontSize="sm" lineClamp="2">
                {entry.message}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {entries !== undefined ? <StaleNote testId="events-stale" /> : null}
    </Tile>
  );
}
