import { EdgeBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface EdgeUpGate extends GateBase { readonly type: 'edge-up' }

/** A pulse of no duration when its input comes on. */
export const edgeUpGate: GateModule<EdgeUpGate> = {
  type: 'edge-up', family: 'logic', name: /*i18n*/ { id: 'gate.type.edge-up', message: 'Rising edge' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {},
  behaviour: () => new EdgeBehaviour((_, to) => to),
};
