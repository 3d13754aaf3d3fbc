import { describe, expect, it } from 'vitest';
import { createConfiguration } from './configuration';
import { sequentialGuids } from './guid';

describe('configuration defaults', () => {
  it('an empty configuration lists its parts in the specification order, with an empty controller', () => {
    const configuration = createConfiguration({}, sequentialGuids(1));
    expect(Object.keys(configuration)).toEqual([
      'application', 'parameters', 'groups', 'devices', 'filters', 'exportation', 'calendars', 'controller', 'alarms', 'ftpClients', 'contacts', 'emails', 'messages', 'accesses',
    ]);
    expect(configuration.controller.gates).toEqual([]);
    expect([configuration.controller.io0.name, configuration.controller.io1.name, configuration.controller.io0a.logic]).toEqual(['Always off', 'Always on', false]);
  });
});
