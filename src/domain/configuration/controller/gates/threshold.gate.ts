import { bit, combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

/** Output on while the input compares true (`operator`) to `threshold`. */
export interface ThresholdGate extends GateBase {
  readonly type: 'threshold';
  readonly operator: number;
  readonly threshold: number;
}

/** The threshold's `operator`: the input compared to `threshold`. */
const THRESHOLD_OPERATORS: readonly { readonly symbol: string; readonly test: (a: number, b: number) => boolean }[] = [
  { symbol: '>', test: (a, b) => a > b },
  { symbol: '>=', test: (a, b) => a >= b },
  { symbol: '<', test: (a, b) => a < b },
  { symbol: '<=', test: (a, b) => a <= b },
  { symbol: '=', test: (a, b) => a === b },
  { symbol: '!=', test: (a, b) => a !== b },
];

export const thresholdGate: GateModule<ThresholdGate> = {
  type: 'threshold', family: 'analog', name: /*i18n*/ { id: 'gate.type.threshold', message: 'Threshold' },
  ports: { inputs: 1, outputs: 1, takes: 'analog', gives: 'logic', state: 'none' },
  fields: {
    operator: integer(/*i18n*/ { id: 'gate.field.operator', message: 'Operator' }, 0, { min: 0, max: THRESHOLD_OPERATORS.length - 1 }),
    threshold: integer(/*i18n*/ { id: 'gate.field.threshold', message: 'Threshold' }, 0),
  },
  behaviour: (gate) => {
    const operator = THRESHOLD_OPERATORS[gate.operator];
    if (!operator) return { reason: 'unknown-operator', operators: String(gate.operator), known: '0 > 1 >= 2 < 3 <= 4 = 5 !=' };
    return combinational(([value = 0]) => bit(operator.test(value, gate.threshold)));
  },
};
