import { bit, on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { flag } from './gate-fields';
import type { GateModule } from './gate-module';

export interface CounterGate extends GateBase {
  readonly type: 'counter';
  readonly logical: boolean;
}

/** Counts rising edges of input 1, input 2 resets; `logical`: the output is on while the count is not 0, else the output is the count. */
function counter(logical: boolean): GateBehaviour {
  let count = 0;
  let previous = false;
  return {
    evaluate(context) {
      const now = on(context.input(0));
      if (on(context.input(1))) count = 0;
      else if (now && !previous) count += 1;
      previous = now;
      context.setOutput(0, logical ? bit(count > 0) : count);
    },
  };
}

export const counterGate: GateModule<CounterGate> = {
  type: 'counter', family: 'logic', name: /*i18n*/ { id: 'gate.type.counter', message: 'Counter' },
  ports: { inputs: 2, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: { logical: flag(/*i18n*/ { id: 'gate.field.logical', message: 'Logical' }, true) },
  behaviour: (gate) => counter(gate.logical),
};
