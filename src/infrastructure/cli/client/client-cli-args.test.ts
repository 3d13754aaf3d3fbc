import { describe, expect, it } from 'vitest';
import { parseArgs, requireOption, requirePositional, UsageError } from './client-cli-args';

describe('vigil client arguments', () => {
  it('separates options, flags and positionals', () => {
    const parsed = parseArgs(['--url', 'http://a', '--json', 'live', 'G', '--frames=5', '-o', 'dir']);
    expect(parsed.options).toEqual({ url: 'http://a', json: true, frames: '5', output: 'dir' });
    expect(parsed.positionals).toEqual(['live', 'G']);
    expect(requireOption(parsed, 'frames')).toBe('5');
    expect(requirePositional(parsed, 1, 'GUID')).toBe('G');
  });

  it('says what is missing', () => {
    expect(() => parseArgs(['--url'])).toThrow('--url needs a value');
    expect(() => requireOption(parseArgs([]), 'begin')).toThrow(UsageError);
    expect(() => requirePositional(parseArgs(['snapshot']), 1, 'GUID')).toThrow('GUID is required');
  });
});
