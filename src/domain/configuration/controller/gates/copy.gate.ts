import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface CopyGate extends GateBase { readonly type: 'copy' }

/** Its input, as it is. */
export const copyGate: GateModule<CopyGate> = {
  type: 'copy', family: 'logic', name: /*i18n*/ { id: 'gate.type.copy', message: 'Copy' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'none' },
  fields: {},
  behaviour: () => combinational(([value = 0]) => bit(on(value))),
};
