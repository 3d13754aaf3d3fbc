import { combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

/** Its `value`, always: a number. */
export interface ConstantGate extends GateBase {
  readonly type: 'constant';
  readonly value: number;
}

export const constantGate: GateModule<ConstantGate> = {
  type: 'constant', family: 'logic', name: /*i18n*/ { id: 'gate.type.constant', message: 'Constant' },
  ports: { inputs: 0, outputs: 1, takes: 'logic', gives: 'analog', state: 'none' },
  fields: { value: integer(/*i18n*/ { id: 'gate.field.value', message: 'Value' }, 0) },
  behaviour: (gate) => combinational(() => gate.value),
};
