import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInspector } from '../../../../test/support/render-inspector';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createConfiguration, type Configuration } from '../../../domain/configuration/configuration';
import { addGate, createController } from '../../../domain/configuration/controller/controller';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { buildLogicGraph } from '../../../domain/configuration/controller/logic-graph';
import { kindsMatch } from '../../../domain/configuration/controller/logic-ports';
import { sequentialGuids } from '../../../domain/configuration/guid';

/**
 * The inspector of a gate on a scope shown a part at a time (450 chained
 * gates: parts of 400 and 50): its input lists are read from the outline, not
 * from the whole graph, and offer what the whole graph offers, across parts.
 */
afterEach(cleanup);

const newGuid = sequentialGuids(11);
const calendar = createCalendar({ name: 'Hours' }, newGuid);
const gates: Gate[] = [];
for (let index = 0, previous = calendar.io.id; index < 450; index++) {
  const gate = createGate('and', { id: `g-${index}`, name: `Chain ${index}` }, newGuid);
  gates.push({ ...gate, inputs: [{ linkId: previous }, { linkId: calendar.io.id }] } as Gate);
  previous = gate.outputs[0]!.id;
}
// The first gate's second input reads the last gate, which the last part holds.
gates[0] = { ...gates[0]!, inputs: [gates[0]!.inputs[0]!, { linkId: gates[449]!.outputs[0]!.id }] } as Gate;
const configuration: Configuration = createConfiguration({ calendars: [calendar], controller: gates.reduce(addGate, createController({}, newGuid)) }, newGuid);

function inspect(id: string, connected: [string, string][]): void {
  renderInspector(configuration, id, { on: { onConnect: (port, source) => connected.push([port, source]) } });
}

/** What the whole graph offered an input of this gate before (every signal of the input's kind, in the graph's order). */
function wholeGraphChoices(id: string): string[] {
  const graph = buildLogicGraph(configuration);
  const kind = graph.nodes.find((node) => node.id === id)!.inputs[0]!.kind;
  return graph.nodes.flatMap((node) => node.outputs.filter((port) => kindsMatch(port.kind, kind)).map((port) => port.id));
}

describe('the logic inspector on a scope shown a part at a time', () => {
  it("shows each input's source from another part, and offers every signal of the scope as the whole graph did", () => {
    const connected: [string, string][] = [];
    inspect('g-0', connected);
    const inspector = screen.getByTestId('logic-inspector');
    const second = within(inspector).getByLabelText('Input 2') as HTMLSelectElement;
    // The last gate of the chain, in the second part: known, named, selected.
    expect(second.value).toBe(gates[449]!.outputs[0]!.id);
    expect(second.selectedOptions[0]!.textContent).toBe('Chain 449');
    expect(within(inspector).queryByText(/Unknown signal/)).toBeNull();
    const offered = [...second.options].map((option) => option.value);
    expect(offered).toEqual(['', ...wholeGraphChoices('g-0')]);
    // Every gate of both parts, the calendar and the controller's constants.
    expect(offered).toEqual(expect.arrayContaining([calendar.io.id, ...gates.map((gate) => gate.outputs[0]!.id)]));
    // Choosing a signal of the other part connects to it.
    fireEvent.change(second, { target: { value: gates[420]!.outputs[0]!.id } });
    expect(connected).toEqual([['in:1', gates[420]!.outputs[0]!.id]]);
  });

  it("shows a gate of the last part with the source of each input", () => {
    inspect('g-420', []);
    const inspector = screen.getByTestId('logic-inspector');
    expect((within(inspector).getByLabelText('Input 1') as HTMLSelectElement).value).toBe(gates[419]!.outputs[0]!.id);
    expect((within(inspector).getByLabelText('Input 2') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Hours — calendar');
  });
});
