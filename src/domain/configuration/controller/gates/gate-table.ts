import { alarmGate } from './alarm.gate';
import { alertFtpGate } from './alert-ftp.gate';
import { alertMailGate } from './alert-mail.gate';
import { alertMonitoringGate } from './alert-monitoring.gate';
import { andGate } from './and.gate';
import { averageGate } from './average.gate';
import { clockGate } from './clock.gate';
import { commandGate } from './command.gate';
import { constantGate } from './constant.gate';
import { copyAnalogicGate } from './copy-analogic.gate';
import { copyGate } from './copy.gate';
import { counterAnalogicGate } from './counter-analogic.gate';
import { counterGate } from './counter.gate';
import { customGate } from './custom.gate';
import { demuxGate } from './demux.gate';
import { edgeDownGate } from './edge-down.gate';
import { edgeUpGate } from './edge-up.gate';
import { edgeGate } from './edge.gate';
import type { AnyGateModule } from './gate-module';
import { maxGate } from './max.gate';
import { minGate } from './min.gate';
import { muxGate } from './mux.gate';
import { notGate } from './not.gate';
import { operationGate } from './operation.gate';
import { orGate } from './or.gate';
import { pingGate } from './ping.gate';
import { rsGate } from './rs.gate';
import { samplingGate } from './sampling.gate';
import { templateGate } from './template.gate';
import { thresholdGate } from './threshold.gate';
import { timeGate } from './time.gate';
import { toogleGate } from './toogle.gate';
import { variationGate } from './variation.gate';
import { xorGate } from './xor.gate';

/**
 * A table of gate modules: each entry a whole module (a part left out does
 * not compile) under the type it is written with in `<type>`.
 */
export type GateTable<T> = { readonly [K in keyof T]: AnyGateModule & { readonly type: K } };

/** The table itself when it is one (`WholeTable<typeof table>` does not compile otherwise). */
export type WholeTable<T extends GateTable<T>> = T;

/**
 * Every gate type of the specification, one line each: the codec, the
 * engine and the console know a gate type from its line here. The order is
 * the palette's within each family. Adding a type: docs/configuration-model.md,
 * "Adding a gate type".
 */
export const GATE_MODULES = {
  and: andGate,
  or: orGate,
  xor: xorGate,
  not: notGate,
  copy: copyGate,
  edge: edgeGate,
  'edge-down': edgeDownGate,
  'edge-up': edgeUpGate,
  toogle: toogleGate,
  rs: rsGate,
  mux: muxGate,
  demux: demuxGate,
  clock: clockGate,
  command: commandGate,
  constant: constantGate,
  time: timeGate,
  ping: pingGate,
  alarm: alarmGate,
  counter: counterGate,
  operation: operationGate,
  sampling: samplingGate,
  average: averageGate,
  variation: variationGate,
  max: maxGate,
  min: minGate,
  'copy-analogic': copyAnalogicGate,
  'counter-analogic': counterAnalogicGate,
  threshold: thresholdGate,
  template: templateGate,
  custom: customGate,
  'alert-mail': alertMailGate,
  'alert-ftp': alertFtpGate,
  'alert-monitoring': alertMonitoringGate,
} as const;

/**
 * The table's check: an entry that is not a whole module, or not under its
 * own type, fails here. (Checked apart from the table's declaration: a
 * template's module holds gates, whose union is derived from the table.)
 */
export type CheckedGateModules = WholeTable<typeof GATE_MODULES>;
