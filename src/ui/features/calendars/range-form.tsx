import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isDailyRange,
  isGenericRange,
  isMonthlyRange,
  isWeeklyRange,
  isYearlyRange,
  monthFlag,
  weekdayFlag,
  type CalendarRange,
  type Time,
} from '../../../domain/configuration/calendar-range';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { CommitInput } from '../../configuration/commit-input';
import { CommitFlag } from './commit-flag';
import { monthNames, weekdayNames } from '../../configuration/words/calendar-names';
import { MonthField, TimeField, WEEK_ORDER, WeekdayField } from './moment-fields';
import { useReadOnly } from '../../components/use-read-only';
import { rangeWords } from './calendar.descriptor';

interface RangeFormProps {
  readonly range: CalendarRange;
  readonly index: number;
  readonly onChange: (range: CalendarRange) => void;
  readonly onRemove: () => void;
}

/** The fields of one range, exactly as section 3 lists them; a range of an unknown type is shown read-only. */
export function RangeForm({ range, index, onChange, onRemove }: RangeFormProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const days = weekdayNames(i18n.locale, 'long');
  const months = monthNames(i18n.locale, 'long');

  const time = <T extends Time>(moment: T, set: (next: T) => void, prefix: string) => <TimeField label={t`${prefix} time`} moment={moment} onCommit={set} />;
  const begin = t`Begin`;
  const end = t`End`;
  /** The begin's day or month flags, one checkbox a name. */
  const flags = <F extends string>(label: string, names: readonly string[], flagOf: (index: number) => F, checked: Readonly<Record<F, boolean>>, onFlag: (flag: F, on: boolean) => void, order: readonly number[] = names.map((_, index) => index)) => (
    <Flex gap="3" wrap="wrap" role="group" aria-label={label}>
      {order.map((index) => {
        const flag = flagOf(index);
        return <CommitFlag key={flag} label={names[index]!} checked={checked[flag]} onCommit={(on) => onFlag(flag, on)} />;
      })}
    </Flex>
  );
  /** The begin's and the end's fields, in that order. */
  const beginAndEnd = (moment: (which: 'begin' | 'end', prefix: string) => ReactNode) => (
    <>
      {moment('begin', begin)}
      {moment('end', end)}
    </>
  );

  let body;
  if (isDailyRange(range)) {
    body = (
      <>
        {flags(t`Days`, days, weekdayFlag, range.begin, (flag, on) => onChange({ ...range, begin: { ...range.begin, [flag]: on } }), WEEK_ORDER)}
        {beginAndEnd((which, prefix) => <Flex gap="2" wrap="wrap" align="start">{time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}</Flex>)}
      </>
    );
  } else if (isWeeklyRange(range)) {
    body = beginAndEnd((which, prefix) => (
      <Flex gap="2" wrap="wrap" align="start">
        <WeekdayField label={t`${prefix} weekday`} value={range[which].weekday} onCommit={(weekday) => onChange({ ...range, [which]: { ...range[which], weekday } })} />
        {time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}
      </Flex>
    ));
  } else if (isMonthlyRange(range)) {
    body = (
      <>
        {flags(t`Months`, months, monthFlag, range.begin, (flag, on) => onChange({ ...range, begin: { ...range.begin, [flag]: on } }))}
        {beginAndEnd((which, prefix) => (
          <Flex gap="2" wrap="wrap" align="start">
            <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} day`} value={range[which].day} min={0} max={31} onCommit={(day) => onChange({ ...range, [which]: { ...range[which], day } })} />
            {time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}
          </Flex>
        ))}
      </>
    );
  } else if (isYearlyRange(range)) {
    body = beginAndEnd((which, prefix) => (
      <Flex gap="2" wrap="wrap" align="start">
        <MonthField label={t`${prefix} month`} value={range[which].month} onCommit={(month) => onChange({ ...range, [which]: { ...range[which], month } })} />
        <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} day`} value={range[which].day} min={0} max={31} onCommit={(day) => onChange({ ...range, [which]: { ...range[which], day } })} />
        {time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}
      </Flex>
    ));
  }

  const type = range.type;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" aria-label={range.name === '' ? i18n._(rangeWords(index)) : range.name} id={`range-${index}`}>
      <Stack gap="3">
        <Flex gap="3" align="end" wrap="wrap">
          {isGenericRange(range) ? (
            <Text fontWeight="semibold">{range.name}</Text>
          ) : (
            <CommitInput maxW="sm" label={t`Range name`} value={range.name} onCommit={(name) => onChange({ ...range, name })} />
          )}
          {readOnly ? null : (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
              <Icon name="delete" />
              <Trans>Delete the range</Trans>
            </Button>
          )}
        </Flex>
        {isGenericRange(range) ? (
          <Text color="fg.muted">
            <Trans>A range of type {type}, which this console does not know: kept as it is and saved unchanged.</Trans>
          </Text>
        ) : (
          body
        )}
      </Stack>
    </Box>
  );
}
