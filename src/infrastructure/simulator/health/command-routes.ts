import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';

interface Output {
  readonly code: number;
  readonly output: Uint8Array;
}

const text = (value: string, code = 0): Output => ({ code, output: new TextEncoder().encode(value) });

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return `${days} days, ${hours}:${String(minutes).padStart(2, '0')}`;
}

const FILES: Record<string, (state: SimulatorState) => string> = {
  '/etc/hostname': () => 'vigil-appliance\n',
  '/etc/os-release': () => 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n',
  '/etc/vigil/configuration.xml': (state) => state.configurationXml(),
};

/**
 * The few commands the simulated appliance knows, with realistic output and
 * timing (ping answers once every 250 ms, sleep waits); anything else exits
 * 127 with 'command not found', as a shell would.
 */
async function execute(state: SimulatorState, command: string, args: readonly string[], signal: AbortSignal): Promise<Output> {
  switch (command) {
    case 'echo':
      return text(`${args.join(' ')}\n`);
    case 'uptime':
      return text(` ${new Date().toISOString().slice(11, 19)} up ${duration(Math.floor((Date.now() - state.health.bootedAt) / 1000))},  1 user,  load average: 0.52, 0.48, 0.40\n`);
    case 'df':
      return text('Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2        59G   12G   44G  22% /\n/dev/sdb1       1.8T  812G  988G  46% /var/lib/vigil/records\n/dev/sdc1       931G  120G  811G  13% /mnt/rescue\n');
    case 'ip':
    case 'ifconfig':
      return text(
        state.health.interfaces
          .map((item, index) => `${index + 2}: ${item.name}: <${item.connected ? 'UP,LOWER_UP' : 'NO-CARRIER'}> mtu 1500\n    link/ether ${item.mac}\n${item.ip ? `    inet ${item.ip} (${item.netmask})${item.dhcp ? ' dynamic' : ''}\n` : ''}`)
          .join(''),
      );
    case 'ping': {
      const countIndex = args.indexOf('-c');
      const host = args.find((arg, index) => !arg.startsWith('-') && index !== countIndex + 1);
      if (!host) return text('ping: usage error: Destination address required\n', 1);
      const count = Math.min(10, Math.max(1, countIndex >= 0 ? Number(args[countIndex + 1]) || 4 : 4));
      const lines = [`PING ${host} 56(84) bytes of data.`];
      for (let seq = 1; seq <= count && !signal.aborted; seq += 1) {
        await sleep(250, signal);
        lines.push(`64 bytes from ${host}: icmp_seq=${seq} ttl=64 time=${(0.3 + (seq % 3) * 0.11).toFixed(2)} ms`);
      }
      lines.push('', `--- ${host} ping statistics ---`, `${count} packets transmitted, ${count} received, 0% packet loss`);
      return text(`${lines.join('\n')}\n`);
    }
    case 'sleep': {
      const seconds = Number(args[0]);
      if (!Number.isFinite(seconds) || seconds < 0) return text('sleep: invalid time interval\n', 1);
      await sleep(Math.min(seconds, 30) * 1000, signal);
      return text('');
    }
    case 'cat': {
      const path = args[0] ?? '';
      const file = FILES[path];
      return file ? text(file(state)) : text(`cat: ${path}: No such file or directory\n`, 1);
    }
    case 'head': {
      // head -c N /dev/urandom: N random bytes, for binary downloads.
      const size = Math.min(1_048_576, Math.max(0, Number(args[args.indexOf('-c') + 1]) || 0));
      if (!args.includes('/dev/urandom') || args.indexOf('-c') < 0) return text('head: only "head -c N /dev/urandom" is simulated\n', 1);
      const bytes = new Uint8Array(size);
      for (let offset = 0; offset < size; offset += 65_536) crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65_536)));
      return { code: 0, output: bytes };
    }
    default:
      return text(`sh: 1: ${command}: not found\n`, 127);
  }
}

/**
 * `POST /api/command[?binary]` with `{command, arguments, detach}`: the
 * output as JSON `{result, code, output}`, or raw bytes with `binary`
 * (exit code in `X-Exit-Code`); `detach` answers at once `{result, detached}`.
 */
export function registerCommandRoutes(app: SimulatorHono, state: SimulatorState): void {
  app.post('/api/command', requireAccount(state, { root: true }), async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return c.json(failure('The JSON structure is invalid'), 400);
    const command = typeof body['command'] === 'string' ? body['command'].trim() : '';
    if (!command) return c.json(failure('command is required'), 400);
    const args = body['arguments'] ?? [];
    if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) return c.json(failure('arguments must be a list of strings'), 400);
    state.health.userAction(c.get('account').name, `ran command: ${[command, ...args].join(' ')}${body['detach'] === true ? ' (detached)' : ''}`);
    if (body['detach'] === true) {
      void execute(state, command, args, new AbortController().signal);
      return c.json({ result: true, detached: true });
    }
    const result = await execute(state, command, args, c.req.raw.signal);
    if (c.req.query('binary') !== undefined) {
      return c.body(result.output as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${command.replace(/[^\w.-]+/g, '_')}-output.bin"`,
        'x-exit-code': String(result.code),
      });
    }
    return c.json({ result: true, code: result.code, output: new TextDecoder().decode(result.output) });
  });
}
