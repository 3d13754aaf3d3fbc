import { bit, combinational, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface MuxGate extends GateBase { readonly type: 'mux' }

/** Input 1 selects: off → input 2, on → input 3. */
export const muxGate: GateModule<MuxGate> = {
  type: 'mux', family: 'logic', name: /*i18n*/ { id: 'gate.type.mux', message: 'Multiplexer' },
  ports: { inputs: 3, outputs: 1, takes: 'logic', gives: 'logic', state: 'none' },
  fields: {},
  behaviour: () => combinational(([select = 0, ...data]) => bit(on(data[on(select) ? 1 : 0] ?? 0))),
};
