import { describe, expect, it } from 'vitest';
import { tunnelFromWire } from './tunnels.adapter';
import { updateEventFromPart, updateRefusal } from './update.adapter';

describe('update stream parts', () => {
  it('reads progress and completion, skips what it does not know, throws on an error part', () => {
    expect(updateEventFromPart('{"type":"progress","value":42,"step":"download"}')).toEqual({ kind: 'progress', percent: 42, step: 'download' });
    expect(updateEventFromPart('{"type":"complete","version":"7.3.0"}')).toEqual({ kind: 'complete', version: '7.3.0' });
    expect(updateEventFromPart('{"type":"heartbeat"}')).toBeUndefined();
    expect(updateEventFromPart('not json')).toBeUndefined();
    expect(() => updateEventFromPart('{"type":"error","detail":"failed to install"}')).toThrow('failed to install');
  });

  it("maps the appliance's refusals to the specification's errors", () => {
    expect(updateRefusal('no version available').code).toBe('UPDATE.NO_VERSION_AVAILABLE');
    expect(updateRefusal('already up to date').code).toBe('UPDATE.ALREADY_UP_TO_DATE');
    expect(updateRefusal('server must be stopped').code).toBe('SERVER.MUST_BE_STOPPED');
    expect(updateRefusal('disk full')).toMatchObject({ code: 'UPDATE.FAILED', message: 'failed to install', metadata: { detail: 'disk full' } });
  });
});

describe('tunnel list entries', () => {
  it('reads protocol, host, port and expiration; leaves out entries it cannot read', () => {
    expect(tunnelFromWire({ protocol: 'ssh', host: '10.0.0.2', port: 22, expiration: '2026-11-23T10:15:00Z', remote: 'relay:40001' })).toEqual({
      protocol: 'ssh',
      host: '10.0.0.2',
      port: 22,
      expiration: new Date('2026-11-23T10:15:00Z'),
    });
    expect(tunnelFromWire({ protocol: 'https', port: 443, host: '', expiration: 'soon' })).toEqual({ protocol: 'https', port: 443 });
    expect(tunnelFromWire({ protocol: 'telnet', port: 23 })).toBeUndefined();
    expect(tunnelFromWire({ protocol: 'ssh', port: '22' })).toBeUndefined();
    expect(tunnelFromWire(null)).toBeUndefined();
  });
});
