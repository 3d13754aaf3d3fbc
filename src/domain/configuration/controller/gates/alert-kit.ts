import type { Guid } from '../../guid';
import { ALERT_DEFAULTS, type AlertFields } from '../alert-gates';
import type { AlertRecipient } from '../engine/engine-facts';
import { on, type GateBehaviour } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, TIME, TIME_BETWEEN_ALERTS, TIME_KEEP_ALERT } from './field-words';
import { flag, integer, optionalInteger, optionalReference, reference } from './gate-fields';
import type { FieldSpecs } from './gate-module';

/** The fields every alert gate has, in document order; left out, the timings read as section 9's defaults. */
export const ALERT_FIELDS: FieldSpecs<AlertFields> = {
  time: integer(TIME, ALERT_DEFAULTS.time, { ...MILLISECONDS, reads: ALERT_DEFAULTS.time }),
  timeBetweenAlert: integer(TIME_BETWEEN_ALERTS, ALERT_DEFAULTS.timeBetweenAlert, { ...MILLISECONDS, reads: ALERT_DEFAULTS.timeBetweenAlert }),
  timeKeepAlert: optionalInteger(TIME_KEEP_ALERT, MILLISECONDS),
  videoIdentifier: reference(/*i18n*/ { id: 'gate.field.videoIdentifier', message: 'Video' }, 'video'),
  monitoringIdentifier: optionalReference(/*i18n*/ { id: 'gate.field.monitoringIdentifier', message: 'Alarm receiver' }, 'monitor'),
  preBuffer: integer(/*i18n*/ { id: 'gate.field.preBuffer', message: 'Pre-buffer (ms)' }, ALERT_DEFAULTS.preBuffer, { ...MILLISECONDS, reads: ALERT_DEFAULTS.preBuffer }),
  postBuffer: integer(/*i18n*/ { id: 'gate.field.postBuffer', message: 'Post-buffer (ms)' }, ALERT_DEFAULTS.postBuffer, { ...MILLISECONDS, reads: ALERT_DEFAULTS.postBuffer }),
  frequency: integer(/*i18n*/ { id: 'gate.field.frequency', message: 'Frequency (images/s)' }, ALERT_DEFAULTS.frequency, { min: 0, reads: ALERT_DEFAULTS.frequency }),
  makeVideo: flag(/*i18n*/ { id: 'gate.field.makeVideo', message: 'Make a video' }, false),
  typeStream: integer(/*i18n*/ { id: 'gate.field.typeStream', message: 'Stream type' }, 0, { min: 0 }),
};

/** What one kind of alert says when it fires: to whom, the subject and text of its message, its own details. */
export interface AlertParts {
  /** Who receives it, looked up in the directory when it fires. */
  readonly recipients: () => AlertRecipient[];
  readonly subject: string;
  readonly message: string;
  /** alert-ftp: where the file goes; alert-monitoring: the zone and the codes. */
  readonly details: Readonly<Record<string, string>>;
}

/** The one recipient an item's guid names ('' names none), as the directory knows it. */
export function namedRecipient(channel: 'ftp' | 'monitoring', id: Guid, known: { name: string; address: string } | undefined): AlertRecipient[] {
  return id === '' ? [] : [{ channel, id, name: known?.name ?? '', address: known?.address ?? '' }];
}

/**
 * An alert gate: fires when its input has been on `time` ms; the alert lasts
 * while the input is on and `timeKeepAlert` ms more; a new alert comes no
 * sooner than `timeBetweenAlert` ms after the previous one fired (a rise
 * meanwhile fires when that time is up, if the input is still on).
 */
export function alertBehaviour(gate: GateBase & AlertFields & { readonly type: string }, parts: AlertParts): GateBehaviour {
  let pendingAt: number | undefined;
  let activeUntil: number | undefined;
  let active = false;
  let lastFired = Number.NEGATIVE_INFINITY;
  const video = gate.makeVideo || gate.videoIdentifier !== '';
  return {
    evaluate(context) {
      const input = on(context.input(0));
      if (active) {
        if (input) activeUntil = undefined;
        else {
          activeUntil ??= context.now + Math.max(0, gate.timeKeepAlert ?? 0);
          if (context.now >= activeUntil) {
            active = false;
            activeUntil = undefined;
            context.fact({ kind: 'alert-end', at: context.now, gateId: gate.id, gateName: gate.name, type: gate.type, details: parts.details });
          } else context.wakeAt(activeUntil);
        }
        return;
      }
      if (!input) {
        pendingAt = undefined;
        return;
      }
      pendingAt ??= Math.max(context.now + Math.max(0, gate.time), lastFired + Math.max(0, gate.timeBetweenAlert));
      if (context.now < pendingAt) return context.wakeAt(pendingAt);
      pendingAt = undefined;
      active = true;
      lastFired = context.now;
      context.fact({
        kind: 'alert', at: context.now, gateId: gate.id, gateName: gate.name, type: gate.type, recipients: parts.recipients(),
        subject: parts.subject, message: parts.message, details: parts.details,
        recording: video ? { videoIdentifier: gate.videoIdentifier, from: context.now - gate.preBuffer, to: context.now + gate.postBuffer, frequency: gate.frequency } : undefined,
      });
    },
  };
}
