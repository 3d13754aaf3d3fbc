import { ALERT_DEFAULTS, type AlertExtension, type AlertFields, type AlertFtpGate, type AlertMailGate, type AlertMessage, type AlertMonitoringGate, type MessageContact } from '../../../domain/configuration/controller/alert-gates';
import { PERIOD_ANALOG_GATE_TYPES, PLAIN_ANALOG_GATE_TYPES, type CounterAnalogicGate, type OperationGate, type PeriodAnalogGate, type PlainAnalogGate, type ThresholdGate } from '../../../domain/configuration/controller/analog-gates';
import type { Controller } from '../../../domain/configuration/controller/controller';
import type { CustomGate, Gate, TemplateGate, UnsupportedGate } from '../../../domain/configuration/controller/gate';
import type { GateBase, GateInput, GateOutput } from '../../../domain/configuration/controller/gate-base';
import type { GateParameter } from '../../../domain/configuration/controller/gate-parameter';
import {
  PLAIN_LOGIC_GATE_TYPES, type AlarmGate, type ClockGate, type CommandGate, type ConstantGate, type CounterGate, type PingGate, type PlainLogicGate, type TimeGate,
} from '../../../domain/configuration/controller/logic-gates';
import { entity, type FieldTable } from '../entity';
import { implied, notInDocument, optional, withDefault } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { derivedGuid, guidIdentifier, guidReference } from '../special-values';
import { boolean, integer, stringList, text, textOrNumber, typeTag } from '../values';
import { ioCodec, ioFields, linkCodec } from './io.codec';
import { storeReferenceCodec } from './parameters.codec';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

/**
 * `<input><link-id>…</link-id></input>`: the guid of the io that drives it, `<link-id/>` when unconnected.
 * A template's inputs also carry the io's `identifier` (what its nested gates name) and `name`;
 * the io's other fields, when written, are kept in place as the document has them.
 */
const gateInputCodec = entity<GateInput>('GateInput', { id: optional(guidIdentifier()), name: optional(text()), linkId: guidReference() });

/** A gate's output io; a template's output also names what drives it from inside (`link-id`). */
const gateOutputCodec = entity<GateOutput>('GateOutput', { ...ioFields, linkId: optional(guidReference()) });

/**
 * What every gate writes after its `<type>`: identifier, name, inputs, outputs.
 * The specification lists only a gate's inputs and outputs: a gate without
 * `<identifier>` gets one derived from its place in the document (the same on
 * every read, never written unless changed), one without `<name>` reads ''.
 */
const gateBase: FieldTable<GateBase> = {
  id: withDefault(guidIdentifier(), derivedGuid), name: withDefault(text(), ''),
  inputs: list('input', gateInputCodec), outputs: list('output', gateOutputCodec, { key: byId }),
};

/** Gates by `<type>`; each type registers once ('gate with type already registered'). */
export const gateRegistry = new TypeRegistry<Gate>('gate');

/** A gate of a type nobody registered: kept unchanged, its ios still known to the links. */
const unsupportedGate = entity<UnsupportedGate>('UnsupportedGate', { type: text(), ...gateBase, unsupported: implied(true as const), payload: notInDocument() });

/** Any gate, nested ones included (template gates hold gates). */
export const gateCodec = polymorphic(gateRegistry, unsupportedGate);

for (const type of PLAIN_LOGIC_GATE_TYPES) gateRegistry.register(type, entity<PlainLogicGate>(`Gate(${type})`, { type: typeTag(type), ...gateBase }));
gateRegistry
  .register('clock', entity<ClockGate>('ClockGate', { type: typeTag('clock'), ...gateBase, period: integer(), time: integer() }))
  .register('command', entity<CommandGate>('CommandGate', { type: typeTag('command'), ...gateBase, command: text(), arguments: text() }))
  .register('constant', entity<ConstantGate>('ConstantGate', { type: typeTag('constant'), ...gateBase, value: integer() }))
  .register('time', entity<TimeGate>('TimeGate', { type: typeTag('time'), ...gateBase, time: integer(), timeBetweenAlert: integer(), timeKeepAlert: integer() }))
  .register('ping', entity<PingGate>('PingGate', { type: typeTag('ping'), ...gateBase, address: text(), period: integer() }))
  .register('alarm', entity<AlarmGate>('AlarmGate', {
    type: typeTag('alarm'), ...gateBase, timeActivation: integer(), timeTrigger: integer(), bistables: boolean(), message: text(),
  }))
  .register('counter', entity<CounterGate>('CounterGate', { type: typeTag('counter'), ...gateBase, logical: boolean() }));

