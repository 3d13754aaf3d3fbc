import { existsSync } from 'node:fs';

/** Debian's chromium (installed by .ci/run); VIGIL_CHROMIUM overrides it. No browser is downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.VIGIL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s chromium (apt-get install chromium) or set VIGIL_CHROMIUM');
  }
  return found;
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
