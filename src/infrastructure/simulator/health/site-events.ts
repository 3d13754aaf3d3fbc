import type { Configuration } from '../../../domain/configuration/configuration';
import { isAlertGate } from '../../../domain/configuration/controller/gate';
import { allGates } from '../../../domain/configuration/controller/gate-graph';
import { simulatedOffline } from '../client-api/client-api-state';

/*
 * The simulated appliance's logs name the devices, stores and alerts of the
 * site it holds, whichever site is loaded (docs/simulator.md, "Logs"): the
 * lines are templates filled from the configuration in force, a device's
 * connection as the streaming interface reports it (offline devices refuse
 * the connection). Their wording is the appliance's, in English.
 */

interface SiteDevice {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  readonly online: boolean;
  readonly ptz: boolean;
  /** The first stream's codec, resolution and frame rate, as "h264 1920x1080 at 15 fps". */
  readonly stream: string;
}

/** What the logs say of a site: its driven devices, stores, alerts and sizes. */
export interface SiteFacts {
  readonly devices: readonly SiteDevice[];
  readonly stores: readonly { readonly name: string; readonly limitTime: number }[];
  readonly alerts: readonly string[];
  readonly deviceCount: number;
  readonly gateCount: number;
}

export function siteFacts(configuration: Configuration | null): SiteFacts {
  if (!configuration) return { devices: [], stores: [], alerts: [], deviceCount: 0, gateCount: 0 };
  const gates = allGates(configuration.controller);
  return {
    devices: configuration.devices
      .filter((device) => device.configured)
      .map((device) => {
        const video = device.videos[0];
        return {
          name: device.name || device.typename || device.address,
          address: device.address,
          port: device.port,
          online: !simulatedOffline(device.id),
          ptz: device.ptz !== undefined,
          stream: video ? `${video.codec} ${video.resolution} at ${video.fps} fps` : 'no video',
        };
      }),
    stores: configuration.parameters.stores.map((store) => ({ name: store.name, limitTime: store.limitTime })),
    alerts: gates.map(({ gate }) => gate).filter(isAlertGate).map((gate) => gate.name).filter((name) => name !== ''),
    deviceCount: configuration.devices.length,
    gateCount: gates.length,
  };
}

type Level = 'INFO' | 'WARNING' | 'ERROR';
/** A line of the system log: its level, source and text, for the `round`-th pass through the templates (which device, which store). */
type Template = (facts: SiteFacts, round: number) => readonly [Level, string, string] | undefined;

const pick = <T>(list: readonly T[], round: number): T | undefined => (list.length === 0 ? undefined : list[round % list.length]);

const SYSTEM_TEMPLATES: readonly Template[] = [
  (facts) => ['INFO', 'server', `configuration loaded (${facts.deviceCount} devices, ${facts.gateCount} gates)`],
  (facts, round) => {
    const device = pick(facts.devices, round);
    if (!device) return undefined;
    return device.online ? ['INFO', 'device', `${device.name}: connected (${device.stream})`] : ['ERROR', 'device', `${device.name}: connection refused (${device.address}:${device.port}), retrying in 10 s`];
  },
  (facts, round) => {
    const store = pick(facts.stores, round);
    return store && ['INFO', 'storage', `store ${store.name}: 812 GB used of 1.8 TB`];
  },
  (facts, round) => {
    const store = pick(facts.stores, round);
    return store && store.limitTime > 0 ? ['WARNING', 'storage', `store ${store.name}: recordings older than ${store.limitTime} days removed (regulation)`] : undefined;
  },
  (facts, round) => {
    const device = pick(facts.devices.filter((each) => each.online), round);
    return device && ['INFO', 'stream', `client 192.168.1.31 opened live stream ${device.name}`];
  },
  (facts, round) => {
    const device = pick(facts.devices, round + 1);
    if (!device) return undefined;
    return device.online ? ['INFO', 'device', `${device.name}: connected`] : ['ERROR', 'device', `${device.name}: connection refused (${device.address}:${device.port}), retrying in 10 s`];
  },
  (facts, round) => {
    const alert = pick(facts.alerts, round);
    return alert === undefined ? undefined : ['INFO', 'gate', `alert ${alert}: mail sent to 2 contacts`];
  },
  () => ['WARNING', 'network', 'eth1: DHCP lease renewed late'],
  (facts, round) => {
    const device = pick(facts.devices.filter((each) => each.online), round);
    return device && ['INFO', 'stream', `client 192.168.1.31 closed live stream ${device.name}`];
  },
  (facts, round) => {
    const alert = pick(facts.alerts, round);
    return alert === undefined ? undefined : ['ERROR', 'gate', `alert ${alert}: SMS provider answered 503`];
  },
  () => ['INFO', 'server', 'status check: all applications answer'],
];

/** The `index`-th line of the system log's history: the templates in turn, a template with nothing to name (no alert on the site) skipped. */
export function systemLine(facts: SiteFacts, index: number): readonly [Level, string, string] {
  for (let step = 0; ; step++) {
    const at = index + step;
    const line = SYSTEM_TEMPLATES[at % SYSTEM_TEMPLATES.length]!(facts, Math.floor(at / SYSTEM_TEMPLATES.length));
    if (line) return line;
  }
}

/** The user log's seeded lines: what administrators and operators did, naming a device of the site. */
export function userLines(facts: SiteFacts): readonly (readonly [string, string])[] {
  const device = facts.devices[0]?.name;
  return [
    ['admin', 'signed in from 192.168.1.31'],
    ...(device ? ([['admin', `configuration saved (device ${device})`], ['operator', `exported 00:04:10 of ${device}`]] as const) : []),
    ['admin', 'licence activated'],
    ['operator', 'signed in from 192.168.1.40'],
    ['admin', 'product code checked'],
  ];
}

type DebugLevel = 'debug' | 'info' | 'warning' | 'error';

/** The live debug console's message templates ({n}: a counter), naming the site's devices. */
export function debugTemplates(facts: SiteFacts): readonly (readonly [DebugLevel, string, string])[] {
  const first = facts.devices[0]?.name;
  const ptz = facts.devices.find((device) => device.ptz)?.name;
  const offline = facts.devices.find((device) => !device.online)?.name;
  return [
    ...(first ? ([['debug', 'stream', `frame {n} decoded in 3 ms (${first}, stream 0)`]] as const) : []),
    ['debug', 'gate', 'and gate 4: inputs 1,0 -> output 0'],
    ...(ptz ? ([['info', 'device', `${ptz}: preset 2 reached`]] as const) : []),
    ['debug', 'storage', 'segment {n} written (4.1 MiB)'],
    ['info', 'stream', 'client 192.168.1.31: live stream opened'],
    ['warning', 'network', 'eth1: 3 packets retransmitted'],
    ['debug', 'io', 'input {n}: 0'],
    ...(offline ? ([['error', 'device', `${offline}: no answer to keep-alive {n}`]] as const) : []),
  ];
}
