import { bit, on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, TIME, TIME_BETWEEN_ALERTS, TIME_KEEP_ALERT } from './field-words';
import { integer } from './gate-fields';
import type { GateModule } from './gate-module';

/** A delay; its times in milliseconds, all three required in the document (section 3 gives defaults to the alert gate only). */
export interface TimeGate extends GateBase {
  readonly type: 'time';
  readonly time: number;
  readonly timeBetweenAlert: number;
  readonly timeKeepAlert: number;
}

/**
 * Output on `time` ms after the input comes on (and stays on); it stays on
 * `timeKeepAlert` ms after the input goes off; after it went off it cannot
 * come on again before `timeBetweenAlert` ms have passed.
 */
function delay(time: number, keep: number, between: number): GateBehaviour {
  let out = false;
  let riseAt: number | undefined;
  let fallAt: number | undefined;
  let lastFall = Number.NEGATIVE_INFINITY;
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (input) {
        fallAt = undefined;
        if (!out) {
          riseAt ??= Math.max(context.now + Math.max(0, time), lastFall + Math.max(0, between));
          if (context.now >= riseAt) {
            out = true;
            riseAt = undefined;
          } else context.wakeAt(riseAt);
        }
      } else {
        riseAt = undefined;
        if (out) {
          fallAt ??= context.now + Math.max(0, keep);
          if (context.now >= fallAt) {
            out = false;
            fallAt = undefined;
            lastFall = context.now;
          } else context.wakeAt(fallAt);
        }
      }
      context.setOutput(0, bit(out));
    },
  };
}

export const timeGate: GateModule<TimeGate> = {
  type: 'time', family: 'logic', name: /*i18n*/ { id: 'gate.type.time', message: 'Delay' },
  ports: { inputs: 1, outputs: 1, takes: 'logic', gives: 'logic', state: 'latch' },
  fields: {
    time: integer(TIME, 0, MILLISECONDS),
    timeBetweenAlert: integer(TIME_BETWEEN_ALERTS, 5000, MILLISECONDS),
    timeKeepAlert: integer(TIME_KEEP_ALERT, 0, MILLISECONDS),
  },
  behaviour: (gate) => delay(gate.time, gate.timeKeepAlert, gate.timeBetweenAlert),
};
