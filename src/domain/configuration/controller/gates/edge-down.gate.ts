import { EdgeBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface EdgeDownGate extends GateBase { readonly type: 'edge-down' }

/** A pulse of no duration when its input goes off. */
export const edgeDownGate: GateModule<EdgeDownGate> = {
  type: 'edge-down', family: 'logic', name: /*i18n*/ { id: 'gate.type.edge-down', message: 'Falling edge' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {},
  behaviour: () => new EdgeBehaviour((from) => from),
};
