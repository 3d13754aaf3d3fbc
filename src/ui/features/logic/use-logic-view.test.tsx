import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
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
import { InProcessLogicIndex } from '../../../infrastructure/worker/in-process-logic-index.adapter';
import type { LogicIndexPort } from '../../../application/logic/logic-index.port';
import { useLogicView } from './use-logic-view';

/** The gates that break a loop, named in words as the palette names them (never the document's `rs`, `toogle`). */
// The stateful gates in the gate table's order (the palette's).
const LOOP_WARNING = 'In a loop through no stateful gate (Any edge, Falling edge, Rising edge, Toggle, Set-reset latch, Clock, Delay, or Counter)';
const LOOP_WARNING_FR = 'Dans une boucle sans bloc à mémoire (Front montant ou descendant, Front descendant, Front montant, Télérupteur, Bascule RS (mise à 1, remise à 0), Horloge, Temporisation ou Compteur)';

/** The configuration with these gates, read into a real workspace; the hook rendered over it. */
function renderView(configuration: Configuration, component = 0, language: 'en' | 'fr' = 'en', logicIndex: LogicIndexPort = new InProcessLogicIndex()) {
  const workspace = new ConfigurationWorkspace();
  workspace.load({ version: 3, date: new Date(0), signature: '', configuration, corrupted: [], handle: { kind: 'configuration-handle' } });
  const i18n = activateLanguage(language, setupI18n());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ServicesContext value={{ workspace, logicIndex } as unknown as ConsoleServices}>{children}</ServicesContext>
    </I18nProvider>
  );
  return { ...renderHook(() => useLogicView(workspace.state().draft!, [], component), { wrapper }), workspace };
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

  it('on a graph shown a part at a time, draws the first part before the index comes, the same once it has, and words the warnings of the part shown only', async () => {
    const configuration = chain(450);
    const first = renderView(configuration, 0).result;
    // Before the index: the first part, found by the bounded walk; the parts and their number not known yet.
    expect(first.current.split).toBe(true);
    expect(first.current.indexing).toBe(true);
    expect(first.current.components).toBeUndefined();
    const walked = first.current.nodes;
    expect(walked.filter((node) => node.kind === 'gate')).toHaveLength(400);
    expect(walked.some((node) => node.id === 'g-449')).toBe(false);
    expect(first.current.warnings.size).toBe(0);
    await waitFor(() => expect(first.current.indexing).toBe(false));
    expect(first.current.components!.map((part) => part.length)).toEqual([400, 50]);
    // The same nodes, the same objects: nothing redrawn when the index comes.
    expect(first.current.nodes).toBe(walked);
    // Another part is not known before the index: nothing is drawn until it comes.
    const last = renderView(configuration, 1).result;
    expect(last.current.nodes).toEqual([]);
    await waitFor(() => expect(last.current.nodes.some((node) => node.id === 'g-449')).toBe(true));
    expect(last.current.warnings.get('g-449')).toEqual(['Input 2 is not connected']);
  });

  it('indexes the draft again after an edit, keeping the index before until the new one comes', async () => {
    const { result, workspace } = renderView(chain(450), 0);
    await waitFor(() => expect(result.current.indexing).toBe(false));
    expect(result.current.warnings.get('g-0')).toBeUndefined();
    // g-0 now reads g-5: a loop through six and gates, which only the whole-graph index finds.
    const loop = (draft: Configuration): Configuration => {
      const fifth = draft.controller.gates.find((gate) => gate.id === 'g-5')!.outputs[0]!.id;
      return { ...draft, controller: { ...draft.controller, gates: draft.controller.gates.map((gate) => (gate.id === 'g-0' ? ({ ...gate, inputs: [{ linkId: fifth }, gate.inputs[1]!] } as Gate) : gate)) } };
    };
    act(() => void workspace.apply({ kind: 'logic', label: 'loop', apply: loop }));
    expect(result.current.indexing).toBe(true);
    expect(result.current.components?.map((part) => part.length)).toEqual([400, 50]);
    await waitFor(() => expect(result.current.indexing).toBe(false));
    for (const id of ['g-0', 'g-3', 'g-5']) expect(result.current.warnings.get(id)).toContain(LOOP_WARNING);
    expect(result.current.warnings.get('g-6')).toBeUndefined();
  });
});

/** A chain of `length` and gates fed by a calendar, the last one's second input left unconnected. */
function chain(length: number): Configuration {
  return site((calendar, newGuid) => {
    const gates: Gate[] = [];
    let previous = calendar;
    for (let index = 0; index < length; index++) {
      const gate = createGate('and', { id: `g-${index}` }, newGuid);
      gates.push(index === length - 1 ? wired(gate, previous) : wired(gate, previous, calendar));
      previous = gate.outputs[0]!.id;
    }
    return gates;
  });
}
