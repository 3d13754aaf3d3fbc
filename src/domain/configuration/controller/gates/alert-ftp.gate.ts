import type { Guid } from '../../guid';
import type { AlertFields } from '../alert-gates';
import type { GateBase } from '../gate-base';
import { alertBehaviour, ALERT_FIELDS, namedRecipient } from './alert-kit';
import { reference, text } from './gate-fields';
import type { GateModule } from './gate-module';

/** An alert that puts its pictures or video on an FTP client. */
export interface AlertFtpGate extends GateBase, AlertFields {
  readonly type: 'alert-ftp';
  /** Guid of the FTP client. */
  readonly ftpIdentifier: Guid;
  readonly directory: string;
  readonly filename: string;
}

export const alertFtpGate: GateModule<AlertFtpGate> = {
  type: 'alert-ftp', family: 'alert', name: /*i18n*/ { id: 'gate.type.alert-ftp', message: 'FTP alert' },
  ports: { inputs: 1, outputs: 0, takes: 'logic', gives: 'logic', state: 'internal' },
  fields: {
    ...ALERT_FIELDS,
    ftpIdentifier: reference(/*i18n*/ { id: 'gate.field.ftpIdentifier', message: 'FTP client' }, 'ftpClient'),
    directory: text(/*i18n*/ { id: 'gate.field.directory', message: 'Directory' }),
    filename: text(/*i18n*/ { id: 'gate.field.filename', message: 'File name' }),
  },
  behaviour: (gate, { directory }) =>
    alertBehaviour(gate, {
      recipients: () => namedRecipient('ftp', gate.ftpIdentifier, directory.ftpClient(gate.ftpIdentifier)),
      subject: '',
      message: '',
      details: { directory: gate.directory, filename: gate.filename },
    }),
};
