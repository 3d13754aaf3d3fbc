import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runScenario } from '../../../application/logic/logic-scenario';
import { parseScenario } from '../../../application/logic/scenario-file';
import type { Configuration } from '../../../domain/configuration/configuration';
import { gate, testSite } from '../../../domain/configuration/controller/engine/engine-test-site';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { ScenarioTimelinePanel } from './scenario-timeline-panel';
import { useSimulation } from './use-simulation';

/**
 * The files the panel hands to the browser (components/save-file.ts): the
 * blob of each object URL, and the link's click kept from navigating the
 * test's window. Spies, restored after each test, not vi.mock: the ui
 * project shares one module graph per worker (vitest.config.ts), where a
 * module mock applies only if no earlier file imported the module.
 */
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:scenario';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A door contact into an And with a window contact; the And's output called "Sortie 1", as on real sites. */
function site() {
  const built = testSite(['Porte', 'Fenêtre'], (io, id) => {
    const and = gate('and', 'Alarme intrusion', id, [io('Porte'), io('Fenêtre')]);
    return [{ ...and, outputs: [{ ...and.outputs[0]!, name: 'Sortie 1' }] }];
  });
  return { configuration: built.configuration, io: built.io, output: built.configuration.controller.gates[0]!.outputs[0]!.id };
}

function Harness({ configuration, inputs, output }: { readonly configuration: Configuration; readonly inputs: readonly string[]; readonly output: string }) {
  const simulation = useSimulation(configuration, true);
  const [, setMoved] = useState(0);
  if (!simulation) return null;
  const moved = () => setMoved((value) => value + 1);
  return (
    <>
      {inputs.map((input, index) => (
        <button key={input} type="button" onClick={() => simulation.toggle(input)}>{`toggle ${index}`}</button>
      ))}
      <button type="button" onClick={() => { simulation.simulation.advance(1000); moved(); }}>step</button>
      <span data-testid="now">{simulation.simulation.now - START_OF(simulation.simulation)}</span>
      <ScenarioTimelinePanel simulation={simulation} selectedOutputs={[output]} onMoved={moved} />
    </>
  );
}

let firstNow: number | undefined;
function START_OF(simulation: { now: number }): number {
  firstNow ??= simulation.now;
  return firstNow;
}

function renderPanel(language: 'en' | 'fr' = 'en') {
  const { configuration, io, output } = site();
  firstNow = undefined;
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <Harness configuration={configuration} inputs={[io('Porte'), io('Fenêtre')]} output={output} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { configuration };
}

const click = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));
const rows = () => within(screen.getByTestId('scenario-rows')).getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('the scenario timeline of simulate mode', () => {
  it('records inputs set while the clock runs, adds what the selected gate shows, saves a file the command line runs, replays it with marks', async () => {
    const { configuration } = renderPanel();
    click('Record a scenario');
    click('step');
    click('toggle 0');
    click('step');
    click('toggle 1');
    click('step');
    click("Expect the selected gate's outputs now");
    click('Stop recording');
    expect(rows().map((row) => row.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Set ?Porte/),
      expect.stringMatching(/^Set ?Fenêtre/),
      expect.stringMatching(/^Expect ?Alarme intrusion/),
    ]);
    click('Save as a scenario file');
    const file = JSON.parse(await saved.at(-1)!.text()) as { duration: string; inputs: unknown[]; expect: unknown[] };
    expect(file.inputs).toEqual([{ at: '1s', io: 'Porte', value: 1 }, { at: '2s', io: 'Fenêtre', value: 1 }]);
    expect(file.expect).toEqual([{ at: '3s', io: 'Alarme intrusion', value: 1 }]);
    expect(runScenario(configuration, parseScenario(file)).passed).toBe(true);

    click('Replay from its start');
    expect(screen.queryAllByTestId('scenario-outcome')).toHaveLength(0);
    click('step');
    click('step');
    click('step');
    expect(screen.getAllByTestId('scenario-outcome').map((mark) => mark.textContent)).toEqual(['✓ passed']);
  });

  it('marks an expectation failed with what was found, after an edit and a replay', () => {
    renderPanel();
    click('Record a scenario');
    click('step');
    click('toggle 0');
    click("Expect the selected gate's outputs now");
    click('Stop recording');
    // The window was never set: the alarm is off; expecting it on fails.
    fireEvent.change(screen.getByRole('combobox', { name: 'Value: Alarme intrusion' }), { target: { value: '1' } });
    click('Replay from its start');
    click('step');
    expect(screen.getAllByTestId('scenario-outcome').map((mark) => mark.textContent)).toEqual(['✗ failed: 0 found']);
  });

  it('says why a scenario file cannot be replayed, in French', async () => {
    renderPanel('fr');
    const input = screen.getByTestId('scenario-open-input') as HTMLInputElement;
    const file = new File([JSON.stringify({ start: '2026-11-23T07:00:00', duration: '1m', inputs: [{ at: '10s', io: 'Sortie 1', value: 1 }] })], 'scenario.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert').textContent).toBe('inputs[0].io : « Sortie 1 » n’est pas une entrée, la logique le commande');
  });
});
