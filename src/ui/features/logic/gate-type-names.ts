import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isGateType, type GateType } from '../../../domain/configuration/controller/gate';

/**
 * Every gate type of the specification named in words, as the palette, the
 * nodes and the inspector show it; the document's spelling (`toogle`,
 * `copy-analogic`) stays in a tooltip beside it. Typed against `GateType`,
 * so a type added to the model does not compile until it has a name here.
 */
const GATE_TYPE_NAMES: Readonly<Record<GateType, MessageDescriptor>> = {
  and: msg`And`,
  or: msg`Or`,
  xor: msg`Exclusive or`,
  not: msg`Not`,
  copy: msg`Copy`,
  edge: msg`Any edge`,
  'edge-down': msg`Falling edge`,
  'edge-up': msg`Rising edge`,
  toogle: msg`Toggle`,
  rs: msg`Set-reset latch`,
  mux: msg`Multiplexer`,
  demux: msg`Demultiplexer`,
  clock: msg`Clock`,
  command: msg`Command`,
  constant: msg`Constant`,
  time: msg`Delay`,
  ping: msg`Ping`,
  alarm: msg`Alarm`,
  counter: msg`Counter`,
  operation: msg`Operation`,
  sampling: msg`Sampling`,
  average: msg`Average`,
  variation: msg`Variation`,
  max: msg`Maximum`,
  min: msg`Minimum`,
  'copy-analogic': msg`Analogue copy`,
  'counter-analogic': msg`Analogue counter`,
  threshold: msg`Threshold`,
  template: msg`Template`,
  custom: msg`Custom template`,
  'alert-mail': msg`Mail alert`,
  'alert-ftp': msg`FTP alert`,
  'alert-monitoring': msg`Alarm-monitoring alert`,
};

/** A gate type in words; a type this console does not know keeps the document's spelling. */
export function gateTypeName(i18n: I18n, type: string): string {
  return isGateType(type) ? i18n._(GATE_TYPE_NAMES[type]) : type;
}

/** Gate types in words, as one list in the language in use: "Toggle, Counter or Clock". */
export function gateTypeList(i18n: I18n, types: Iterable<string>): string {
  return new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format([...types].map((type) => gateTypeName(i18n, type)));
}
