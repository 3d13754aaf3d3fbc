import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createDailyRange } from '../../../domain/configuration/calendar-range';
import { anyDescriptor, type FieldDescriptor } from '../../configuration/entity-descriptor';
import { descriptorMismatches } from '../../configuration/descriptor-checks';
import { addRangeEdit, removeRangeEdit, replaceRangeEdit } from './calendar-edits';
import { calendarUsers } from './calendar-usage';
import { calendarDescriptor } from './calendar.descriptor';

describe('calendar descriptor', () => {
  it('describes every field of a calendar, and nothing else', () => {
    expect(descriptorMismatches(anyDescriptor(calendarDescriptor), createCalendar())).toEqual([]);
  });

  it("creates 'New calendar' with no range and an io of type calendar owned by it", () => {
    const calendar = calendarDescriptor.create!(createConfiguration());
    expect(calendar).toMatchObject({ name: 'New calendar', ranges: [], io: { typeName: 'calendar', ownerName: 'New calendar', name: 'New calendar' } });
    expect(calendar.io.id).not.toBe(calendar.id);
  });

  it('renames the io with the calendar, and adds, changes and removes ranges through the domain', () => {
    const calendar = createCalendar({ id: '1-1', name: 'Office' });
    let configuration = calendarDescriptor.add!(createConfiguration(), calendar);
    const name = calendarDescriptor.fields.name as FieldDescriptor<string, typeof calendar>;
    configuration = name.set!('Shop', { configuration, entity: calendar, path: ['calendars', { id: '1-1' }] });
    expect(configuration.calendars[0]!.io).toMatchObject({ name: 'Shop', ownerName: 'Shop' });
    configuration = addRangeEdit('1-1', createDailyRange(), 'add').apply(configuration);
    configuration = replaceRangeEdit('1-1', 0, createDailyRange({ name: 'Morning' }), 'change').apply(configuration);
    expect(configuration.calendars[0]!.ranges.map((range) => range.name)).toEqual(['Morning']);
    configuration = removeRangeEdit('1-1', 0, 'remove').apply(configuration);
    expect(configuration.calendars[0]!.ranges).toEqual([]);
    expect(() => removeRangeEdit('1-1', 0, 'remove').apply(configuration)).toThrow();
    expect(calendarDescriptor.remove!(configuration, configuration.calendars[0]!).calendars).toEqual([]);
  });

  it('finds the accesses and gate inputs that use its io', () => {
    const calendar = createCalendar({ id: '1-1' });
    const configuration = { ...createConfiguration({ calendars: [calendar] }), accesses: [{ id: '9-9', io: { ...calendar.io, id: '8-8', name: 'Door', linkId: calendar.io.id } }] };
    expect(calendarUsers(configuration, calendar)).toEqual([{ key: 'access:9-9', kind: 'access', name: 'Door' }]);
  });
});
