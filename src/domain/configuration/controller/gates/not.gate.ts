import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface NotGate extends GateBase { readonly type: 'not' }

/** The inverse of its input. */
export const notGate: GateModule<NotGate> = {
  type: 'not', family: 'logic', name: /*i18n*/ { id: 'gate.type.not', message: 'Not' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'none' },
  fields: {},
  behaviour: () => combinational(([value = 0]) => bit(!on(value))),
};
