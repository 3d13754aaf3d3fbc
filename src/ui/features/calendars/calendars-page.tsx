import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Calendar } from '../../../domain/configuration/calendar';
import { createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, type CalendarRange } from '../../../domain/configuration/calendar-range';
import type { Configuration } from '../../../domain/configuration/configuration';
import { Icon } from '../../components/icon';
import { useReadOnly } from '../../components/use-read-only';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { useApply } from '../../configuration/use-workspace';
import { addRangeEdit, removeRangeEdit, replaceRangeEdit } from './calendar-edits';
import { CalendarUsedBy, DeleteCalendar } from './calendar-used-by';
import { calendarList } from './calendar.list';
import { RangeForm } from './range-form';
import { SchedulePreview } from './schedule-preview';
import { WeekView } from './week-view';
import { YearView } from './year-view';

/** The calendars: the table, the open calendar's name, its ranges on a week and a year, their forms, what it means, and who uses it. */
export function CalendarsPage() {
  return (
    <ListDetailLayout
      list={calendarList}
      remove={(calendar, configuration, onDeleted) => <DeleteCalendar configuration={configuration} calendar={calendar} onDeleted={onDeleted} />}
      extra={(calendar, configuration) => <CalendarSections calendar={calendar} configuration={configuration} />}
    />
  );
}

/** What a calendar holds beyond its name: what it means, its ranges on a week and a year, their forms, and who uses it. */
function CalendarSections({ calendar, configuration }: { readonly calendar: Calendar; readonly configuration: Configuration }) {
  const { t } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const id = calendar.id;
  const add = (range: CalendarRange) => apply(addRangeEdit(id, range, t`Add a range to ${calendar.name}`));
  const replace = (index: number, range: CalendarRange) => apply(replaceRangeEdit(id, index, range, t`Change the range ${range.name}`));
  const adders: readonly [string, () => CalendarRange][] = [
    [t`Add a daily range`, () => createDailyRange()],
    [t`Add a weekly range`, () => createWeeklyRange()],
    [t`Add a monthly range`, () => createMonthlyRange()],
    [t`Add a yearly range`, () => createYearlyRange()],
  ];
  return (
    <Stack gap="6">
          <SchedulePreview ranges={calendar.ranges} />
          <Box as="section" aria-labelledby="week-view-title" overflowX="auto">
            <Heading as="h3" size="md" id="week-view-title" mb="2">
              <Trans>Week (daily and weekly ranges)</Trans>
            </Heading>
            <WeekView ranges={calendar.ranges} onAdd={add} onReplace={replace} />
          </Box>
          <Box as="section" aria-labelledby="year-view-title" overflowX="auto">
            <Heading as="h3" size="md" id="year-view-title" mb="2">
              <Trans>Year (monthly and yearly ranges)</Trans>
            </Heading>
            <YearView ranges={calendar.ranges} />
          </Box>
          <Box as="section" aria-labelledby="ranges-title">
            <Heading as="h3" size="md" id="ranges-title" mb="2">
              <Trans>Ranges</Trans>
            </Heading>
            {readOnly ? null : (
              <Flex gap="2" wrap="wrap" mb="3">
                {adders.map(([label, make]) => (
                  <Button key={label} size="sm" variant="outline" onClick={() => add(make())}>
                    <Icon name="add" />
                    {label}
                  </Button>
                ))}
              </Flex>
            )}
            <Stack gap="3">
              {calendar.ranges.map((range, index) => (
                <RangeForm
                  key={index}
                  range={range}
                  index={index}
                  onChange={(next) => replace(index, next)}
                  onRemove={() => apply(removeRangeEdit(id, index, t`Delete the range ${range.name}`))}
                />
              ))}
            </Stack>
          </Box>
          <CalendarUsedBy configuration={configuration} calendar={calendar} />
    </Stack>
  );
}
