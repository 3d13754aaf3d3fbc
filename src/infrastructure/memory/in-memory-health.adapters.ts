import { SaveError, OnlineChangesPendingError } from '../../application/errors/health-errors';
import { ServerMustBeStoppedError } from '../../application/errors/operation-errors';
import type { CommandPort, CommandRequest, CommandResult } from '../../application/ports/command.port';
import type { DebugLevel, DebugMessage, DebugStreamPort } from '../../application/ports/debug-stream.port';
import { DEBUG_LEVELS } from '../../application/ports/debug-stream.port';
import type { DatabaseAction, MaintenanceEvent, MaintenancePort, OnlineConfiguration } from '../../application/ports/maintenance.port';
import type { ApplicationDetails, ApplicationSummary, MonitorData, MonitorPort, MonitorStreamOptions } from '../../application/ports/monitor.port';
import type { NetworkInterface, NetworkInterfaceSettings, NetworkInterfacesPort } from '../../application/ports/network-interfaces.port';
import type { LogKind, SystemLogsPort } from '../../application/ports/system-logs.port';
import { InMemoryAdapter } from './in-memory-adapter-base';

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const PROCESS_ID = 1;

/** The monitor streams of an InMemoryAppliance: one sample of its state every interval until aborted. */
export class InMemoryMonitorAdapter extends InMemoryAdapter implements MonitorPort {
  system(options: MonitorStreamOptions): AsyncIterable<MonitorData> {
    return this.#stream(options, () => {
      const { info } = this.appliance;
      return {
        server: info.name, version: info.version, os: 'in-memory', arch: 'none', systemUptime: 0, monitorUptime: 0,
        cpu: [{ name: 'cpu0', value: 0 }],
        memory: { physical: { total: 0, used: 0 }, pagefile: { total: 0, used: 0 } },
        network: this.appliance.health.interfaces.map((entry) => ({ name: entry.name, speed: 1000, input: 0, output: 0 })),
      };
    });
  }

  applications(options: MonitorStreamOptions): AsyncIterable<readonly ApplicationSummary[]> {
    return this.#stream(options, () => [this.#summary()]);
  }

  application(processid: number, options: MonitorStreamOptions): AsyncIterable<ApplicationDetails> {
    return this.#stream(options, () => {
      if (processid !== PROCESS_ID) throw new Error(`no application with process id ${processid}`);
      const idle = { input: 0, output: 0 };
      return { ...this.#summary(), cpu: 0, memory: 0, bandwidth: { devices: idle, servers: idle, disks: idle }, stream: 0, disk: 0 };
    });
  }

  #summary(): ApplicationSummary {
    const { info, serverStatus } = this.appliance;
    return {
      name: info.name, version: info.version, status: serverStatus === 'started' ? 'run' : 'idle', processid: PROCESS_ID,
      path: '', license: this.appliance.licenseStatus, flags: 0, timeLoad: '', timeStart: '', timePing: '',
    };
  }

  async *#stream<T>(options: MonitorStreamOptions, sample: () => T): AsyncIterable<T> {
    while (!options.signal.aborted) {
      yield await this.authorised(() => {
        return sample();
      });
      await pause(Math.max(200, options.interval), options.signal);
    }
  }
}

/** The network interfaces of an InMemoryAppliance (`appliance.health.interfaces`). */
export class InMemoryNetworkInterfacesAdapter extends InMemoryAdapter implements NetworkInterfacesPort {
  list(): Promise<readonly NetworkInterface[]> {
    return this.authorised(() => {
      return this.appliance.health.interfaces.map((entry) => ({ ...entry, dns: [...entry.dns] }));
    });
  }

  save(mac: string, settings: NetworkInterfaceSettings): Promise<NetworkInterface> {
    return this.authorised(() => {
      const health = this.appliance.health;
      const index = health.interfaces.findIndex((entry) => entry.mac === mac);
      if (index < 0) throw new SaveError(`no interface with mac ${mac}`);
      const saved = { ...health.interfaces[index]!, ...settings, dns: [...settings.dns] };
      health.interfaces = health.interfaces.map((entry, at) => (at === index ? saved : entry));
      return { ...saved, dns: [...saved.dns] };
    });
  }
}

/** The user and system logs of an InMemoryAppliance (`appliance.health.logs`), plain or gzip-compressed. */
export class InMemorySystemLogsAdapter extends InMemoryAdapter implements SystemLogsPort {
  text(kind: LogKind): Promise<string> {
    return this.authorised(() => {
      return this.appliance.health.logs[kind];
    });
  }

  async compressed(kind: LogKind): Promise<Uint8Array> {
    const text = await this.text(kind);
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }
}

/** The debug stream of an InMemoryAppliance: its messages at `level` and above, then silence until aborted. */
export class InMemoryDebugStreamAdapter extends InMemoryAdapter implements DebugStreamPort {
  async *watch(level: DebugLevel, signal: AbortSignal): AsyncIterable<DebugMessage> {
    const messages = await this.authorised(() => {
      const lowest = DEBUG_LEVELS.indexOf(level);
      return this.appliance.health.debug.filter((message) => DEBUG_LEVELS.indexOf(message.level) >= lowest);
    });
    for (const message of messages) {
      if (signal.aborted) return;
      yield message;
    }
    await new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
  }
}

/** Commands on an InMemoryAppliance (`appliance.health.commands`): their text output, or its bytes. */
export class InMemoryCommandAdapter extends InMemoryAdapter implements CommandPort {
  run(request: CommandRequest): Promise<CommandResult> {
    return this.authorised(() => {
      const { code, output } = this.appliance.health.run(request.command, request.arguments);
      if (request.detach) return { kind: 'detached' };
      if (request.binary) return { kind: 'binary', code, bytes: new TextEncoder().encode(output), fileName: `${request.command}.out` };
      return { kind: 'text', code, output };
    });
  }
}

/** Database actions, rescue and the online configuration of an InMemoryAppliance, with the simulated one's rules. */
export class InMemoryMaintenanceAdapter extends InMemoryAdapter implements MaintenancePort {
  database(action: DatabaseAction): AsyncIterable<MaintenanceEvent> {
    return this.#progress(action === 'rebuild');
  }

  rescue(): AsyncIterable<MaintenanceEvent> {
    return this.#progress(true);
  }

  online(): Promise<OnlineConfiguration> {
    return this.authorised(() => {
      return { ...this.appliance.health.online };
    });
  }

  setOnline(online: boolean, force: boolean): Promise<OnlineConfiguration> {
    return this.authorised(() => {
      const health = this.appliance.health;
      if (health.online.status === 'pending' && !force) throw new OnlineChangesPendingError();
      health.online = { online, status: 'synchronised' };
      return { ...health.online };
    });
  }

  async *#progress(needsStopped: boolean): AsyncIterable<MaintenanceEvent> {
    await this.authorised(() => {
      if (needsStopped && this.appliance.serverStatus !== 'stopped') throw new ServerMustBeStoppedError();
    });
    for (const percent of [0, 50, 100]) yield { kind: 'progress', percent };
    yield { kind: 'complete' };
  }
}
