import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SimulationTraceEntry } from '../../../application/logic/logic-simulation';
import type { AlertRecipient, EngineNote } from '../../../domain/configuration/controller/engine/engine-facts';
import type { SignalDirectory } from '../../../domain/configuration/controller/signal-names';
import { signalWords } from '../../configuration/signal-words';
import { gateTypeName } from './gate-type-names';

/** How each alert channel is named beside a recipient in the trace. */
const CHANNEL_NAMES: Readonly<Record<AlertRecipient['channel'], MessageDescriptor>> = {
  mail: msg`mail`,
  sms: msg`SMS`,
  notification: msg`notification`,
  ftp: msg`FTP`,
  monitoring: msg`alarm monitoring`,
};

/** Why a gate does nothing, a parameter is ignored or a part is not known, in the page's language (the command line says it in English). */
export function noteText(i18n: I18n, note: EngineNote): string {
  switch (note.reason) {
    case 'unknown-type': {
      const { gateType } = note;
      return i18n._(msg`unknown gate type “${gateType}”: it does nothing, its outputs stay off`);
    }
    case 'unknown-operator': {
      const { operators, known } = note;
      return i18n._(msg`unknown operator ${operators} (known: ${known}): the gate does nothing, its outputs stay off`);
    }
    case 'unknown-parameter': {
      const { parameter } = note;
      return i18n._(msg`the template's parameter “${parameter}” names no setting of this gate: ignored`);
    }
    case 'parameter-not-a-number': {
      const { parameter, value } = note;
      return i18n._(msg`the template's parameter “${parameter}” is not a number (${value}): ignored`);
    }
    case 'unknown-range-type': {
      const { rangeType, count } = note;
      return i18n._(msg`unknown range type ${rangeType}: never active (${count} in this document)`);
    }
    case 'unknown-io-flags': {
      const { bits, count } = note;
      return i18n._(msg`unknown io flags ${bits}: ignored (${count} in this document)`);
    }
  }
}

/** One line of the trace in the page's language: every change names its gate with its output (“Alarme intrusion › Sortie 1 = 1”). */
export function traceText(i18n: I18n, entry: SimulationTraceEntry, names: SignalDirectory): string {
  switch (entry.kind) {
    case 'change': {
      const signal = names.text(entry.id, signalWords(i18n));
      const { value } = entry;
      return i18n._(msg`${signal} = ${value}`);
    }
    case 'alert': {
      // The gate type in words, as the palette and the inspector name it; the channel of each recipient too.
      const type = gateTypeName(i18n, entry.type);
      const gate = entry.gateName;
      const to = entry.recipients.map((recipient) => `${recipient.name || recipient.id} (${i18n._(CHANNEL_NAMES[recipient.channel])})`).join(', ');
      return to === '' ? i18n._(msg`${type} “${gate}”, to nobody`) : i18n._(msg`${type} “${gate}” to ${to}`);
    }
    case 'alert-end': {
      const gate = entry.gateName;
      return i18n._(msg`Alert ended: “${gate}”`);
    }
    case 'command': {
      const { gateName: gate, command } = entry;
      return i18n._(msg`Command “${gate}”: ${command}`);
    }
    case 'alarm': {
      const gate = entry.gateName;
      return i18n._(msg`Alarm “${gate}”`);
    }
    case 'report': {
      const gate = entry.gateName;
      const note = noteText(i18n, entry.note);
      return i18n._(msg`“${gate}”: ${note}`);
    }
    case 'oscillation': {
      const gate = entry.gateName;
      return i18n._(msg`“${gate}” oscillates: a loop through no stateful gate`);
    }
  }
}
