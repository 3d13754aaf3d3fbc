import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { isDailyRange, isWeeklyRange, type CalendarRange } from '../../../domain/configuration/calendar-range';
import { occurrencesBetween } from '../../../domain/configuration/calendar-schedule';
import { twoDigits, weekdayNames } from '../../configuration/words/calendar-names';
import { useReadOnly } from '../../components/use-read-only';
import { drawnRange, moveRange, resizeRange, STEP_MINUTES, type WeekRange } from './week-gestures';

const HOUR_PX = 24;
const STEP_PX = (HOUR_PX * STEP_MINUTES) / 60;
const HEIGHT = 24 * HOUR_PX;
/** Columns Monday first; the value is the range's weekday (0 is Sunday). */
const COLUMNS = [1, 2, 3, 4, 5, 6, 0];
// A reference week, Monday 2023-01-02 to the next Monday, in local time like the schedule.
const WEEK_START = new Date(2023, 0, 2);
const WEEK_END = new Date(2023, 0, 9);

interface Segment {
  readonly key: string;
  readonly rangeIndex: number;
  readonly weekday: number;
  readonly column: number;
  readonly top: number;
  readonly bottom: number;
  readonly first: boolean;
}

function segments(ranges: readonly CalendarRange[]): Segment[] {
  const drawn: Segment[] = [];
  for (const occurrence of occurrencesBetween(ranges, WEEK_START, WEEK_END)) {
    const range = ranges[occurrence.rangeIndex]!;
    if (!isDailyRange(range) && !isWeeklyRange(range)) continue;
    const weekday = occurrence.start.getDay();
    const key = `${occurrence.rangeIndex}:${weekday}`;
    COLUMNS.forEach((_, column) => {
      const dayStart = new Date(2023, 0, 2 + column);
      const dayEnd = new Date(2023, 0, 3 + column);
      const from = Math.max(occurrence.start.getTime(), dayStart.getTime());
      const to = Math.min(occurrence.end.getTime(), dayEnd.getTime());
      if (to <= from) return;
      const minutes = (time: number) => (time - dayStart.getTime()) / 60_000;
      drawn.push({ key, rangeIndex: occurrence.rangeIndex, weekday, column, top: minutes(from), bottom: minutes(to), first: from === occurrence.start.getTime() });
    });
  }
  return drawn;
}

type Drag =
  | { readonly kind: 'create'; readonly column: number; readonly from: number; readonly to: number }
  | { readonly kind: 'move' | 'resize'; readonly key: string; readonly x: number; readonly y: number; readonly minutes: number; readonly days: number; readonly width: number };

interface WeekViewProps {
  readonly ranges: readonly CalendarRange[];
  readonly onAdd: (range: WeekRange) => void;
  readonly onReplace: (index: number, range: WeekRange) => void;
}

/**
 * Daily and weekly ranges drawn on a week. Drawing on a day creates a daily
 * range; a block moves by dragging or with the arrows (15 minutes, a day),
 * and its end moves by its bottom handle or with Shift+arrows. Each gesture
 * is one edit, applied on release. In a console that may only read the
 * week is shown, and no gesture changes it.
 */
