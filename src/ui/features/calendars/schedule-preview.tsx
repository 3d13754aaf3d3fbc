import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CalendarRange } from '../../../domain/configuration/calendar-range';
import { activeRangesAt, nextOccurrences } from '../../../domain/configuration/calendar-schedule';

/** What the schedule means: whether the io is on now (the browser's clock), and the next five occurrences. */
export function SchedulePreview({ ranges }: { readonly ranges: readonly CalendarRange[] }) {
  const { t, i18n } = useLingui();
  // The moment is taken once per mount: the preview is a reading aid, not a clock.
  const [now] = useState(() => new Date());
  const active = activeRangesAt(ranges, now);
  const next = nextOccurrences(ranges, now, 5);
  const format = (date: Date) => i18n.date(date, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const name = (index: number) => ranges[index]?.name ?? '';
  return (
    <Box as="section" aria-labelledby="schedule-preview-title">
      <Heading as="h3" size="md" id="schedule-preview-title" mb="2">
        <Trans>What the schedule means</Trans>
      </Heading>
      <Stack gap="2">
        <Text data-testid="active-now" fontWeight="semibold">
          {active.length > 0 ? <Trans>Active now (the io is on).</Trans> : <Trans>Not active now (the io is off).</Trans>}
        </Text>
        {next.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No occurrence in the coming two years.</Trans>
          </Text>
        ) : (
          <Box as="ol" ps="5" listStyleType="decimal" aria-label={t`Next occurrences`}>
            {next.map((each) => (
              <li key={`${each.rangeIndex}:${each.start.getTime()}`}>
                {name(each.rangeIndex)} — {format(each.start)} → {format(each.end)}
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
