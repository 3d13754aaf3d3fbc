import { describe, expect, it } from 'vitest';
import {
  firstProblem, isIpAddress, validateEmail, validateHostAddress, validateIpAddress, validateNewPassword, validatePasswordConfirmation, validatePhone, validatePort,
  validatePositiveInteger, validateRequired, validateStoragePath, validateUserName, validateRootPassword, passwordStrength, validateIntegerRange, validateTunnelMinutes, validateName, validateNameLength, NAME_MAX_LENGTH,
} from './field-validators';

const messageOf = (found: { message: string } | null): string | null => found?.message ?? null;

describe('field validators (section 5)', () => {
  it("'this field is required' for blank values only", () => {
    for (const blank of [undefined, null, '', '   ']) expect(messageOf(validateRequired(blank))).toBe('this field is required');
    for (const filled of ['x', 0, false]) expect(validateRequired(filled)).toBeNull();
  });

  it("'invalid ip address' for anything but IPv4 or IPv6", () => {
    for (const good of ['192.168.1.10', '0.0.0.0', '255.255.255.255', '::1', 'fe80::1%eth0', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8']) {
      expect(isIpAddress(good), good).toBe(true);
    }
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'host', '1:2:3:4:5:6:7:8:9', '1::2::3', ':1:2:3:4:5:6:7', '::ffff:999.0.2.1', 'gggg::1']) {
      expect(messageOf(validateIpAddress(bad)), bad).toBe('invalid ip address');
    }
    expect(validateIpAddress('')).toBeNull();
    expect(messageOf(validateIpAddress(42))).toBe('invalid ip address');
  });

  it('accepts host names where an address may be one, but not malformed numeric addresses', () => {
    for (const good of ['smtp.example.com', 'nas01', '10.0.0.1', 'xn--bcher-kva.example']) expect(validateHostAddress(good), good).toBeNull();
    for (const bad of ['10.0.0.300', 'bad host', '-start.example', 'a..b']) expect(messageOf(validateHostAddress(bad)), bad).toBe('invalid ip address');
  });

  it("'invalid email address'", () => {
    for (const good of ['claire.martin@example.com', 'zoë@exämple.fr', 'a+tag@sub.example.co.uk']) expect(validateEmail(good), good).toBeNull();
    for (const bad of ['claire', 'claire@', '@example.com', 'a b@example.com', 'a@example', 'a@@example.com']) {
      expect(messageOf(validateEmail(bad)), bad).toBe('invalid email address');
    }
  });

  it("'invalid phone number'", () => {
    for (const good of ['+33612345678', '+33 6 12 34 56 78', '(555) 010-4477', '+44 7700 900123']) expect(validatePhone(good), good).toBeNull();
    // Too short to reach anyone by SMS (E.164 numbers hold at least 4 digits).
    expect(messageOf(validatePhone('112'))).toBe('invalid phone number');
    for (const bad of ['phone', '+33 6 12 AB', '33+612345678', '+1234567890123456']) expect(messageOf(validatePhone(bad)), bad).toBe('invalid phone number');
  });

  it("'please provide a positive integer', zero allowed unless a minimum says otherwise", () => {
    for (const good of [0, 10, '30', ' 7 ']) expect(validatePositiveInteger(good), String(good)).toBeNull();
    for (const bad of [-1, 1.5, '1.5', '-3', 'ten', Number.NaN, 2 ** 60]) {
      expect(messageOf(validatePositiveInteger(bad)), String(bad)).toBe('please provide a positive integer');
    }
    expect(messageOf(validatePositiveInteger(0, 1))).toBe('please provide a positive integer');
  });

  it("'storage path is required' when blank, 'invalid storage path' unless absolute and clean", () => {
    expect(messageOf(validateStoragePath(' '))).toBe('storage path is required');
    for (const good of ['/var/lib/vigil/records', 'D:\\Vidéos', 'e:/records', '\\\\nas01\\vidéo\\site']) expect(validateStoragePath(good), good).toBeNull();
    for (const bad of ['records', './records', 'C:records', 'D:\\a|b', '/var/\u0001x', '\\\\server']) {
      expect(messageOf(validateStoragePath(bad)), bad).toBe('invalid storage path');
    }
  });

  it('chains validators and reports the first problem', () => {
    expect(messageOf(firstProblem('', validateRequired, validateEmail))).toBe('this field is required');
    expect(messageOf(firstProblem('nope', validateRequired, validateEmail))).toBe('invalid email address');
    expect(firstProblem('a@example.com', validateRequired, validateEmail)).toBeNull();
  });

  it("'username is required', 'please set a password' and \"passwords don't match\" for the user forms", () => {
    expect(messageOf(validateUserName(' '))).toBe('username is required');
    expect(validateUserName('night-guard')).toBeNull();
    expect(messageOf(validateNewPassword(''))).toBe('please set a password');
    // Spaces are a password like any other: only an empty one is missing.
    expect(validateNewPassword(' ')).toBeNull();
    expect(messageOf(validatePasswordConfirmation('Nuit-2027', 'nuit-2027'))).toBe("passwords don't match");
    expect(validatePasswordConfirmation('Nuit-2027', 'Nuit-2027')).toBeNull();
  });

  it('a port from 1 to 65535 (our message)', () => {
    for (const good of [1, 80, '8080', 65535]) expect(validatePort(good), String(good)).toBeNull();
    for (const bad of [0, 65536, -1, 80.5, 'http']) expect(validatePort(bad)?.code, String(bad)).toBe('FIELD.INVALID_PORT');
    expect(validatePort('')).toBeNull();
  });
});

