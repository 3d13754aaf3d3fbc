import { generateGuid, type GuidGenerator } from '../guid';
import { ALERT_DEFAULTS, createAlertMessage } from './alert-gates';
import { createGateOutput, unconnectedInput } from './gate-base';
import type { GateType, KnownGate } from './gate';

type Narrow<G, T> = G extends { readonly type: infer U } ? (T extends U ? Omit<G, 'type'> & { readonly type: T } : never) : never;

/** The known gate of one type (`toogle` is a PlainLogicGate whose type is exactly 'toogle'). */
export type GateOf<T extends GateType> = Narrow<KnownGate, T>;

/**
 * Inputs and outputs a new gate starts with. The specification gives no
 * counts: these follow each gate's meaning (and/or start with two inputs and
 * may take more; alerts have no output; clock, constant and ping have no input).
 */
export const GATE_ARITY: Readonly<Record<GateType, { readonly inputs: number; readonly outputs: number }>> = {
  and: { inputs: 2, outputs: 1 },
  or: { inputs: 2, outputs: 1 },
  xor: { inputs: 2, outputs: 1 },
  not: { inputs: 1, outputs: 1 },
  copy: { inputs: 1, outputs: 1 },
  edge: { inputs: 1, outputs: 1 },
  'edge-down': { inputs: 1, outputs: 1 },
  'edge-up': { inputs: 1, outputs: 1 },
  toogle: { inputs: 1, outputs: 1 },
  rs: { inputs: 2, outputs: 1 },
  mux: { inputs: 3, outputs: 1 },
  demux: { inputs: 2, outputs: 2 },
  clock: { inputs: 0, outputs: 1 },
  command: { inputs: 1, outputs: 0 },
  constant: { inputs: 0, outputs: 1 },
  time: { inputs: 1, outputs: 1 },
  ping: { inputs: 0, outputs: 1 },
  alarm: { inputs: 1, outputs: 1 },
  counter: { inputs: 2, outputs: 1 },
  operation: { inputs: 2, outputs: 1 },
  sampling: { inputs: 1, outputs: 1 },
  average: { inputs: 1, outputs: 1 },
  variation: { inputs: 1, outputs: 1 },
  max: { inputs: 2, outputs: 1 },
  min: { inputs: 2, outputs: 1 },
  'copy-analogic': { inputs: 1, outputs: 1 },
  'counter-analogic': { inputs: 1, outputs: 1 },
  threshold: { inputs: 1, outputs: 1 },
  template: { inputs: 0, outputs: 0 },
  custom: { inputs: 0, outputs: 0 },
  'alert-mail': { inputs: 1, outputs: 0 },
  'alert-ftp': { inputs: 1, outputs: 0 },
  'alert-monitoring': { inputs: 1, outputs: 0 },
};

const ANALOG_OUTPUT: ReadonlySet<GateType> = new Set(['operation', 'sampling', 'average', 'variation', 'max', 'min', 'copy-analogic', 'counter-analogic', 'constant']);

const ALERT_FIELDS = { ...ALERT_DEFAULTS, videoIdentifier: '', makeVideo: false, typeStream: 0 };

/** The type's own fields with their defaults (section 9 for alerts). */
function ownDefaults(type: GateType): Record<string, unknown> {
  switch (type) {
    case 'clock':
      return { period: 1000, time: 500 };
    case 'command':
      return { command: '', arguments: '' };
    case 'constant':
      return { value: 0 };
    case 'time':
      return { time: 0, timeBetweenAlert: ALERT_DEFAULTS.timeBetweenAlert, timeKeepAlert: 0 };
    case 'ping':
      return { address: '', period: 10000 };
    case 'alarm':
      return { timeActivation: 0, timeTrigger: 0, bistables: false, message: '' };
    case 'counter':
      return { logical: true };
    case 'operation':
      return { operators: ['+'] };
    case 'sampling':
    case 'average':
    case 'variation':
      return { period: 1000 };
    case 'counter-analogic':
      return { useNegative: false };
    case 'threshold':
      return { operator: 0, threshold: 0 };
    case 'template':
    case 'custom':
      return { gates: [], parameters: [] };
    case 'alert-mail':
      return { ...ALERT_FIELDS, useUrl: false, message: createAlertMessage() };
    case 'alert-ftp':
      return { ...ALERT_FIELDS, ftpIdentifier: '', directory: '', filename: '' };
    case 'alert-monitoring':
      return { ...ALERT_FIELDS, useUrl: false, zone: '', set: '', reset: '', extensions: [] };
    default:
      return {};
  }
}

/** A new gate of the type with every default; `fields` overrides any of them. */
export function createGate<T extends GateType>(type: T, fields: Partial<Omit<GateOf<T>, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): GateOf<T> {
  const name = (fields as { name?: string }).name ?? type;
  const arity = GATE_ARITY[type];
  const base = {
    id: (fields as { id?: string }).id ?? newGuid(),
    name,
    inputs: Array.from({ length: arity.inputs }, unconnectedInput),
    outputs: Array.from({ length: arity.outputs }, (_, index) =>
      createGateOutput(name, newGuid, arity.outputs > 1 ? `${name} ${index + 1}` : name, !ANALOG_OUTPUT.has(type)),
    ),
  };
  return { ...base, ...ownDefaults(type), ...fields, type } as unknown as GateOf<T>;
}
