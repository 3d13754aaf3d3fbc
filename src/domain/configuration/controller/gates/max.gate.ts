import { combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface MaxGate extends GateBase { readonly type: 'max' }

/** The largest of its inputs; takes more inputs than two. */
export const maxGate: GateModule<MaxGate> = {
  type: 'max', family: 'analog', name: /*i18n*/ { id: 'gate.type.max', message: 'Maximum' },
  ports: { inputs: 2, outputs: 1, takes: 'analog', gives: 'analog', nary: 'inputs', state: 'none' },
  fields: {},
  behaviour: () => combinational((values) => (values.length === 0 ? 0 : Math.max(...values))),
};
