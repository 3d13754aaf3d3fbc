import { combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface CopyAnalogicGate extends GateBase { readonly type: 'copy-analogic' }

/** Its input, a number, as it is. */
export const copyAnalogicGate: GateModule<CopyAnalogicGate> = {
  type: 'copy-analogic', family: 'analog', name: /*i18n*/ { id: 'gate.type.copy-analogic', message: 'Analogue copy' },
  ports: { inputs: 1, outputs: 1, takes: 'analog', gives: 'analog', state: 'none' },
  fields: {},
  behaviour: () => combinational(([value = 0]) => value),
};
