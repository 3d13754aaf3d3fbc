import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogicSimulation } from '../../../application/logic/logic-simulation';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createDailyRange } from '../../../domain/configuration/calendar-range';
import { createAlertMessage, createMessageContact } from '../../../domain/configuration/controller/alert-gates';
import { gate, testSite } from '../../../domain/configuration/controller/engine/engine-test-site';
import { createUnsupportedGate } from '../../../domain/configuration/controller/gate';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { SimulationPanel } from './simulation-panel';

const START = new Date(2026, 10, 23, 7, 0, 0).getTime(); // a Monday, before opening hours
const weekdays = { weekday0: false, weekday1: true, weekday2: true, weekday3: true, weekday4: true, weekday5: true, weekday6: false };

/** A door contact and opening hours into an And, the And into a mail alert to one contact (mail and SMS). */
function simulated(): LogicSimulation {
  // And a range of a type this version does not know, said once at the start.
  const calendar = createCalendar({ name: 'Hours', ranges: [createDailyRange({ begin: { ...weekdays, hour: 8, minute: 0, second: 0 }, end: { hour: 18, minute: 0, second: 0 } }), { type: 9, name: 'Later' }] });
  const { configuration, io } = testSite(['door'], (port, id) => {
    const made = gate('and', 'Alarme intrusion', id, [port('door'), calendar.io.id]);
    // Its output called as on real sites: the trace says of which gate.
    const and = { ...made, outputs: [{ ...made.outputs[0]!, name: 'Sortie 1' }] };
    // And two gates the engine does not run: a type it does not know, a threshold operator the specification does not list.
    const mystery = createUnsupportedGate('teleport', { id: id(), name: 'Mystery', inputs: [{ linkId: port('door') }], outputs: [{ ...and.outputs[0]!, id: id(), name: 'Mystery' }] }, {});
    const odd = gate('threshold', 'Odd threshold', id, [port('door')], { operator: 9, threshold: 1 });
    return [and, gate('alert-mail', 'Door mail', id, [and.outputs[0]!.id], { message: createAlertMessage({ contacts: [createMessageContact('c-1', { mail: true, sms: true })] }) }), mystery, odd];
  }, { calendars: [calendar], contacts: [{ id: 'c-1', name: 'Martin', firstname: 'Claire', mail: 'c@example.com', phone: '+33600000000', description: '' }] });
  const simulation = new LogicSimulation(configuration, START);
  simulation.toggle(io('door'));
  simulation.nextBoundary();
  return simulation;
}

function trace(language: 'en' | 'fr'): string[] {
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <SimulationPanel simulation={simulated()} onMoved={() => undefined} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return [...screen.getByTestId('simulation-trace').querySelectorAll('li')].map((item) => item.textContent ?? '');
}

describe('the simulation trace', () => {
  it('names the alert by its gate type in words and each channel in words, in English', () => {
    const alert = trace('en').find((line) => line.includes('Door mail'));
    expect(alert).toMatch(/ Mail alert “Door mail” to Claire Martin \(mail\), Claire Martin \(SMS\)$/);
    expect(alert).not.toContain('alert-mail');
  });

  it('in French', () => {
    const alert = trace('fr').find((line) => line.includes('Door mail'));
    expect(alert).toMatch(/ Alerte par e-mail « Door mail » à Claire Martin \(e-mail\), Claire Martin \(SMS\)$/);
  });

  it("says why a gate does nothing in the page's language, not the engine's English", () => {
    const english = trace('en');
    expect(english).toContainEqual(expect.stringMatching(/“Mystery”: unknown gate type “teleport”: it does nothing, its outputs stay off$/));
    expect(english).toContainEqual(expect.stringMatching(/“Odd threshold”: unknown operator 9 \(known: 0 > 1 >= 2 < 3 <= 4 = 5 !=\): the gate does nothing, its outputs stay off$/));
  });

  it('why a gate does nothing, in French', () => {
    const french = trace('fr');
    expect(french).toContainEqual(expect.stringMatching(/« Mystery » : type de bloc inconnu « teleport » : il ne fait rien, ses sorties restent éteintes$/));
    expect(french).toContainEqual(expect.stringMatching(/« Odd threshold » : opérateur inconnu 9 \(connus : 0 > 1 >= 2 < 3 <= 4 = 5 !=\) : le bloc ne fait rien, ses sorties restent éteintes$/));
  });
});

describe('the trace names each signal by its gate with its output', () => {
  it('in English and French, with what the document does not know said once', () => {
    const english = trace('en');
    expect(english).toContainEqual(expect.stringMatching(/ Alarme intrusion › Sortie 1 = 1$/));
    expect(english.filter((line) => /unknown range type 9: never active \(1 in this document\)$/.test(line))).toHaveLength(1);
    cleanup();
    const french = trace('fr');
    expect(french).toContainEqual(expect.stringMatching(/ Alarme intrusion › Sortie 1 = 1$/));
    expect(french.filter((line) => /type de plage inconnu 9 : jamais active \(1 dans ce document\)$/.test(line))).toHaveLength(1);
  });
});
