import { describe, expect, it } from 'vitest';
import { operationsKit } from '../../../test/mothers/server-operations.mother';
import { FormValidationError } from '../errors/form-validation-error';
import { tunnelExpirationToWire } from './tunnel-expiration';

describe('remote-access tunnels', () => {
  it('sends the expiration as a timestamp truncated to seconds with Z', () => {
    expect(tunnelExpirationToWire(new Date('2026-11-23T10:15:42.987Z'))).toBe('2026-11-23T10:15:42Z');
    expect(tunnelExpirationToWire(new Date(Date.UTC(2027, 0, 1, 0, 0, 0, 1)))).toBe('2027-01-01T00:00:00Z');
  });

  it('opens a tunnel with protocol, host, port and an expiration minutes from now, then closes it', async () => {
    const kit = operationsKit();
    const list = await kit.openTunnel.execute({ protocol: 'https', host: ' 192.168.1.20 ', port: '443', minutes: '30' });
    expect(list).toEqual([{ protocol: 'https', host: '192.168.1.20', port: 443, expiration: new Date(kit.now.getTime() + 30 * 60_000) }]);
    const [tunnel] = list;
    expect(await kit.closeTunnel.execute(tunnel!)).toEqual([]);
  });

  it('leaves host and expiration out when empty', async () => {
    const kit = operationsKit();
    expect(await kit.openTunnel.execute({ protocol: 'ssh', host: '', port: '22', minutes: '' })).toEqual([{ protocol: 'ssh', port: 22 }]);
  });

  it('refuses a port outside 1–65535 with the port rule, and a lifetime that is not 1 minute to 30 days', async () => {
    const kit = operationsKit();
    for (const [port, minutes] of [['70000', '1.5'], ['0', '99999999'], ['', '0'], ['http', '43201']]) {
      const error = await kit.openTunnel.execute({ protocol: 'http', host: '', port: port!, minutes: minutes! }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FormValidationError);
      expect((error as FormValidationError<string>).fields).toEqual({ port: 'FIELD.INVALID_PORT', expiration: 'FIELD.TUNNEL_MINUTES' });
    }
    expect(kit.appliance.operations.tunnels).toEqual([]);
  });

  it('opens a tunnel for the longest lifetime allowed, 30 days', async () => {
    const kit = operationsKit();
    const list = await kit.openTunnel.execute({ protocol: 'https', host: '', port: '65535', minutes: '43200' });
    expect(list).toEqual([{ protocol: 'https', port: 65535, expiration: new Date(kit.now.getTime() + 43_200 * 60_000) }]);
  });
});
