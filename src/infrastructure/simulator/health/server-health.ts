/**
 * The simulated appliance's health side (docs/simulator.md): network
 * interfaces, logs, the online-configuration flags and the one maintenance
 * job that may run (its timing and failures are in the fault registry, area
 * `health`). Memory only: back to these values on reset.
 */
export interface SimulatedInterface {
  name: string;
  mac: string;
  dhcp: boolean;
  ip: string;
  netmask: string;
  gateway: string;
  dns: string[];
  connected: boolean;
  /** Link speed in Mbit/s. */
  speed: number;
}

function seedInterfaces(): SimulatedInterface[] {
  return [
    { name: 'eth0', mac: '00:1b:21:3a:4f:10', dhcp: false, ip: '192.168.1.20', netmask: '255.255.255.0', gateway: '192.168.1.1', dns: ['192.168.1.1', '9.9.9.9'], connected: true, speed: 1000 },
    { name: 'eth1', mac: '00:1b:21:3a:4f:11', dhcp: true, ip: '10.20.0.57', netmask: '255.255.0.0', gateway: '10.20.0.1', dns: ['10.20.0.1'], connected: true, speed: 100 },
    { name: 'eth2', mac: '00:1b:21:3a:4f:12', dhcp: true, ip: '', netmask: '', gateway: '', dns: [], connected: false, speed: 0 },
  ];
}

/** `YYYY-MM-DD HH:MM:SS.mmm` in UTC, the appliance's log time format. */
export function logTime(time: number): string {
  return new Date(time).toISOString().replace('T', ' ').slice(0, 23);
}

export class ServerHealth {
  /** When the simulated machine booted and when its monitor started (uptimes count from them). */
  readonly bootedAt: number;
  readonly monitorStartedAt: number;
  interfaces = seedInterfaces();
  online = true;
  /** Configuration changes saved while offline, not yet applied to the running server. */
  pending = false;
  applyingUntil = 0;
  /** The maintenance action running, if any: one at a time. */
  job: string | null = null;
  /** Lines added to the user log by what administrators do (network, commands, maintenance). */
  readonly userEvents: string[] = [];
  readonly systemEvents: string[] = [];
  /** The configuration last seen, to notice changes saved while offline. */
  lastConfiguration: string | undefined;

  constructor(now: number = Date.now()) {
    this.bootedAt = now - (3 * 86_400 + 5 * 3_600 + 17 * 60) * 1000;
    this.monitorStartedAt = now - (2 * 3_600 + 4 * 60) * 1000;
  }

  userAction(user: string, text: string, time = Date.now()): void {
    this.userEvents.push(`${logTime(time)} INFO [${user}] ${text}`);
  }

  systemEvent(level: 'INFO' | 'WARNING' | 'ERROR', source: string, text: string, time = Date.now()): void {
    this.systemEvents.push(`${logTime(time)} ${level} [${source}] ${text}`);
  }

  onlineStatus(now = Date.now()): 'synchronised' | 'pending' | 'applying' {
    if (now < this.applyingUntil) return 'applying';
    return this.pending ? 'pending' : 'synchronised';
  }

  summary(): Record<string, unknown> {
    return { interfaces: this.interfaces.map(({ name, ip, dhcp }) => ({ name, ip, dhcp })), online: this.online, onlineStatus: this.onlineStatus(), job: this.job };
  }
}
