import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import { createLink } from './link';

describe('link', () => {
  it('gets its own id and carries the linked io guid, empty when unconnected', () => {
    expect(createLink('9-9', sequentialGuids(6))).toEqual({ id: '6-1', linkId: '9-9' });
    expect(createLink(undefined, sequentialGuids(6)).linkId).toBe('');
  });
});
