import { existsSync } from 'node:fs';

/**
 * The Chromium the tests drive, never a downloaded one: `VIGIL_CHROMIUM` when
 * set, else Debian's headless shell (package chromium-headless-shell, which
 * .ci/run installs), else Debian's chromium. Both are one engine; the shell has
 * no browser window around the page, and a page costs it about half the
 * processor time (docs/testing.md, "Fifth pass"), which on two cores is what
 * the tests phase beside the e2e phase waits on.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.VIGIL_CHROMIUM,
    '/usr/bin/chromium-headless-shell',
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s chromium-headless-shell or chromium (apt-get install chromium-headless-shell chromium) or set VIGIL_CHROMIUM');
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
