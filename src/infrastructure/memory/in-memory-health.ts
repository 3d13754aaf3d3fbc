import type { DebugMessage } from '../../application/ports/debug-stream.port';
import type { OnlineConfiguration } from '../../application/ports/maintenance.port';
import type { NetworkInterface } from '../../application/ports/network-interfaces.port';
import type { LogKind } from '../../application/ports/system-logs.port';

/**
 * What the server-health pages read and change on an InMemoryAppliance:
 * network interfaces, the two logs, debug messages, commands, the online
 * configuration. Tests set these fields to put the appliance in a state.
 */
export class InMemoryHealth {
  interfaces: NetworkInterface[] = [
    { name: 'eth0', mac: '00:16:3e:00:00:01', dhcp: false, ip: '192.168.1.10', netmask: '255.255.255.0', gateway: '192.168.1.1', dns: ['192.168.1.1'], connected: true },
  ];
  readonly logs: Record<LogKind, string> = { user: '', system: '' };
  /** Messages the debug stream sends, in order, before it waits for its end. */
  debug: DebugMessage[] = [];
  online: OnlineConfiguration = { online: true, status: 'synchronised' };
  /** Commands the appliance knows, by name; any other exits with 127. */
  readonly commands = new Map<string, (args: readonly string[]) => { code: number; output: string }>([
    ['echo', (args) => ({ code: 0, output: `${args.join(' ')}\n` })],
  ]);
  /** The commands run, in order (with their arguments). */
  readonly ran: string[] = [];

  run(command: string, args: readonly string[]): { code: number; output: string } {
    this.ran.push([command, ...args].join(' '));
    return this.commands.get(command)?.(args) ?? { code: 127, output: `${command}: command not found\n` };
  }
}
