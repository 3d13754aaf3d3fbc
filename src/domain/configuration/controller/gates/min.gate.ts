import { combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface MinGate extends GateBase { readonly type: 'min' }

/** The smallest of its inputs; takes more inputs than two. */
export const minGate: GateModule<MinGate> = {
  type: 'min', family: 'analog', name: /*i18n*/ { id: 'gate.type.min', message: 'Minimum' },
  ports: { inputs: 2, outputs: 1, takes: 'analog', gives: 'analog', nary: 'inputs', state: 'none' },
  fields: {},
  behaviour: () => combinational((values) => (values.length === 0 ? 0 : Math.min(...values))),
};
