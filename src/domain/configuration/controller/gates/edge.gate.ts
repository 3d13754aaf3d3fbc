import { EdgeBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface EdgeGate extends GateBase { readonly type: 'edge' }

/** A pulse of no duration on each change of its input. */
export const edgeGate: GateModule<EdgeGate> = {
  type: 'edge', family: 'logic', name: /*i18n*/ { id: 'gate.type.edge', message: 'Any edge' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {},
  behaviour: () => new EdgeBehaviour(() => true),
};
