import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface AndGate extends GateBase { readonly type: 'and' }

/** On while every input is on; takes more inputs than two. */
export const andGate: GateModule<AndGate> = {
  type: 'and', family: 'logic', name: /*i18n*/ { id: 'gate.type.and', message: 'And' },
  ports: { inputs: 2, outputs: 1, takes: 'logic', gives: 'logic', nary: 'inputs', state: 'none' },
  fields: {},
  behaviour: () => combinational((values) => bit(values.length > 0 && values.every(on))),
};
