import { Box, Grid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isMonthlyRange, isYearlyRange, type CalendarRange } from '../../../domain/configuration/calendar-range';
import { occurrencesBetween } from '../../../domain/configuration/calendar-schedule';
import { monthNames } from '../../configuration/words/calendar-names';

/**
 * Monthly and yearly ranges on a year (the current one), read-only: a day is
 * marked when one of them is on at some time that day. Edited in the forms below.
 */
export function YearView({ ranges }: { readonly ranges: readonly CalendarRange[] }) {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  const months = monthNames(i18n.locale, 'short');
  const kept = ranges.map((range) => (isMonthlyRange(range) || isYearlyRange(range) ? range : { type: -1, name: '' }));
  const marked = new Set<string>();
  for (const occurrence of occurrencesBetween(kept, new Date(year, 0, 1), new Date(year + 1, 0, 1))) {
    for (let day = new Date(occurrence.start.getFullYear(), occurrence.start.getMonth(), occurrence.start.getDate()); day < occurrence.end; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      if (day.getFullYear() === year) marked.add(`${day.getMonth()}:${day.getDate()}`);
    }
  }
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        <Trans>Monthly and yearly ranges in {year}: a marked day is on at some time that day.</Trans>
      </Text>
      <Grid templateColumns="4rem repeat(31, 1fr)" gap="1px" aria-hidden maxW="3xl">
        {months.map((month, index) => (
          <Box key={month} display="contents">
            <Text fontSize="2xs">{month}</Text>
            {Array.from({ length: 31 }, (_, day) => {
              const exists = day + 1 <= new Date(year, index + 1, 0).getDate();
              return <Box key={day} h="3" bg={!exists ? 'transparent' : marked.has(`${index}:${day + 1}`) ? 'primary.solid' : 'bg.muted'} />;
            })}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
