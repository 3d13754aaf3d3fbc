import { periodic } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, PERIOD } from './field-words';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

export interface SamplingGate extends GateBase {
  readonly type: 'sampling';
  readonly period: number;
}

/** Its input, read once every `period` ms. */
export const samplingGate: GateModule<SamplingGate> = {
  type: 'sampling', family: 'analog', name: /*i18n*/ { id: 'gate.type.sampling', message: 'Sampling' },
  ports: { inputs: 1, outputs: 1, takes: 'analog', gives: 'analog', state: 'internal' },
  fields: { period: integer(PERIOD, 1000, MILLISECONDS) },
  behaviour: (gate) => periodic(gate.period, (window) => window.last),
};
