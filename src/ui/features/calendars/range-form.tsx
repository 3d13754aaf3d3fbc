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
  const days = weekdayNames(i18n.locale, 'long');
  const months = monthNames(i18n.locale, 'long');

  const time = <T extends Time>(moment: T, set: (next: T) => void, prefix: string) => (
    <>
      <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} hour`} value={moment.hour} min={0} max={23} onCommit={(hour) => set({ ...moment, hour })} />
      <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} minute`} value={moment.minute} min={0} max={59} onCommit={(minute) => set({ ...moment, minute })} />
      <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} second`} value={moment.second} min={0} max={59} onCommit={(second) => set({ ...moment, second })} />
    </>
  );
  const begin = t`Begin`;
  const end = t`End`;
  /** The begin's day or month flags, one checkbox a name. */
  const flags = <F extends string>(label: string, names: readonly string[], flagOf: (index: number) => F, checked: Readonly<Record<F, boolean>>, onFlag: (flag: F, on: boolean) => void) => (
    <Flex gap="3" wrap="wrap" role="group" aria-label={label}>
      {names.map((name, index) => {
        const flag = flagOf(index);
        return <CommitFlag key={flag} label={name} checked={checked[flag]} onCommit={(on) => onFlag(flag, on)} />;
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
        {flags(t`Days`, days, weekdayFlag, range.begin, (flag, on) => onChange({ ...range, begin: { ...range.begin, [flag]: on } }))}
        {beginAndEnd((which, prefix) => <Flex gap="2" wrap="wrap">{time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}</Flex>)}
      </>
    );
  } else if (isWeeklyRange(range)) {
    body = beginAndEnd((which, prefix) => (
      <Flex gap="2" wrap="wrap" align="end">
        <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} weekday`} value={range[which].weekday} min={0} max={6} onCommit={(weekday) => onChange({ ...range, [which]: { ...range[which], weekday } })} />
        <Text fontSize="sm" pb="2" minW="6rem">{days[range[which].weekday] ?? ''}</Text>
        {time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}
      </Flex>
    ));
  } else if (isMonthlyRange(range)) {
    body = (
      <>
        {flags(t`Months`, months, monthFlag, range.begin, (flag, on) => onChange({ ...range, begin: { ...range.begin, [flag]: on } }))}
        {beginAndEnd((which, prefix) => (
          <Flex gap="2" wrap="wrap">
            <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} day`} value={range[which].day} min={0} max={31} onCommit={(day) => onChange({ ...range, [which]: { ...range[which], day } })} />
            {time(range[which], (next) => onChange({ ...range, [which]: next }), prefix)}
          </Flex>
        ))}
      </>
    );
  } else if (isYearlyRange(range)) {
    body = beginAndEnd((which, prefix) => (
      <Flex gap="2" wrap="wrap">
        <CommitInput width="5.5rem" labelFontSize="xs" label={t`${prefix} month`} value={range[which].month} min={1} max={12} onCommit={(month) => onChange({ ...range, [which]: { ...range[which], month } })} />
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
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            <Icon name="delete" />
            <Trans>Delete the range</Trans>
          </Button>
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
