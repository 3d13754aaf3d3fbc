import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Time } from '../../../domain/configuration/calendar-range';
import { useCommitOnBlur, type CommitParsed } from '../../configuration/commit-input';
import { useReadOnly } from '../../components/use-read-only';
import { monthNames, twoDigits, weekdayNames } from '../../configuration/words/calendar-names';

/*
 * A range's moments edited in words (docs/words-and-screens.md): the weekday and the
 * month chosen by name in the console's language, the time in a time field
 * (hours, minutes, seconds, 24-hour); a value the appliance holds that is no
 * weekday, month or time of day is shown as it is, never silently replaced.
 */

/** Days in the order of the week grid, Monday first; the value is the range's weekday (0 is Sunday). */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

interface ChoiceProps {
  readonly label: string;
  readonly value: number;
  readonly onCommit: (value: number) => void;
}

/** A drop-down of named numbers; a held value outside them is one more choice, named as out of range. */
function NamedNumberField({ label, value, choices, outside, onCommit }: ChoiceProps & { readonly choices: readonly (readonly [number, string])[]; readonly outside: string }) {
  const known = choices.some(([number]) => number === value);
  const readOnly = useReadOnly();
  return (
    <Field.Root width="auto" minW="9rem" readOnly={readOnly} disabled={readOnly}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={readOnly}>
        <NativeSelect.Field value={String(value)} onChange={(event) => onCommit(Number(event.target.value))}>
          {known ? null : <option value={String(value)}>{outside}</option>}
          {choices.map(([number, name]) => (
            <option key={number} value={String(number)}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A weekly range's weekday, by name, Monday first. */
export function WeekdayField(props: ChoiceProps) {
  const { t, i18n } = useLingui();
  const names = weekdayNames(i18n.locale, 'long');
  const value = props.value;
  return <NamedNumberField {...props} choices={WEEK_ORDER.map((day) => [day, names[day]!] as const)} outside={t`${value} (not a weekday)`} />;
}

/** A yearly range's month (1 is January), by name. */
export function MonthField(props: ChoiceProps) {
  const { t, i18n } = useLingui();
  const names = monthNames(i18n.locale, 'long');
  const value = props.value;
  return <NamedNumberField {...props} choices={names.map((name, index) => [index + 1, name] as const)} outside={t`${value} (not a month)`} />;
}

const isTimeOfDay = (moment: Time) =>
  [moment.hour, moment.minute, moment.second].every(Number.isInteger) && moment.hour >= 0 && moment.hour <= 23 && moment.minute >= 0 && moment.minute <= 59 && moment.second >= 0 && moment.second <= 59;

/** A moment as the time field shows it, "08:30:00"; empty when it is no time of day. */
export function timeText(moment: Time): string {
  return isTimeOfDay(moment) ? `${twoDigits(moment.hour)}:${twoDigits(moment.minute)}:${twoDigits(moment.second)}` : '';
}

/** "08:30" or "08:30:15" (what a time field gives) as hour, minute, second. */
export function parseTime(text: string): Time | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const moment = { hour, minute, second };
  return isTimeOfDay(moment) ? moment : null;
}

interface TimeFieldProps<T extends Time> {
  readonly label: string;
  readonly moment: T;
  readonly onCommit: (next: T) => void;
}

/** A moment's time of day, committed once when the field is left or Enter pressed (one step of history). */
export function TimeField<T extends Time>({ label, moment, onCommit }: TimeFieldProps<T>) {
  const { t } = useLingui();
  const id = useId();
  const held = timeText(moment);
  const { inputProps, problem } = useCommitOnBlur<Time, string>({
    text: held,
    parse: (typed): CommitParsed<Time, string> => {
      const parsed = parseTime(typed);
      return parsed ? { ok: true, value: parsed } : { ok: false, problem: t`Give a time of day, hours 0 to 23, minutes and seconds 0 to 59.` };
    },
    commit: (next) => {
      if (next.hour !== moment.hour || next.minute !== moment.minute || next.second !== moment.second) onCommit({ ...moment, ...next });
    },
  });
  const { hour, minute, second } = moment;
  const note = held === '' ? t`Saved as hour ${hour}, minute ${minute}, second ${second}: not a time of day.` : undefined;
  const message = problem ?? note;
  return (
    <Field.Root id={id} width="auto" invalid={message !== undefined}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input {...inputProps} type="time" step={1} size="sm" width="9rem" aria-describedby={message !== undefined ? `field::${id}::error-text` : undefined} />
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
