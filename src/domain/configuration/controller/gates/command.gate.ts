import { onRising } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { text } from './gate-fields';
import type { GateModule } from './gate-module';

/** Runs a command on the appliance when its input rises. */
export interface CommandGate extends GateBase {
  readonly type: 'command';
  readonly command: string;
  readonly arguments: string;
}

export const commandGate: GateModule<CommandGate> = {
  type: 'command', family: 'logic', name: /*i18n*/ { id: 'gate.type.command', message: 'Command' },
  ports: { inputs: 1, outputs: 0, takes: 'logic', gives: 'logic', state: 'none' },
  fields: {
    command: text(/*i18n*/ { id: 'gate.field.command', message: 'Command' }),
    arguments: text(/*i18n*/ { id: 'gate.field.arguments', message: 'Arguments' }),
  },
  behaviour: (gate) => onRising((context) => context.fact({ kind: 'command', at: context.now, gateId: gate.id, gateName: gate.name, command: gate.command, arguments: gate.arguments })),
};
