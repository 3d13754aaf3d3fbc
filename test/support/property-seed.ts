import fc from 'fast-check';

/**
 * The seed of the property tests. `npm test` runs them on a fixed seed, so a
 * run is reproducible; `VIGIL_PROPERTY_SEED=random` (CI's `.ci/run`) draws a
 * new one each run, and `VIGIL_PROPERTY_SEED=<n>` replays run `n`. A failure
 * prints the seed and the command that replays it.
 */
export const FIXED_PROPERTY_SEED = 17_2026;

export function propertySeed(setting: string | undefined): number {
  const value = setting?.trim() ?? '';
  if (value === '') return FIXED_PROPERTY_SEED;
  if (value === 'random') return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  if (!/^-?\d+$/.test(value)) throw new Error(`VIGIL_PROPERTY_SEED must be 'random' or an integer, not '${value}'`);
  return Number(value) | 0;
}

/** How to run a property again on the failing seed. */
export function replayHint(seed: number): string {
  return `Replay this run: VIGIL_PROPERTY_SEED=${seed} npx vitest run <this test file> (fast-check's { seed, path } above goes straight to the counterexample)`;
}

/**
 * fast-check parameters with the seed of this run and a report that says how
 * to replay it: `fc.assert(property, propertyParameters({ numRuns: 50 }))`.
 */
export function propertyParameters<T>(parameters: fc.Parameters<T> = {}): fc.Parameters<T> {
  const seed = propertySeed(process.env.VIGIL_PROPERTY_SEED);
  return {
    seed,
    ...parameters,
    reporter: (details) => {
      if (!details.failed) return;
      // fast-check 4 leaves the property's own error out of the message: it is the cause.
      throw new Error(`${fc.defaultReportMessage(details) ?? 'property failed'}\n${replayHint(details.seed)}`, { cause: details.errorInstance });
    },
  };
}
