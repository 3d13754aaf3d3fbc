import { bit, combinational, on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface RsGate extends GateBase { readonly type: 'rs' }

/** Input 1 sets, input 2 resets; reset wins when both are on. */
function setReset(): GateBehaviour {
  let state = false;
  return combinational(([set = 0, reset = 0]) => {
    if (on(reset)) state = false;
    else if (on(set)) state = true;
    return bit(state);
  });
}

export const rsGate: GateModule<RsGate> = {
  type: 'rs', family: 'logic', name: /*i18n*/ { id: 'gate.type.rs', message: 'Set-reset latch' },
  ports: { inputs: 2, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {},
  behaviour: setReset,
};
