import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigurationWorkspace } from '../../../application/configuration-workspace/configuration-workspace';
import type { ConsoleServices } from '../../../application/console-services';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createConfiguration, type Configuration } from '../../../domain/configuration/configuration';
import { addGate, createController } from '../../../domain/configuration/controller/controller';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { activateLanguage } from '../../i18n/i18n-setup';
import { ServicesContext } from '../../services-context';
import { useLogicView } from './use-logic-view';

/** The gates that break a loop, named in words as the palette names them (never the document's `rs`, `toogle`). */
const LOOP_WARNING = 'In a loop through no stateful gate (Set-reset latch, Delay, Any edge, Rising edge, Falling edge, Toggle, Counter, or Clock)';
const LOOP_WARNING_FR = 'Dans une boucle sans bloc à mémoire (Bascule RS (mise à 1, remise à 0), Temporisation, Front montant ou descendant, Front montant, Front descendant, Télérupteur, Compteur ou Horloge)';

/** The configuration with these gates, read into a real workspace; the hook rendered over it. */
function renderView(configuration: Configuration, component = 0, language: 'en' | 'fr' = 'en') {
  const workspace = new ConfigurationWorkspace();
  workspace.load({ version: 3, date: new Date(0), signature: '', configuration, corrupted: [], handle: { kind: 'configuration-handle' } });
  const i18n = activateLanguage(language, setupI18n());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ServicesContext value={{ workspace } as unknown as ConsoleServices}>{children}</ServicesContext>
    </I18nProvider>
  );
  return renderHook(() => useLogicView(workspace.state().draft!, [], component), { wrapper });
}

function site(gates: (calendarIo: string, newGuid: () => string) => Gate[]): Configuration {
  const newGuid = sequentialGuids(7);
  const calendar = createCalendar({ name: 'Hours' }, newGuid);
  return createConfiguration({ calendars: [calendar], controller: gates(calendar.io.id, newGuid).reduce(addGate, createController({}, newGuid)) }, newGuid);
}

const wired = (gate: Gate, ...sources: string[]): Gate => ({ ...gate, inputs: gate.inputs.map((_, index) => ({ linkId: sources[index] ?? '' })) }) as Gate;

describe('useLogicView', () => {
  it("gives each gate its own warnings at once, and a loop's warnings once the whole graph has been searched", async () => {
    const configuration = site((calendar, newGuid) => {
      const and = createGate('and', { id: 'a' }, newGuid);
      const or = createGate('or', { id: 'b' }, newGuid);
      const mail = createGate('alert-mail', { id: 'm' }, newGuid);
      return [wired(and, or.outputs[0]!.id, calendar), wired(or, and.outputs[0]!.id, calendar), wired(mail, and.outputs[0]!.id)];
    });
    const { result } = renderView(configuration);
    expect(result.current.warnings.get('m')).toContain('This alert has no recipient');
    await waitFor(() => expect(result.current.warnings.get('a')).toContain(LOOP_WARNING));
    expect(result.current.warnings.get('b')).toContain(LOOP_WARNING);
    expect(result.current.warnings.get('m')).not.toContain(LOOP_WARNING);
    const french = renderView(configuration, 0, 'fr').result;
    await waitFor(() => expect(french.current.warnings.get('a')).toContain(LOOP_WARNING_FR));
  });

  it('on a graph shown a part at a time, words the warnings of the part shown only', () => {
    // A chain of 450 gates: one connected group, shown as a part of 400 and a part of 50.
    const configuration = site((calendar, newGuid) => {
      const gates: Gate[] = [];
      let previous = calendar;
      for (let index = 0; index < 450; index++) {
        const gate = createGate('and', { id: `g-${index}` }, newGuid);
        // The last gate's second input is left unconnected.
        gates.push(index === 449 ? wired(gate, previous) : wired(gate, previous, calendar));
        previous = gate.outputs[0]!.id;
      }
      return gates;
    });
    const first = renderView(configuration, 0).result.current;
    expect(first.split).toBe(true);
    expect(first.components.map((part) => part.length)).toEqual([400, 51]);
    expect(first.nodes.some((node) => node.id === 'g-449')).toBe(false);
    expect(first.warnings.size).toBe(0);
    const last = renderView(configuration, 1).result.current;
    expect(last.nodes.some((node) => node.id === 'g-449')).toBe(true);
    expect(last.warnings.get('g-449')).toEqual(['Input 2 is not connected']);
  });
});
