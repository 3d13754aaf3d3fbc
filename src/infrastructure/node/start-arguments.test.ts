import { describe, expect, it } from 'vitest';
import { parseStartArguments } from './start-arguments';

describe('parseStartArguments', () => {
  it('defaults to a new simulated appliance with the demonstration site on 127.0.0.1:5170', () => {
    expect(parseStartArguments([], {})).toEqual({ host: '127.0.0.1', port: 5170, initialised: false, site: 'sample', insecure: false, noBuild: false, remoteSimulatorControls: false, sourceMaps: false, help: false, history: true, fleet: false,
      historyPollSeconds: 60, keepVersionsDays: 90, keepAuditDays: 365, historyLimitMegabytes: 1024, allowedHosts: [],
    });
  });

  it('starts a truly empty appliance with --fresh, the demonstration site with --sample, either site with --empty / --sample', () => {
    expect(parseStartArguments(['--fresh'], {})).toMatchObject({ initialised: false, site: 'empty' });
    expect(parseStartArguments(['--initialised'], {})).toMatchObject({ initialised: true, site: 'sample' });
    expect(parseStartArguments(['--sample', '--fresh'], {})).toMatchObject({ initialised: false, site: 'sample' });
    expect(parseStartArguments(['--initialised', '--empty'], {})).toMatchObject({ initialised: true, site: 'empty' });
  });

  it('reads every option, in both spellings', () => {
    expect(parseStartArguments(['--port', '8080', '--host=0.0.0.0', '--data', 'var/sim', '--initialised', '--no-build'], {})).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: 'var/sim', initialised: true, noBuild: true,
    });
    expect(parseStartArguments(['--server=https://10.0.0.5:443', '--insecure'], {})).toMatchObject({ server: 'https://10.0.0.5:443', insecure: true });
    expect(parseStartArguments(['--remote-simulator-controls'], {})).toMatchObject({ remoteSimulatorControls: true });
    expect(parseStartArguments(['--source-maps'], {})).toMatchObject({ sourceMaps: true });
    expect(parseStartArguments(['--database', 'postgres://vigil@db/vigil', '--no-history'], {})).toMatchObject({ database: 'postgres://vigil@db/vigil', history: false });
    expect(parseStartArguments(['--server=https://10.0.0.5:443', '--data', 'var/vigil'], {})).toMatchObject({ server: 'https://10.0.0.5:443', dataDir: 'var/vigil' });
  });

  it('reads how often the appliance is read for outside changes and the retention', () => {
    expect(parseStartArguments(['--history-poll', '15', '--keep-versions=30', '--keep-audit', '730', '--history-limit=200'], {})).toMatchObject({
      historyPollSeconds: 15, keepVersionsDays: 30, keepAuditDays: 730, historyLimitMegabytes: 200,
    });
    expect(parseStartArguments(['--history-poll=0'], {}).historyPollSeconds).toBe(0);
    expect(() => parseStartArguments(['--keep-versions', '0'], {})).toThrow('--keep-versions expects a whole number of at least 1, got "0"');
    expect(() => parseStartArguments(['--history-poll', '1.5'], {})).toThrow('--history-poll expects a whole number of at least 0, got "1.5"');
    expect(() => parseStartArguments(['--history-limit'], {})).toThrow('--history-limit expects a whole number of at least 1, got nothing');
  });

  it('starts a demonstration fleet with --fleet-demo N (1 to 1000 appliances), in fleet mode, never with a real appliance or another database', () => {
    expect(parseStartArguments(['--fleet-demo', '50'], {})).toMatchObject({ fleet: true, fleetDemo: 50 });
    expect(parseStartArguments(['--fleet-demo=1000'], {})).toMatchObject({ fleetDemo: 1000 });
    expect(() => parseStartArguments(['--fleet-demo', '0'], {})).toThrow('--fleet-demo expects a whole number of at least 1, got "0"');
    expect(() => parseStartArguments(['--fleet-demo', '1001'], {})).toThrow('--fleet-demo takes at most 1000 appliances, got 1001');
    expect(() => parseStartArguments(['--fleet-demo'], {})).toThrow('--fleet-demo expects a whole number of at least 1, got nothing');
    expect(() => parseStartArguments(['--fleet-demo', '5', '--server', 'https://10.0.0.2'], {})).toThrow('--fleet-demo runs simulated appliances on a temporary embedded database');
    expect(() => parseStartArguments(['--fleet-demo', '5'], { VIGIL_DATABASE_URL: 'postgres://db/vigil' })).toThrow('--fleet-demo runs simulated appliances on a temporary embedded database');
  });

  it('starts fleet mode with --fleet, which needs the database (not with --no-history)', () => {
    expect(parseStartArguments(['--fleet'], {})).toMatchObject({ fleet: true, history: true });
    expect(() => parseStartArguments(['--fleet', '--no-history'], {})).toThrow('--fleet keeps its operators and sites in the database: it cannot be used with --no-history');
  });

  it('takes the database from VIGIL_DATABASE_URL, the command line winning', () => {
    expect(parseStartArguments([], { VIGIL_DATABASE_URL: 'postgres://a/b' }).database).toBe('postgres://a/b');
    expect(parseStartArguments(['--database=postgres://c/d'], { VIGIL_DATABASE_URL: 'postgres://a/b' }).database).toBe('postgres://c/d');
  });

  it('takes the names browsers may use from --allowed-hosts, repeated, and VIGIL_ALLOWED_HOSTS, which the command line adds to', () => {
    expect(parseStartArguments(['--allowed-hosts', 'vigil.acme.lan,.sites.acme.lan', '--allowed-hosts=console.acme.com'], {}).allowedHosts).toEqual(['vigil.acme.lan,.sites.acme.lan', 'console.acme.com']);
    expect(parseStartArguments(['--allowed-hosts', 'b'], { VIGIL_ALLOWED_HOSTS: 'a' }).allowedHosts).toEqual(['a', 'b']);
    expect(() => parseStartArguments(['--allowed-hosts'], {})).toThrow('--allowed-hosts expects a value');
  });

  it('takes the appliance from VIGIL_SERVER, the command line winning', () => {
    expect(parseStartArguments([], { VIGIL_SERVER: 'https://a:1' }).server).toBe('https://a:1');
    expect(parseStartArguments(['--server', 'https://b:2'], { VIGIL_SERVER: 'https://a:1' }).server).toBe('https://b:2');
  });

  it.each([
    [['--port'], '--port expects a port number between 0 and 65535, got nothing'],
    [['--port', 'abc'], '--port expects a port number between 0 and 65535, got "abc"'],
    [['--port', '70000'], 'got "70000"'],
    [['--server'], '--server expects a value'],
    [['--what'], 'unknown option --what'],
    [['--database'], '--database expects a value'],
    [['--server', 'https://a:1', '--fresh'], 'cannot be used with --server'],
  ])('refuses %j', (args, message) => {
    expect(() => parseStartArguments(args, {})).toThrow(message);
  });
});
