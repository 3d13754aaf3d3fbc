import { periodic } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, PERIOD } from './field-words';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

export interface AverageGate extends GateBase {
  readonly type: 'average';
  readonly period: number;
}

/** Its input's mean over each `period` ms (over time: a value held longer weighs more). */
export const averageGate: GateModule<AverageGate> = {
  type: 'average', family: 'analog', name: /*i18n*/ { id: 'gate.type.average', message: 'Average' },
  ports: { inputs: 1, outputs: 1, takes: 'analog', gives: 'analog', state: 'internal' },
  fields: { period: integer(PERIOD, 1000, MILLISECONDS) },
  behaviour: (gate) => periodic(gate.period, (window, context) => (window.integral === 0 && context.now === context.start ? window.last : window.integral / gate.period)),
};
