import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface OrGate extends GateBase { readonly type: 'or' }

/** On while any input is on; takes more inputs than two. */
export const orGate: GateModule<OrGate> = {
  type: 'or', family: 'logic', name: /*i18n*/ { id: 'gate.type.or', message: 'Or' },
  ports: { inputs: 2, outputs: 1, takes: 'logic', gives: 'logic', nary: 'inputs', state: 'none' },
  fields: {},
  behaviour: () => combinational((values) => bit(values.some(on))),
};
