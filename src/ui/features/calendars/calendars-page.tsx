import { Box, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Calendar } from '../../../domain/configuration/calendar';
import { createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, type CalendarRange } from '../../../domain/configuration/calendar-range';
import { Icon } from '../../components/icon';
import { EntityForm } from '../../configuration/entity-form';
import { CorruptedItems } from '../../configuration/corrupted-items';
import { EntityList } from '../../configuration/entity-list';
import { ProblemsList } from '../../configuration/problems-list';
import { useProblemIndex } from '../../configuration/use-problems';
import { useSelectedItem } from '../../configuration/use-selection';
import { useApply, useDraft } from '../../configuration/use-workspace';
import { addRangeEdit, removeRangeEdit, replaceRangeEdit } from './calendar-edits';
import { CalendarUsedBy, DeleteCalendar } from './calendar-used-by';
import { CALENDARS_PATH, calendarDescriptor } from './calendar.descriptor';
import { RangeForm } from './range-form';
import { SchedulePreview } from './schedule-preview';
import { WeekView } from './week-view';
import { YearView } from './year-view';
import { UserText } from '../../components/user-text';

const CALENDARS_PATHS = [CALENDARS_PATH];

/** The calendars: the list, the open calendar's name, its ranges on a week and a year, their forms, what it means, and who uses it. */
export function CalendarsPage() {
  const { t } = useLingui();
  const draft = useDraft();
  const apply = useApply();
  const problems = useProblemIndex();
  const [selected, select] = useSelectedItem();

  if (!draft) {
    return (
      <Text>
        <Trans>No configuration is loaded.</Trans>
      </Text>
    );
  }
  const calendars: readonly Calendar[] = draft.calendars;
  const calendar = selected === undefined ? undefined : calendars.find((each) => each.id === selected);

  const create = () => {
    const created = calendarDescriptor.create!(draft);
    const outcome = apply({ kind: 'calendar.add', label: t`New calendar`, apply: (configuration) => calendarDescriptor.add!(configuration, created) });
    if (outcome.ok) select(created.id);
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3">
        <Icon name="calendar_month" />
        <Trans>Calendars</Trans>
      </Heading>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(14rem, 1fr) 4fr' }} gap="6" alignItems="start">
        <Box display={{ base: calendar ? 'none' : 'block', xl: 'block' }}>
          <EntityList
            descriptor={calendarDescriptor}
            items={calendars}
            configuration={draft}
            selectedId={selected}
            onSelect={(id) => select(id)}
            problemCount={(id) => problems.under([...CALENDARS_PATH, { id }]).length}
            actions={
              <Button onClick={create} colorPalette="primary">
                <Icon name="add" />
                <Trans>New calendar</Trans>
              </Button>
            }
          />
          <Box mt="3">
            <CorruptedItems under={CALENDARS_PATHS} />
          </Box>
        </Box>
        {calendar ? <CalendarEditor calendar={calendar} onDeleted={() => select(undefined, { replace: true })} onBack={() => select(undefined)} /> : selected !== undefined ? (
          <Text color="fg.muted">
            <Trans>This calendar is not in the configuration (deleted, or the link is old).</Trans>
          </Text>
        ) : null}
      </Grid>
      <ProblemsList under={[CALENDARS_PATH]} />
    </Stack>
  );
}

function CalendarEditor({ calendar, onDeleted, onBack }: { readonly calendar: Calendar; readonly onDeleted: () => void; readonly onBack: () => void }) {
  const { t } = useLingui();
  const draft = useDraft()!;
  const apply = useApply();
  const problems = useProblemIndex();
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
    <Card.Root minW="0">
      <Card.Body>
        <Stack gap="6">
          <EntityForm
            descriptor={calendarDescriptor}
            id={calendar.id}
            configuration={draft}
            problems={problems}
            header={
              <Flex gap="3" align="center" wrap="wrap">
                <Button variant="ghost" size="sm" display={{ base: 'inline-flex', xl: 'none' }} onClick={onBack}>
                  <Icon name="arrow_back" />
                  <Trans>All calendars</Trans>
                </Button>
                <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
                  {calendar.name === '' ? t`(no name)` : <UserText>{calendar.name}</UserText>}
                </Heading>
                <DeleteCalendar configuration={draft} calendar={calendar} onDeleted={onDeleted} />
              </Flex>
            }
          />
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
            <Flex gap="2" wrap="wrap" mb="3">
              {adders.map(([label, make]) => (
                <Button key={label} size="sm" variant="outline" onClick={() => add(make())}>
                  <Icon name="add" />
                  {label}
                </Button>
              ))}
            </Flex>
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
          <CalendarUsedBy configuration={draft} calendar={calendar} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
