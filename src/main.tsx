import '@fontsource/material-icons/400.css';
import { i18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createFirstLoadServices, resolveFirstLanguage } from './composition/first-load';
import { siteConsoleAddressOf } from './domain/fleet/site-console-address';
import { FirstLoadApp } from './ui/first-load/first-load-app';
import { loadLanguage } from './ui/i18n/load-language';
import { applyTheme } from './ui/theme/apply-theme';

/** The console's version, logged at start-up (specification section 1). */
const VERSION = '2.1.10';

console.info(`Vigil ${VERSION}`);
if (__VIGIL_BETA__) console.info(`Vigil ${VERSION}: beta build, not for production use`);

// The first load draws the sign-in or first-run screen with React and a little CSS (docs/performance.md, "First load");
// the console (Chakra, the router, the container, every page) is fetched while the user types and takes the page over after the sign-in.
const root = createRoot(document.getElementById('root')!);
// A fleet site's console (`/fleet/sites/ID/…` on a Vigil server in fleet mode, docs/fleet.md): no sign-in form, the console opens the site.
const site = siteConsoleAddressOf(window.location.pathname);
const services = createFirstLoadServices({
  storage: window.localStorage,
  ...(site ? { site } : {}),
  // A transition: React renders the console in slices, the page answering between them. Its router is loaded first (console.tsx,
  // `prepare`), else its loading would re-render the whole page synchronously, in one long task, just after this render.
  handOver: (full) => {
    const render = () => startTransition(() => root.render(full.element(language)));
    void (full.prepare?.() ?? Promise.resolve()).then(render, (error: unknown) => {
      console.error('the console could not load its first page', error);
      render();
    });
  },
});
const language = resolveFirstLanguage(services.preferences, navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
applyTheme(services.preferences.theme() ?? 'dark');
// The reader's language only (load-language.ts); the screen is drawn once its words are here.
void loadLanguage(language, i18n).then(() => {
  if (site) {
    void services.console().then(services.handOver, (error: unknown) => services.logger.error('failed to load the console', error));
    return;
  }
  root.render(
    <StrictMode>
      <FirstLoadApp services={services} i18n={i18n} />
    </StrictMode>,
  );
});
