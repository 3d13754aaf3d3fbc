import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../domain/configuration/calendar';
import { createDailyRange } from '../../domain/configuration/calendar-range';
import { createAlertMessage, createMessageContact } from '../../domain/configuration/controller/alert-gates';
import { gate, testSite } from '../../domain/configuration/controller/engine/engine-test-site';
import { LogicSimulation } from './logic-simulation';

const START = new Date(2026, 10, 23, 7, 0, 0).getTime(); // a Monday
const weekdays = { weekday0: false, weekday1: true, weekday2: true, weekday3: true, weekday4: true, weekday5: true, weekday6: false };

function site() {
  const calendar = createCalendar({ name: 'Hours', ranges: [createDailyRange({ begin: { ...weekdays, hour: 8, minute: 0, second: 0 }, end: { hour: 18, minute: 0, second: 0 } })] });
  return testSite(['door'], (io, id) => {
    const and = gate('and', 'alarm', id, [io('door'), calendar.io.id]);
    return [and, gate('alert-mail', 'mail', id, [and.outputs[0]!.id], { message: createAlertMessage({ contacts: [createMessageContact('c-1')] }) })];
  }, { calendars: [calendar], contacts: [{ id: 'c-1', name: 'Martin', firstname: 'Claire', mail: 'c@example.com', phone: '', description: '' }] });
}

describe('the logic editor simulation', () => {
  it('toggles an input, jumps to the next calendar boundary, and traces the alert with its recipient; the draft is only read', () => {
    const { configuration, io } = site();
    const frozen = JSON.stringify(configuration);
    const simulation = new LogicSimulation(configuration, START);
    expect(simulation.isInput(io('door'))).toBe(true);
    expect(simulation.isInput(io('Hours'))).toBe(false);
    simulation.toggle(io('door'));
    expect(simulation.states.get(io('door'))).toBe(1);
    expect(simulation.nextBoundary()).toBe(true);
    expect(simulation.now).toBe(new Date(2026, 10, 23, 8, 0, 0).getTime());
    const alert = simulation.trace.find((entry) => entry.kind === 'alert');
    expect(alert).toMatchObject({ gateName: 'mail', at: simulation.now, recipients: [{ channel: 'mail', name: 'Claire Martin', address: 'c@example.com' }] });
    simulation.toggle(io('door'));
    expect(simulation.states.get(io('door'))).toBe(0);
    expect(JSON.stringify(configuration)).toBe(frozen);
  });

  it('advances within a wall-time budget and says how far it went', () => {
    const simulation = new LogicSimulation(site().configuration, START);
    let wall = 0;
    // Each slice "costs" 10 ms of wall time: a 25 ms budget gets through 3 slices of 1/20 of the request.
    const went = simulation.advanceWithin(20_000, 25, () => (wall += 10) - 10);
    expect(went).toBe(3000);
    expect(simulation.now).toBe(START + 3000);
    expect(simulation.advanceWithin(20_000, 1_000_000, () => 0)).toBe(20_000);
  });
});