describe('root password rule and strength hint', () => {
  it('needs 8 characters and no user name inside', () => {
    expect(validateRootPassword('a', 'admin')?.message).toBe('the password needs at least 8 characters');
    expect(validateRootPassword('myADMINpass', 'admin')?.message).toBe('the password must not contain the user name');
    expect(validateRootPassword('Quai-4-night', 'admin')).toBeNull();
    expect(validateRootPassword('', 'admin')).toBeNull();
  });

  it('grades the strength from the length and the kinds of characters', () => {
    expect(passwordStrength('a')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('fair');
    expect(passwordStrength('Quai-4-night')).toBe('strong');
  });
});

describe('number rules', () => {
  it('says the one port rule for anything that is no port', () => {
    for (const port of [0, 70000, '70000', 'http', 1.5]) expect(validatePort(port)?.message).toBe('please provide a port between 1 and 65535');
    for (const port of [1, '65535', 554]) expect(validatePort(port)).toBeNull();
  });

  it('gives bounded numbers their range, and a tunnel at most 30 days', () => {
    expect(validateIntegerRange(101, 1, 100)).toEqual({ code: 'FIELD.NUMBER_RANGE', message: 'please provide a whole number between 1 and 100', values: { min: 1, max: 100 } });
    expect(validateIntegerRange('100', 1, 100)).toBeNull();
    expect(validateTunnelMinutes('99999999')?.message).toBe('please provide a number of minutes between 1 and 43200 (30 days)');
    expect(validateTunnelMinutes('43200')).toBeNull();
    expect(validateTunnelMinutes('')).toBeNull();
  });
});

describe('validateNameLength', () => {
  it("refuses a name longer than 255 characters with the specification's style of message, counting characters, not UTF-16 units", () => {
    expect(validateNameLength('a'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(validateNameLength('a'.repeat(NAME_MAX_LENGTH + 1))).toEqual({ code: 'FIELD.NAME_TOO_LONG', message: 'name is too long (255 characters at most)' });
    expect(validateNameLength('😀'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(validateNameLength('x'.repeat(5000))?.code).toBe('FIELD.NAME_TOO_LONG');
    expect(validateName('')?.code).toBe('FIELD.REQUIRED');
    expect(validateName('Main')).toBeNull();
  });
});
