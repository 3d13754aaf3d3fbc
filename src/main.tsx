import '@fontsource/material-icons/400.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './composition-root';
import { App } from './ui/app';
import { AlertNotifier } from './ui/i18n/alert-notifier';
import { activateLanguage } from './ui/i18n/i18n-setup';
import { applyTheme } from './ui/theme/apply-theme';

/** The console's version, logged at start-up (specification section 1). */
const VERSION = '2.1.10';

console.info(`Vigil ${VERSION}`);
if (__VIGIL_BETA__) console.info(`Vigil ${VERSION}: beta build, not for production use`);

// The configuration document is decoded in a Web Worker, so a large one does not freeze the page.
// Each tab keeps its own draft: its id lives in sessionStorage (kept across reloads), and the tabs hear each other over a BroadcastChannel.
const services = createServices({
  notifier: new AlertNotifier(i18n),
  storage: window.localStorage,
  configurationDecoder: 'worker',
  tabStorage: window.sessionStorage,
  tabChannel: 'broadcast',
});
// Unsaved changes are stored a moment after each edit; a closing page stores them at once and tells the other tabs it is gone.
window.addEventListener('pagehide', () => {
  services.drafts.flush();
  services.tabs.stop();
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) services.tabs.start();
});
const language = services.resolveLanguage.execute(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
activateLanguage(language, i18n);
applyTheme(services.preferences.theme() ?? 'dark');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} i18n={i18n} initialLanguage={language} />
  </StrictMode>,
);