export function WeekView({ ranges, onAdd, onReplace }: WeekViewProps) {
  const { t, i18n } = useLingui();
  const days = weekdayNames(i18n.locale, 'long');
  const shortDays = weekdayNames(i18n.locale, 'short');
  const readOnly = useReadOnly();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const drawn = segments(ranges);

  useEffect(() => {
    if (focusKey === null) return;
    const block = root.current?.querySelector<HTMLElement>(`[data-key="${focusKey}"]`) ?? root.current?.querySelector<HTMLElement>(`[data-range="${focusKey.split(':')[0]}"]`);
    block?.focus();
  }, [focusKey, ranges]);

  const weekRange = (index: number) => ranges[index] as WeekRange;
  const move = (segment: Segment, minutes: number, days: number, resize: boolean) => {
    if (readOnly) return;
    const range = weekRange(segment.rangeIndex);
    const next = resize ? resizeRange(range, minutes, days) : moveRange(range, segment.weekday, minutes, days);
    if (!next) return;
    onReplace(segment.rangeIndex, next);
    setFocusKey(`${segment.rangeIndex}:${resize || !isDailyRange(range) ? (next.type === 1 ? next.begin.weekday : segment.weekday) : (segment.weekday + days + 7) % 7}`);
  };

  const snap = (pixels: number) => Math.round(pixels / STEP_PX) * STEP_MINUTES;
  const minuteAt = (event: ReactPointerEvent, element: HTMLElement) =>
    Math.min(24 * 60, Math.max(0, Math.floor((event.clientY - element.getBoundingClientRect().top) / STEP_PX) * STEP_MINUTES));

  const label = (segment: Segment) => {
    const range = weekRange(segment.rangeIndex);
    const time = (moment: { hour: number; minute: number; second: number }) => `${twoDigits(moment.hour)}:${twoDigits(moment.minute)}:${twoDigits(moment.second)}`;
    const day = days[range.type === 1 ? range.begin.weekday : segment.weekday];
    const endDay = range.type === 1 ? `${days[range.end.weekday]} ` : '';
    const name = range.name;
    const from = time(range.begin);
    const to = `${endDay}${time(range.end)}`;
    return t`${name}: ${day} ${from} to ${to}`;
  };

  return (
    <Box ref={root}>
      {readOnly ? null : (
        <Text id="week-view-help" fontSize="sm" color="fg.muted" mb="2">
          {t`Draw on a day to add a daily range. On a block: arrows move it by 15 minutes or a day, Shift with the arrows moves its end.`}
        </Text>
      )}
      <Flex>
        <Box w={{ base: '2.25rem', md: '3rem' }} flexShrink={0} pt="2.5rem" aria-hidden>
          {Array.from({ length: 24 }, (_, hour) => (
            <Box key={hour} h={`${HOUR_PX}px`} fontSize="2xs" color="fg.muted">
              {twoDigits(hour)}:00
            </Box>
          ))}
        </Box>
        {COLUMNS.map((weekday, column) => (
          // The seven days share the width (no sideways scroll on a phone): short names there, long ones from md.
          <Box key={weekday} flex="1" minW="0" borderStartWidth="1px">
            <Button
              size="2xs"
              variant="ghost"
              w="full"
              h="2.5rem"
              px="0.5"
              minW="0"
              whiteSpace="normal"
              disabled={readOnly}
              onClick={() => {
                onAdd(drawnRange(weekday, 8 * 60, 9 * 60));
                setFocusKey(`${ranges.length}:${weekday}`);
              }}
            >
              {/* Named in words for assistive technology; on screen the day's name, short on a phone, and "+". */}
              <Box as="span" srOnly>
                {t`Add a daily range on ${days[weekday]}`}
              </Box>
              <Box as="span" aria-hidden="true" hideFrom="md">
                {shortDays[weekday]} +
              </Box>
              <Box as="span" aria-hidden="true" hideBelow="md">
                {days[weekday]} +
              </Box>
            </Button>
            <Box
              position="relative"
              h={`${HEIGHT}px`}
              bg="bg.muted"
              data-testid={`week-day-${weekday}`}
              backgroundImage={`repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--chakra-colors-border) ${HOUR_PX - 1}px, var(--chakra-colors-border) ${HOUR_PX}px)`}
              onPointerDown={(event) => {
                if (readOnly || event.target !== event.currentTarget || event.button !== 0) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                const from = minuteAt(event, event.currentTarget);
                setDrag({ kind: 'create', column, from, to: from });
              }}
              onPointerMove={(event) => {
                if (drag?.kind !== 'create' || drag.column !== column) return;
                setDrag({ ...drag, to: minuteAt(event, event.currentTarget) + STEP_MINUTES });
              }}
              onPointerUp={() => {
                if (drag?.kind !== 'create' || drag.column !== column) return;
                setDrag(null);
                const from = Math.min(drag.from, drag.to);
                const to = Math.max(drag.to, drag.from + STEP_MINUTES);
                onAdd(drawnRange(weekday, from, to === from ? from + 60 : to));
                setFocusKey(`${ranges.length}:${weekday}`);
              }}
            >
              {drag?.kind === 'create' && drag.column === column ? (
                <Box position="absolute" insetX="1" top={`${(Math.min(drag.from, drag.to) / STEP_MINUTES) * STEP_PX}px`} h={`${(Math.abs(drag.to - drag.from) / STEP_MINUTES) * STEP_PX}px`} bg="primary.subtle" borderRadius="sm" pointerEvents="none" />
              ) : null}
              {drawn
                .filter((segment) => segment.column === column)
                .map((segment) => {
                  const moving = drag && drag.kind !== 'create' && drag.key === segment.key ? drag : null;
                  const shiftY = moving?.kind === 'move' ? (moving.minutes / STEP_MINUTES) * STEP_PX : 0;
                  const grow = moving?.kind === 'resize' ? (moving.minutes / STEP_MINUTES) * STEP_PX : 0;
                  const shiftX = moving?.kind === 'move' ? `calc(${moving.days * 100}% + ${moving.days}px)` : '0';
                  const start = (event: ReactPointerEvent<HTMLElement>, kind: 'move' | 'resize') => {
                    if (readOnly || event.button !== 0) return;
                    event.stopPropagation();
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDrag({ kind, key: segment.key, x: event.clientX, y: event.clientY, minutes: 0, days: 0, width: event.currentTarget.closest('[data-testid^="week-day"]')!.getBoundingClientRect().width });
                  };
                  const track = (event: ReactPointerEvent<HTMLElement>) => {
                    if (!moving) return;
                    setDrag({ ...moving, minutes: snap(event.clientY - moving.y), days: moving.kind === 'move' ? Math.round((event.clientX - moving.x) / moving.width) : 0 });
                  };
                  const release = () => {
                    if (!moving) return;
                    setDrag(null);
                    move(segment, moving.minutes, moving.days, moving.kind === 'resize');
                  };
                  return (
                    <chakra.button
                      key={`${segment.key}:${column}`}
                      type="button"
                      data-key={segment.first ? segment.key : undefined}
                      data-range={segment.first ? segment.rangeIndex : undefined}
                      tabIndex={segment.first ? 0 : -1}
                      aria-hidden={segment.first ? undefined : true}
                      aria-label={label(segment)}
                      aria-describedby={readOnly ? undefined : 'week-view-help'}
                      position="absolute"
                      insetX="1"
                      top={`${(segment.top / STEP_MINUTES) * STEP_PX + shiftY}px`}
                      h={`${Math.max(STEP_PX, ((segment.bottom - segment.top) / STEP_MINUTES) * STEP_PX + grow)}px`}
                      transform={`translateX(${shiftX})`}
                      // teal.700: white text on it keeps 4.5:1 (teal.solid does not), in both themes.
                      bg={segment.rangeIndex % 2 === 0 ? 'primary.solid' : 'teal.700'}
                      color="white"
                      borderRadius="sm"
                      fontSize="2xs"
                      textAlign="start"
                      px="1"
                      overflow="hidden"
                      cursor={readOnly ? 'default' : 'grab'}
                      touchAction="none"
                      _focusVisible={{ outline: '3px solid', outlineColor: 'fg', outlineOffset: '1px', zIndex: 1 }}
                      onPointerDown={(event) => start(event, 'move')}
                      onPointerMove={track}
                      onPointerUp={release}
                      onKeyDown={(event) => {
                        const step = { ArrowUp: [-STEP_MINUTES, 0], ArrowDown: [STEP_MINUTES, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
                        if (!step) return;
                        event.preventDefault();
                        move(segment, step[0]!, step[1]!, event.shiftKey);
                      }}
                    >
                      {ranges[segment.rangeIndex]!.name}
                      <Box
                        position="absolute"
                        insetX="0"
                        bottom="0"
                        h="6px"
                        cursor={readOnly ? 'default' : 'ns-resize'}
                        data-testid="resize-handle"
                        onPointerDown={(event: ReactPointerEvent<HTMLElement>) => start(event, 'resize')}
                        onPointerMove={track}
                        onPointerUp={release}
                      />
                    </chakra.button>
                  );
                })}
            </Box>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
