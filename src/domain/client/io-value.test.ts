import { describe, expect, it } from 'vitest';
import { parseIoValue, PTZ_NAMED_COMMANDS, toIoValue } from './io-value';

describe('I/O values and PTZ commands', () => {
  it('reads the appliance answer, tolerating booleans and junk values', () => {
    expect(parseIoValue({ defined: true, value: 3 })).toEqual({ defined: true, value: 3 });
    expect(parseIoValue({ defined: true, value: true })).toEqual({ defined: true, value: 1 });
    expect(parseIoValue({ value: 'x' })).toEqual({ defined: false, value: 0 });
    expect(() => parseIoValue('on')).toThrow('invalid response');
  });

  it('turns what a caller writes into a defined value', () => {
    expect(toIoValue(true)).toEqual({ defined: true, value: 1 });
    expect(toIoValue(0)).toEqual({ defined: true, value: 0 });
    expect(toIoValue({ defined: false, value: 5 })).toEqual({ defined: false, value: 5 });
  });

  it('names the moves of the command line', () => {
    expect(PTZ_NAMED_COMMANDS['home']).toEqual({ type: 'home' });
    expect(PTZ_NAMED_COMMANDS['left']).toEqual({ type: 'relative', pan: -0.1 });
  });
});
