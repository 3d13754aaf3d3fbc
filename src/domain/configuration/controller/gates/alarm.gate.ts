import { bit, on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MESSAGE, MILLISECONDS } from './field-words';
import { flag, integer, text } from './gate-fields';
import type { GateModule } from './gate-module';

export interface AlarmGate extends GateBase {
  readonly type: 'alarm';
  readonly timeActivation: number;
  readonly timeTrigger: number;
  readonly bistables: boolean;
  readonly message: string;
}

/**
 * Intrusion alarm: triggers when the input has been on `timeActivation` ms;
 * then on for `timeTrigger` ms (0: until the input goes off), or, bistable,
 * until the input is off and at least `timeTrigger` ms have passed.
 */
function alarm(gate: AlarmGate): GateBehaviour {
  let armedAt: number | undefined;
  let triggeredAt: number | undefined;
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (triggeredAt === undefined) {
        if (!input) armedAt = undefined;
        else {
          armedAt ??= context.now;
          if (context.now >= armedAt + gate.timeActivation) {
            triggeredAt = context.now;
            armedAt = undefined;
            context.fact({ kind: 'alarm', at: context.now, gateId: gate.id, gateName: gate.name, message: gate.message });
          } else context.wakeAt(armedAt + gate.timeActivation);
        }
      }
      if (triggeredAt !== undefined) {
        const elapsed = context.now >= triggeredAt + gate.timeTrigger;
        const ends = gate.bistables || gate.timeTrigger <= 0 ? !input && elapsed : elapsed;
        if (ends) triggeredAt = undefined;
        else if (!elapsed) context.wakeAt(triggeredAt + gate.timeTrigger);
      }
      context.setOutput(0, bit(triggeredAt !== undefined));
    },
  };
}

export const alarmGate: GateModule<AlarmGate> = {
  type: 'alarm', family: 'logic', name: /*i18n*/ { id: 'gate.type.alarm', message: 'Alarm' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'internal' },
  fields: {
    timeActivation: integer(/*i18n*/ { id: 'gate.field.timeActivation', message: 'Activation time (ms)' }, 0, MILLISECONDS),
    timeTrigger: integer(/*i18n*/ { id: 'gate.field.timeTrigger', message: 'Trigger time (ms)' }, 0, MILLISECONDS),
    bistables: flag(/*i18n*/ { id: 'gate.field.bistables', message: 'Bistable' }, false),
    message: text(MESSAGE),
  },
  behaviour: alarm,
};
