import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { codecFields } from '../../../../test/support/codec-fields';
import { renderInspector } from '../../../../test/support/render-inspector';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createController } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { GATE_FIELD_LABELS, STRUCTURED_FIELDS } from '../../configuration/words/gate-field-labels';

/**
 * The undo and redo buttons say what they would undo with the label of the
 * edit's step of history. A gate's field edited in the logic inspector
 * gives its step the field's label ("Gate Sum: Operators"), never its model
 * key, for every field the inspector sets by key.
 */
afterEach(cleanup);

const sum = createGate('operation', { name: 'Sum', id: 'g-1', operators: ['+'] });
const blinker = createGate('clock', { name: 'Blinker', id: 'g-2', period: 500 });
const mail = createGate('alert-mail', { name: 'Door mail', id: 'g-3' });
const configuration = createConfiguration({ controller: createController({ gates: [sum, blinker, mail] }) });

/** The inspector of `gate`, in `language`; the labels of the steps it asks for are added to `steps`. */
function inspect(gate: Gate, language: 'en' | 'fr', steps: string[]): void {
  renderInspector(configuration, gate.id, { language, on: { onChange: (_, label) => steps.push(label) } });
}

function commit(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe("the undo history's step for a gate's field", () => {
  it('is named with the inspector’s label in English', () => {
    const steps: string[] = [];
    inspect(sum, 'en', steps);
    commit(/^Operators/, '+, -');
    cleanup();
    inspect(blinker, 'en', steps);
    commit(/^Period/, '250');
    expect(steps).toEqual(['Gate Sum: Operators', 'Gate Blinker: Period (ms)']);
  });

  it('and in French', () => {
    const steps: string[] = [];
    inspect(sum, 'fr', steps);
    commit(/^Opérateurs/, '+, -');
    cleanup();
    inspect(blinker, 'fr', steps);
    commit(/^Période/, '250');
    expect(steps).toEqual(['Bloc Sum : Opérateurs', 'Bloc Blinker : Période (ms)']);
  });

  it("names an alert's message by the editor's label, in English and French", () => {
    const steps: string[] = [];
    inspect(mail, 'en', steps);
    commit(/^Subject/, 'Door open');
    cleanup();
    inspect(mail, 'fr', steps);
    commit(/^Objet/, 'Porte ouverte');
    expect(steps).toEqual(['Gate Door mail: Message', 'Bloc Door mail : Message']);
  });

  it('has a label for every field of every gate type the inspector sets by its key', () => {
    // The gates' field tables, from the codecs (ClockGate, Gate(and)…, not a gate's inputs or outputs): their plain fields, and the operators (set by key too).
    const gateKeys = new Set(codecFields().filter((field) => /^Gate\(|Gate$/.test(field.entity)).map((field) => field.key));
    const setByKey = [...gateKeys].filter((key) => !STRUCTURED_FIELDS.has(key) || key === 'operators');
    expect(setByKey).toContain('period');
    expect(setByKey.filter((key) => key !== 'name' && GATE_FIELD_LABELS[key] === undefined)).toEqual([]);
  });
});
