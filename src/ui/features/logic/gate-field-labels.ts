import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The labels of the gates' own fields (section 3), with their unit where they have one. */
export const GATE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  period: msg`Period (ms)`,
  time: msg`Time (ms)`,
  command: msg`Command`,
  arguments: msg`Arguments`,
  value: msg`Value`,
  timeBetweenAlert: msg`Time between alerts (ms)`,
  timeKeepAlert: msg`Time to keep the alert (ms)`,
  address: msg`Address`,
  timeActivation: msg`Activation time (ms)`,
  timeTrigger: msg`Trigger time (ms)`,
  bistables: msg`Bistable`,
  message: msg`Message`,
  logical: msg`Logical`,
  useNegative: msg`Use negative values`,
  operator: msg`Operator`,
  threshold: msg`Threshold`,
  preBuffer: msg`Pre-buffer (ms)`,
  postBuffer: msg`Post-buffer (ms)`,
  frequency: msg`Frequency (images/s)`,
  makeVideo: msg`Make a video`,
  typeStream: msg`Stream type`,
  useUrl: msg`Send a link`,
  directory: msg`Directory`,
  filename: msg`File name`,
  zone: msg`Zone`,
  set: msg`Set code`,
  reset: msg`Reset code`,
  videoIdentifier: msg`Video`,
  monitoringIdentifier: msg`Alarm receiver`,
  ftpIdentifier: msg`FTP client`,
};

/** Fields edited by their own control, or not at all, rather than as plain values. */
export const STRUCTURED_FIELDS: ReadonlySet<string> = new Set(['id', 'type', 'name', 'inputs', 'outputs', 'gates', 'parameters', 'extensions', 'operators', 'payload', 'unsupported']);

const INPUT = msg`Input {number}`;

/** A gate's input as the inspector labels it, counted from 1: "Input 1". */
export function gateInputWords(index: number): MessageDescriptor {
  return { ...INPUT, values: { number: index + 1 } };
}
