import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createDailyRange, createWeeklyRange, createYearlyRange, type CalendarRange } from '../../../domain/configuration/calendar-range';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { parseTime, timeText } from './moment-fields';
import { RangeForm } from './range-form';

/** The range form on its own, its changes kept (each commit one call). */
function renderRange(language: 'en' | 'fr', first: CalendarRange) {
  const commits: CalendarRange[] = [];
  function Harness() {
    const [range, setRange] = useState(first);
    return (
      <RangeForm
        range={range}
        index={0}
        onRemove={() => undefined}
        onChange={(next) => {
          commits.push(next);
          setRange(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <Harness />
      </I18nProvider>
    </ChakraProvider>,
  );
  return commits;
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

const WORDS = {
  en: { days: 'Days', beginWeekday: 'Begin weekday', beginTime: 'Begin time', endTime: 'End time', beginMonth: 'Begin month', monday: 'Monday', sunday: 'Sunday', friday: 'Friday', march: 'March', notWeekday: '9 (not a weekday)', badTime: /Give a time of day/, notTime: /not a time of day/ },
  fr: { days: 'Jours', beginWeekday: 'Début : jour de la semaine', beginTime: 'Début : heure', endTime: 'Fin : heure', beginMonth: 'Début : mois', monday: 'lundi', sunday: 'dimanche', friday: 'vendredi', march: 'mars', notWeekday: "9 (pas un jour de la semaine)", badTime: /Indiquez une heure/, notTime: /pas une heure de la journée/ },
} as const;

describe('calendar range moments in words', () => {
  for (const language of ['en', 'fr'] as const) {
    const words = WORDS[language];

    it(`edits a weekly range's weekday by name, Monday first, and its time in one field (${language})`, () => {
      const commits = renderRange(language, createWeeklyRange());
      const weekday = screen.getByLabelText(words.beginWeekday);
      expect(optionsOf(weekday)).toHaveLength(7);
      expect(optionsOf(weekday)[0]).toBe(words.monday);
      expect(optionsOf(weekday)[6]).toBe(words.sunday);
      fireEvent.change(weekday, { target: { value: '5' } });
      expect(commits.at(-1)).toMatchObject({ begin: { weekday: 5 } });
      expect((screen.getByLabelText(words.beginWeekday) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(words.friday);

      const time = screen.getByLabelText(words.beginTime) as HTMLInputElement;
      expect(time.type).toBe('time');
      expect(parseTime(time.value)).toEqual({ hour: 0, minute: 0, second: 0 });
      fireEvent.change(time, { target: { value: '08:30:15' } });
      expect(commits).toHaveLength(1);
      fireEvent.blur(time);
      expect(commits).toHaveLength(2);
      expect(commits.at(-1)).toMatchObject({ begin: { weekday: 5, hour: 8, minute: 30, second: 15 }, end: { hour: 0, minute: 0, second: 0 } });
    });

    it(`lists a daily range's days Monday first, as the week grid, each ticking its own weekday (${language})`, async () => {
      const commits = renderRange(language, createDailyRange());
      const days = within(screen.getByRole('group', { name: words.days })).getAllByRole('checkbox');
      expect(days).toHaveLength(7);
      expect(days[0]!.closest('label')?.textContent).toBe(words.monday);
      expect(days[6]!.closest('label')?.textContent).toBe(words.sunday);
      fireEvent.click(days[6]!);
      await waitFor(() => expect(commits.at(-1)).toMatchObject({ begin: { weekday0: true, weekday1: false } }));
    });

    it(`keeps a time it cannot read, says why, and commits nothing (${language})`, () => {
      const commits = renderRange(language, createDailyRange());
      const time = screen.getByLabelText(words.endTime);
      fireEvent.change(time, { target: { value: '25:00' } });
      fireEvent.blur(time);
      expect(commits).toHaveLength(0);
      expect(time.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(words.badTime)).toBeTruthy();
    });

    it(`shows a held weekday or time that is none as it is, not as Monday or midnight (${language})`, () => {
      const commits = renderRange(language, createWeeklyRange({ begin: { weekday: 9, hour: 26, minute: 0, second: 0 } }));
      const weekday = screen.getByLabelText(words.beginWeekday) as HTMLSelectElement;
      expect(weekday.selectedOptions[0]!.textContent).toBe(words.notWeekday);
      expect((screen.getByLabelText(words.beginTime) as HTMLInputElement).value).toBe('');
      expect(screen.getByText(words.notTime)).toBeTruthy();
      expect(commits).toHaveLength(0);
    });

    it(`edits a yearly range's month by name (${language})`, () => {
      const commits = renderRange(language, createYearlyRange());
      const month = screen.getByLabelText(words.beginMonth);
      expect(optionsOf(month)).toHaveLength(12);
      fireEvent.change(month, { target: { value: '3' } });
      expect((screen.getByLabelText(words.beginMonth) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(words.march);
      expect(commits.at(-1)).toMatchObject({ begin: { month: 3 }, end: { month: 1 } });
    });
  }

  it('reads back every time of day it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (hour, minute, second) => {
        expect(parseTime(timeText({ hour, minute, second }))).toEqual({ hour, minute, second });
      }),
    );
    for (const text of ['24:00', '7:60', '12', '', '08:30:60', 'ab:cd']) expect(parseTime(text)).toBeNull();
    expect(parseTime('7:05')).toEqual({ hour: 7, minute: 5, second: 0 });
  });
});
