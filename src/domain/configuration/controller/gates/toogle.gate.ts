import { bit, onRising, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

/** `toogle` is the specification's spelling, kept as the stored name. */
export interface ToogleGate extends GateBase { readonly type: 'toogle' }

function toggle(): GateBehaviour {
  let state = false;
  return onRising(() => (state = !state), (context) => context.setOutput(0, bit(state)));
}

/** Changes state on each rise of its input. */
export const toogleGate: GateModule<ToogleGate> = {
  type: 'toogle', family: 'logic', name: /*i18n*/ { id: 'gate.type.toogle', message: 'Toggle' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {},
  behaviour: toggle,
};
