import { describe, expect, it } from 'vitest';
import { createApplicationInfo } from './application-info';

describe('application info', () => {
  it('starts at zero and empty versions, and takes the given fields', () => {
    expect(createApplicationInfo()).toEqual({ identifier: 0, brand: 0, version: '', minimalVersionUpdate: '' });
    expect(createApplicationInfo({ version: '7.2.0' })).toEqual({ identifier: 0, brand: 0, version: '7.2.0', minimalVersionUpdate: '' });
  });
});
