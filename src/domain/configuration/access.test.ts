import { describe, expect, it } from 'vitest';
import { createAccess } from './access';
import { sequentialGuids } from './guid';
import { createIo } from './io';

describe('access', () => {
  it('gets its own id and an io of type access by default', () => {
    const access = createAccess({}, sequentialGuids(6));
    expect(access.id).toBe('6-1');
    expect(access.io).toMatchObject({ id: '6-2', typeName: 'access' });
  });

  it('keeps the io it is given', () => {
    const io = createIo({ name: 'Portail' }, sequentialGuids(7));
    expect(createAccess({ io }, sequentialGuids(8)).io).toBe(io);
  });
});
