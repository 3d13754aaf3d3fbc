import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n-setup';
import type { Simulation } from './use-simulation';
import { useIoToggle, type IoToggleSources } from './use-io-toggle';

function toggled(language: 'en' | 'fr', sources: Partial<IoToggleSources>) {
  const i18n = activateLanguage(language, setupI18n());
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const refuse = vi.fn<(message: string | null) => void>();
  const writeLive = vi.fn(async () => true);
  const all: IoToggleSources = { simulating: false, simulation: null, writeLive, refuse, nameOf: () => 'Call button', ...sources };
  const { result, rerender } = renderHook((props: IoToggleSources) => useIoToggle(props), { wrapper, initialProps: all });
  return { toggle: result.current, rerender: (next: Partial<IoToggleSources>) => rerender({ ...all, ...next }), refuse, writeLive, result };
}

const simulation = (isInput: boolean): Simulation => ({ simulation: null as never, version: 0, toggle: vi.fn(() => isInput), replay: vi.fn(() => undefined), forget: vi.fn() });

describe('what a node’s Toggle does', () => {
  it('writes on the appliance in live mode', () => {
    const { toggle, writeLive } = toggled('en', {});
    toggle('io-1');
    expect(writeLive).toHaveBeenCalledWith('io-1');
  });

  it('never writes in simulate mode, before the simulation is built: it says so, in English and French', () => {
    for (const [language, words] of [
      ['en', 'The simulation is starting: press again in a moment. Nothing is sent to the appliance in simulate mode.'],
      ['fr', 'La simulation démarre : appuyez de nouveau dans un instant. Rien n’est envoyé à l’appareil en mode simulation.'],
    ] as const) {
      const { toggle, writeLive, refuse } = toggled(language, { simulating: true });
      toggle('io-1');
      expect(writeLive).not.toHaveBeenCalled();
      expect(refuse).toHaveBeenCalledWith(words);
    }
  });

  it('refuses with a word an io the simulation does not drive as an input, and sets one that it does', () => {
    const { toggle, writeLive, refuse } = toggled('en', { simulating: true, simulation: simulation(false) });
    toggle('io-1');
    expect(refuse).toHaveBeenLastCalledWith('“Call button” is not an input the simulation can set. Nothing is sent to the appliance in simulate mode.');
    const set = toggled('en', { simulating: true, simulation: simulation(true) });
    set.toggle('io-1');
    expect(set.refuse).toHaveBeenLastCalledWith(null);
    expect(writeLive).not.toHaveBeenCalled();
    expect(set.writeLive).not.toHaveBeenCalled();
  });

  it('is one function whatever the mode: a toggle kept by a node drawn in live mode acts in the mode of the moment it is pressed', () => {
    const live = toggled('en', {});
    const kept = live.toggle;
    const simulated = simulation(true);
    live.rerender({ simulating: true, simulation: simulated });
    expect(live.result.current).toBe(kept);
    kept('io-1');
    expect(simulated.toggle).toHaveBeenCalledWith('io-1');
    expect(live.writeLive).not.toHaveBeenCalled();
  });
});
