import { inject, type ProvidedContext } from 'vitest';

/**
 * This worker's console (global-setup.ts starts one per worker of the e2e
 * project): `VITEST_POOL_ID` is 1 to maxWorkers, and no two files that run
 * at the same time have the same. Undefined outside the e2e project.
 */
function consoleUnderTest(): { readonly baseUrl: string } | undefined {
  const consoles = inject('consoles') as ProvidedContext['consoles'] | undefined;
  if (!consoles) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = consoles[worker - 1];
  if (!found) throw new Error(`no console for e2e worker ${worker}: global-setup started ${consoles.length}`);
  return found;
}

/** The address of this worker's console server (its own simulated appliance). */
export function consoleBaseUrl(): string {
  const found = consoleUnderTest();
  if (!found) throw new Error('consoleBaseUrl() serves the e2e project, whose global setup starts the consoles');
  return found.baseUrl;
}
