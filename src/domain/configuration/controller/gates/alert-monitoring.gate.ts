import type { AlertExtension, AlertFields } from '../alert-gates';
import type { GateBase } from '../gate-base';
import { alertBehaviour, ALERT_FIELDS, namedRecipient } from './alert-kit';
import { USE_URL } from './field-words';
import { extensions, flag, text } from './gate-fields';
import type { GateModule } from './gate-module';

/** An alert sent to the alarm-monitoring receiver: its zone, set and reset codes and numbered extensions. */
export interface AlertMonitoringGate extends GateBase, AlertFields {
  readonly type: 'alert-monitoring';
  readonly useUrl: boolean;
  readonly zone: string;
  readonly set: string;
  readonly reset: string;
  readonly extensions: readonly AlertExtension[];
}

export const alertMonitoringGate: GateModule<AlertMonitoringGate> = {
  type: 'alert-monitoring', family: 'alert', name: /*i18n*/ { id: 'gate.type.alert-monitoring', message: 'Alarm-monitoring alert' },
  ports: { inputs: 1, outputs: 0, takes: 'logic', gives: 'logic', state: 'internal' },
  fields: {
    ...ALERT_FIELDS,
    useUrl: flag(USE_URL, false),
    zone: text(/*i18n*/ { id: 'gate.field.zone', message: 'Zone' }),
    set: text(/*i18n*/ { id: 'gate.field.set', message: 'Set code' }),
    reset: text(/*i18n*/ { id: 'gate.field.reset', message: 'Reset code' }),
    extensions: extensions(/*i18n*/ { id: 'gate.field.extensions', message: 'Extensions' }),
  },
  behaviour: (gate, { directory }) => {
    const id = gate.monitoringIdentifier ?? '';
    return alertBehaviour(gate, {
      recipients: () => namedRecipient('monitoring', id, directory.monitor(id)),
      subject: '',
      message: '',
      details: { zone: gate.zone, set: gate.set, reset: gate.reset, extensions: gate.extensions.map((each) => `${each.id}:${each.content}`).join(',') },
    });
  },
};
