import type { GateBase } from '../gate-base';
import type { GateParameter } from '../gate-parameter';
import type { GateModule } from './gate-module';
import type { NestedGate } from './nested-gate';
import { COMPOSITE_FIELDS } from './template.gate';

/** A template instance an installer derived and edited; same shape as a template. */
export interface CustomGate extends GateBase {
  readonly type: 'custom';
  readonly gates: readonly NestedGate[];
  readonly parameters: readonly GateParameter[];
}

export const customGate: GateModule<CustomGate> = {
  type: 'custom', family: 'template', name: /*i18n*/ { id: 'gate.type.custom', message: 'Custom template' },
  ports: { inputs: 0, outputs: 0, takes: 'any', gives: 'any', state: 'none' },
  fields: COMPOSITE_FIELDS,
  behaviour: 'nested',
};
