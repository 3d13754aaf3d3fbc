import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface XorGate extends GateBase { readonly type: 'xor' }

/** On while an odd number of inputs is on. */
export const xorGate: GateModule<XorGate> = {
  type: 'xor', family: 'logic', name: /*i18n*/ { id: 'gate.type.xor', message: 'Exclusive or' },
  ports: { inputs: 2, outputs: 1, takes: 'logic', gives: 'logic', state: 'none' },
  fields: {},
  behaviour: () => combinational((values) => bit(values.filter(on).length % 2 === 1)),
};
