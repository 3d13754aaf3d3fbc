import { describe, expect, it } from 'vitest';
import { mayChange, operatorKey, operatorProblems } from './operator';

describe('operators', () => {
  it('lets installers change and viewers only read', () => {
    expect(mayChange('installer')).toBe(true);
    expect(mayChange('viewer')).toBe(false);
  });

  it('says every problem of a new operator at once', () => {
    expect(operatorProblems({ name: '', password: '', role: 'boss' })).toEqual({
      name: { code: 'FIELD.USERNAME_REQUIRED', message: 'username is required' },
      password: { code: 'FIELD.PASSWORD_REQUIRED', message: 'please set a password' },
      role: { code: 'FIELD.REQUIRED', message: 'this field is required' },
    });
    expect(operatorProblems({ name: 'claire martin', password: 'short', role: 'viewer' })).toEqual({
      name: { code: 'FIELD.OPERATOR_NAME', message: 'a name is made of letters, digits and . _ @ -' },
      password: { code: 'FIELD.PASSWORD_TOO_SHORT', message: 'the password needs at least 8 characters' },
    });
    expect(operatorProblems({ name: 'claire', password: 'xxClaire-2026', role: 'installer' }).password?.code).toBe('FIELD.PASSWORD_HAS_USER_NAME');
    expect(operatorProblems({ name: 'claire.martin@acme', password: 'Depot-north-7', role: 'installer' })).toEqual({});
  });

  it('knows names without regard to case or blanks', () => {
    expect(operatorKey(' Claire ')).toBe(operatorKey('claire'));
  });
});
