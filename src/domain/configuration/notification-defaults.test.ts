import { describe, expect, it } from 'vitest';
import { createContact } from './contact';
import { createFtpClient } from './ftp-client';
import { sequentialGuids } from './guid';
import { createMonitor, DEFAULT_MONITOR_DOMAIN } from './monitor';
import { createSmsServer } from './sms-server';

describe('notification entities defaults', () => {
  it('notification entities carry the default names of the specification', () => {
    const ids = sequentialGuids(4);
    expect(createSmsServer({}, ids)).toMatchObject({ name: 'New SMS Server', default: 0, provider: 0 });
    expect(createContact({}, ids)).toMatchObject({ name: 'New Contact', firstname: '', mail: '', phone: '', description: '' });
    expect(createFtpClient({}, ids)).toMatchObject({ name: 'New FtpClient', port: 21, connection: 0, createPath: false });
  });

  it('monitor: type 1, address {ip}, nbTest 5, responseTime 10, an alarm-monitoring domain', () => {
    expect(createMonitor({}, sequentialGuids(5))).toMatchObject({
      id: '5-1', name: 'New Monitor', type: 1, address: '{ip}', nbTest: 5, responseTime: 10, domain: DEFAULT_MONITOR_DOMAIN,
    });
  });
});
