import { periodic } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, PERIOD } from './field-words';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

export interface VariationGate extends GateBase {
  readonly type: 'variation';
  readonly period: number;
}

/** How much its input changed over each `period` ms. */
export const variationGate: GateModule<VariationGate> = {
  type: 'variation', family: 'analog', name: /*i18n*/ { id: 'gate.type.variation', message: 'Variation' },
  ports: { inputs: 1, outputs: 1, takes: 'analog', gives: 'analog', state: 'internal' },
  fields: { period: integer(PERIOD, 1000, MILLISECONDS) },
  behaviour: (gate) => periodic(gate.period, (window) => window.last - window.first),
};
