import { describe, expect, it } from 'vitest';
import { createWeeklyRange } from '../../../domain/configuration/calendar-range';
import { drawnRange, moveRange, resizeRange } from './week-gestures';

describe('week view gestures', () => {
  const office = drawnRange(1, 8 * 60, 17 * 60);

  it('draws a daily range on one weekday', () => {
    expect(office.begin).toMatchObject({ weekday1: true, weekday2: false, hour: 8, minute: 0, second: 0 });
    expect(office.end).toEqual({ hour: 17, minute: 0, second: 0 });
    expect(drawnRange(0, 23 * 60, 24 * 60).end).toEqual({ hour: 0, minute: 0, second: 0 });
  });

  it('moves a daily occurrence by 15 minutes and by a day, keeping seconds', () => {
    const withSeconds = { ...office, begin: { ...office.begin, second: 7 } };
    expect(moveRange(withSeconds, 1, 15, 0)).toMatchObject({ begin: { hour: 8, minute: 15, second: 7 }, end: { hour: 17, minute: 15, second: 0 } });
    expect(moveRange(office, 1, 0, 1)?.begin).toMatchObject({ weekday1: false, weekday2: true, hour: 8 });
    expect(moveRange(office, 1, 0, -2)?.begin).toMatchObject({ weekday1: false, weekday6: true });
    expect(moveRange({ ...office, begin: { ...office.begin, weekday2: true } }, 1, 0, 1)).toBeUndefined();
  });

  it('moves a weekly range round the week', () => {
    const weekly = createWeeklyRange({ begin: { weekday: 6, hour: 23, minute: 45, second: 0 }, end: { weekday: 0, hour: 6, minute: 0, second: 0 } });
    expect(moveRange(weekly, 6, 15, 0)).toMatchObject({ begin: { weekday: 0, hour: 0, minute: 0 }, end: { weekday: 0, hour: 6, minute: 15 } });
  });

  it('resizes the end and refuses an empty range', () => {
    expect(resizeRange(office, -15, 0)?.end).toEqual({ hour: 16, minute: 45, second: 0 });
    expect(resizeRange(drawnRange(1, 480, 495), -15, 0)).toBeUndefined();
  });
});
