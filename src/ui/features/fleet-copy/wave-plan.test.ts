import { describe, expect, it } from 'vitest';
import { planWaves } from '../../../domain/fleet/rollout';
import { parseWaves, waveSizes } from './wave-plan';

describe('the waves typed on the copy page', () => {
  it('reads percentages separated by commas, spaces or semicolons, with or without %', () => {
    expect(parseWaves('10')).toEqual([10]);
    expect(parseWaves(' 10, 50% ;90 ')).toEqual([10, 50, 90]);
    expect(parseWaves('')).toEqual([]);
  });

  it('refuses what is not a percentage from 1 to 100', () => {
    for (const text of ['0', '101', 'ten', '10,,x', '-5']) expect(parseWaves(text), text).toBeUndefined();
  });

  it('counts the sites of each wave: the first site alone, then the shares, then the rest', () => {
    expect(waveSizes(planWaves(20, [10]))).toEqual([1, 2, 17]);
    expect(waveSizes(planWaves(3, [10]))).toEqual([1, 1, 1]);
    expect(waveSizes(planWaves(1, [10]))).toEqual([1]);
  });
});
