/** The waves after the first site, as typed ("10, 50"): percentages from 1 to 100, or undefined when the text is not that. */
export function parseWaves(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return [];
  const waves = parts.map((part) => Number(part.replace('%', '')));
  return waves.every((wave) => Number.isFinite(wave) && wave > 0 && wave <= 100) ? waves : undefined;
}

/** How many targets each wave holds, from the plan of each target's wave (wave 0: the first site alone). */
export function waveSizes(plan: readonly number[]): number[] {
  const sizes: number[] = [];
  for (const wave of plan) sizes[wave] = (sizes[wave] ?? 0) + 1;
  return sizes;
}
