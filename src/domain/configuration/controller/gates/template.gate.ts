import type { GateBase } from '../gate-base';
import type { GateParameter } from '../gate-parameter';
import { nestedGates, parameters } from './gate-fields';
import type { FieldSpecs, GateModule } from './gate-module';
import type { NestedGate } from './nested-gate';

/** A reusable sub-graph: nested gates wired to the template's inputs and outputs, with parameters. */
export interface TemplateGate extends GateBase {
  readonly type: 'template';
  readonly gates: readonly NestedGate[];
  readonly parameters: readonly GateParameter[];
}

/** The fields of a template and of a custom gate: the gates it holds, the parameters it gives them. */
export const COMPOSITE_FIELDS: FieldSpecs<TemplateGate> = {
  gates: nestedGates(/*i18n*/ { id: 'gate.field.gates', message: 'Gates' }),
  parameters: parameters(/*i18n*/ { id: 'gate.field.parameters', message: 'Parameters' }),
};

/** Its ports take and give what is wired inside; the engine runs the gates it holds. */
export const templateGate: GateModule<TemplateGate> = {
  type: 'template', family: 'template', name: /*i18n*/ { id: 'gate.type.template', message: 'Template' },
  ports: { inputs: 0, outputs: 0, takes: 'any', gives: 'any', state: 'none' },
  fields: COMPOSITE_FIELDS,
  behaviour: 'nested',
};
