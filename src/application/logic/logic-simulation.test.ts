import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../domain/configuration/calendar';
import { createDailyRange } from '../../domain/configuration/calendar-range';
import { createAlertMessage, createMessageContact } from '../../domain/configuration/controller/alert-gates';
import { gate, testSite } from '../../domain/configuration/controller/engine/engine-test-site';
import { runScenario } from './logic-scenario';
import { LogicSimulation } from './logic-simulation';
import { parseScenario, scenarioJson, type LogicScenario } from './scenario-file';

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

describe('scenarios in simulate mode', () => {
  it('records the inputs set while the clock runs, by name, with their offsets', () => {
    const { configuration, io } = site();
    const simulation = new LogicSimulation(configuration, START);
    simulation.advance(5000);
    simulation.startRecording();
    simulation.advance(60_000);
    simulation.toggle(io('door'));
    simulation.advance(30_000);
    simulation.toggle(io('door'));
    const recorded = simulation.stopRecording()!;
    expect(recorded.from).toBe(START + 5000);
    expect(recorded.inputs).toEqual([{ at: 60_000, id: io('door'), value: 1 }, { at: 90_000, id: io('door'), value: 0 }]);
    expect(simulation.recorded).toBeUndefined();
    expect(simulation.names.nameOf(io('door'))).toBe('door');
  });

  it('replays a scenario as the clock passes its offsets and marks each expectation once reached, as the command line does', () => {
    const { configuration } = site();
    const scenario: LogicScenario = {
      start: START, duration: 3 * 3_600_000,
      inputs: [{ at: 1_800_000, io: 'door', value: 1 }],
      expectations: [
        { kind: 'value', at: 1_800_000, io: 'alarm', value: 0 },
        { kind: 'value', at: 3_600_000, io: 'alarm', value: 1 },
        { kind: 'value', at: 3_600_000, io: 'alarm', value: 0 },
        { kind: 'alert', gate: 'mail', fired: true, to: ['Claire Martin'], from: undefined, until: undefined },
      ],
    };
    const simulation = new LogicSimulation(configuration, 0, scenario);
    expect(simulation.now).toBe(START);
    expect(simulation.outcomes).toEqual([undefined, undefined, undefined, undefined]);
    simulation.advance(1_800_000);
    expect(simulation.states.get(configuration.accesses[0]!.io.id)).toBe(1);
    expect(simulation.outcomes[0]).toEqual({ kind: 'value', ok: true, found: 0 });
    expect(simulation.outcomes[1]).toBeUndefined();
    simulation.advance(3 * 3_600_000);
    expect(simulation.outcomes.map((outcome) => outcome?.ok)).toEqual([true, true, false, true]);
    // The same scenario through its file and the command line's run: the same outcomes.
    const run = runScenario(configuration, parseScenario(JSON.parse(JSON.stringify(scenarioJson(scenario)))));
    expect(run.results.map((result) => result.outcome)).toEqual(simulation.outcomes);
  });

  it('refuses a scenario naming nothing, with the field', () => {
    const scenario: LogicScenario = { start: START, duration: 1000, inputs: [{ at: 0, io: 'window', value: 1 }], expectations: [] };
    expect(() => new LogicSimulation(site().configuration, 0, scenario)).toThrow('inputs[0].io: no io, gate or link is named or identified "window"');
  });
});
