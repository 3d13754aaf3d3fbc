import { bit, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, PERIOD, TIME } from './field-words';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

/** Periodic pulse: `period` and pulse `time`, in milliseconds. */
export interface ClockGate extends GateBase {
  readonly type: 'clock';
  readonly period: number;
  readonly time: number;
}

/** On for `time` ms at the start of every `period` ms, counted from the start of the simulation. */
function clock(period: number, time: number): GateBehaviour {
  return {
    evaluate(context) {
      if (!(period > 0) || !(time > 0)) return context.setOutput(0, 0);
      if (time >= period) return context.setOutput(0, 1);
      const phase = (context.now - context.start) % period;
      context.setOutput(0, bit(phase < time));
      const cycle = context.now - phase;
      context.wakeAt(phase < time ? cycle + time : cycle + period);
    },
  };
}

export const clockGate: GateModule<ClockGate> = {
  type: 'clock', family: 'logic', name: /*i18n*/ { id: 'gate.type.clock', message: 'Clock' },
  ports: { inputs: 0, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: { period: integer(PERIOD, 1000, MILLISECONDS), time: integer(TIME, 500, MILLISECONDS) },
  behaviour: (gate) => clock(gate.period, gate.time),
};
