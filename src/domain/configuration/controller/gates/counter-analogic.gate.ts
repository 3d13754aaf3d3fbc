import { on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { flag } from './gate-fields';
import type { GateModule } from './gate-module';

export interface CounterAnalogicGate extends GateBase {
  readonly type: 'counter-analogic';
  readonly useNegative: boolean;
}

/** Counts rising edges of input 1 up and of input 2 down; input 3 resets; below 0 only with `useNegative`. */
function counterAnalogic(useNegative: boolean): GateBehaviour {
  let count = 0;
  let up = false;
  let down = false;
  return {
    evaluate(context) {
      const u = on(context.input(0));
      const d = on(context.input(1));
      if (on(context.input(2))) count = 0;
      else {
        if (u && !up) count += 1;
        if (d && !down) count = useNegative ? count - 1 : Math.max(0, count - 1);
      }
      up = u;
      down = d;
      context.setOutput(0, count);
    },
  };
}

/** Counts logic pulses into a number: its inputs take on/off signals. */
export const counterAnalogicGate: GateModule<CounterAnalogicGate> = {
  type: 'counter-analogic', family: 'analog', name: /*i18n*/ { id: 'gate.type.counter-analogic', message: 'Analogue counter' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'analog', state: 'internal' },
  fields: { useNegative: flag(/*i18n*/ { id: 'gate.field.useNegative', message: 'Use negative values' }, false) },
  behaviour: (gate) => counterAnalogic(gate.useNegative),
};