// Analogue gates.
gateRegistry.register('operation', entity<OperationGate>('OperationGate', { type: typeTag('operation'), ...gateBase, operators: stringList() }));
for (const type of PERIOD_ANALOG_GATE_TYPES) gateRegistry.register(type, entity<PeriodAnalogGate>(`Gate(${type})`, { type: typeTag(type), ...gateBase, period: integer() }));
for (const type of PLAIN_ANALOG_GATE_TYPES) gateRegistry.register(type, entity<PlainAnalogGate>(`Gate(${type})`, { type: typeTag(type), ...gateBase }));
gateRegistry
  .register('counter-analogic', entity<CounterAnalogicGate>('CounterAnalogicGate', { type: typeTag('counter-analogic'), ...gateBase, useNegative: boolean() }))
  .register('threshold', entity<ThresholdGate>('ThresholdGate', { type: typeTag('threshold'), ...gateBase, operator: integer(), threshold: integer() }));

// Template and custom gates: nested gates and the parameters they expose.
// A parameter without its `optional` flag is not optional.
const parameterCodec = entity<GateParameter>('GateParameter', {
  gateIdentifier: guidReference(), name: text(), value: textOrNumber(), optional: withDefault(boolean(), false),
});
const composite = { gates: list('gate', gateCodec, { key: byId }), parameters: list('parameter', parameterCodec) };
gateRegistry
  .register('template', entity<TemplateGate>('TemplateGate', { type: typeTag('template'), ...gateBase, ...composite }))
  .register('custom', entity<CustomGate>('CustomGate', { type: typeTag('custom'), ...gateBase, ...composite }));

// Alert gates.
// Left out, the timings read as section 9's defaults.
const alertFields: FieldTable<AlertFields> = {
  time: withDefault(integer(), ALERT_DEFAULTS.time), timeBetweenAlert: withDefault(integer(), ALERT_DEFAULTS.timeBetweenAlert),
  timeKeepAlert: optional(integer()), videoIdentifier: guidReference(), monitoringIdentifier: optional(guidReference()),
  preBuffer: withDefault(integer(), ALERT_DEFAULTS.preBuffer), postBuffer: withDefault(integer(), ALERT_DEFAULTS.postBuffer),
  frequency: withDefault(integer(), ALERT_DEFAULTS.frequency),
  makeVideo: boolean(), typeStream: integer(),
};
const messageContactCodec = entity<MessageContact>('MessageContact', { id: guidIdentifier(), mail: boolean(), sms: boolean(), notification: optional(boolean()) });
const alertMessageCodec = entity<AlertMessage>('AlertMessage', { subject: text(), message: text(), contacts: list('contact', messageContactCodec, { key: byId }) });
const extensionCodec = entity<AlertExtension>('AlertExtension', { id: integer(), content: text() });
gateRegistry
  .register('alert-mail', entity<AlertMailGate>('AlertMailGate', { type: typeTag('alert-mail'), ...gateBase, ...alertFields, useUrl: boolean(), message: alertMessageCodec }))
  .register('alert-ftp', entity<AlertFtpGate>('AlertFtpGate', {
    type: typeTag('alert-ftp'), ...gateBase, ...alertFields, ftpIdentifier: guidReference(), directory: text(), filename: text(),
  }))
  .register('alert-monitoring', entity<AlertMonitoringGate>('AlertMonitoringGate', {
    type: typeTag('alert-monitoring'), ...gateBase, ...alertFields, useUrl: boolean(), zone: text(), set: text(), reset: text(),
    extensions: list('extension', extensionCodec),
  }));

export const controllerCodec = entity<Controller>('Controller', {
  id: guidIdentifier(), gates: list('gate', gateCodec, { key: byId }), links: list('link', linkCodec, { key: byId }),
  io0: ioCodec, io1: ioCodec, io0a: ioCodec, store: storeReferenceCodec,
});
