import { describe, expect, it } from 'vitest';
import { createConfiguration } from './configuration';
import { sequentialGuids } from './guid';

describe('configuration defaults', () => {
  it('an empty configuration lists its part-1 parts in the specification order', () => {
    const configuration = createConfiguration({}, sequentialGuids(1));
    expect(Object.keys(configuration)).toEqual([
      'application', 'parameters', 'groups', 'exportation', 'calendars', 'alarms', 'ftpClients', 'contacts', 'emails', 'messages', 'accesses',
    ]);
  });
});
