import { setupI18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInspector } from '../../../../test/support/render-inspector';
import { createAccess } from '../../../domain/configuration/access';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { addGate, createController } from '../../../domain/configuration/controller/controller';
import type { CompositeGate, Gate } from '../../../domain/configuration/controller/gate';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { createIo } from '../../../domain/configuration/io';
import { activateLanguage } from '../../i18n/i18n-setup';
import { makeTemplateEdit } from './make-template';

afterEach(cleanup);

const newGuid = sequentialGuids(5);
const door = createAccess({ io: createIo({ name: 'Door contact' }, newGuid) }, newGuid);
const and = createGate('and', { name: 'Armed door' }, newGuid);
const wired = { ...and, inputs: [{ linkId: door.io.id }, { linkId: door.io.id }] } as Gate;
const not = createGate('not', { name: 'Quiet' }, newGuid);
const reader = { ...not, inputs: [{ linkId: wired.outputs[0]!.id }] } as Gate;
const configuration = createConfiguration({ accesses: [door], controller: [wired, reader].reduce(addGate, createController({}, newGuid)) }, newGuid);

describe('template authoring in the logic editor', () => {
  it.each([
    ['en', 'New template'],
    ['fr', 'Nouveau modèle'],
  ] as const)('makes a template of the selection, named in the page language (%s), its input named by what it reads', (language, name) => {
    const { id, change } = makeTemplateEdit(activateLanguage(language, setupI18n()), new Set([wired.id]));
    const after = change(configuration);
    const template = after.controller.gates[0] as CompositeGate;
    expect(template.id).toBe(id);
    expect(template.name).toBe(name);
    expect(template.inputs.map((input) => input.name)).toEqual(['Door contact']);
    expect(after.controller.gates[1]).toEqual(reader);
  });

  it.each([
    ['en', 'Nested gate', 'Setting', 'Add the parameter', 'Period (ms)'],
    ['fr', 'Bloc interne', 'Réglage', 'Ajouter le paramètre', 'Période (ms)'],
  ] as const)('declares a parameter of a nested gate in the inspector, valued as the gate has it (%s)', (language, nestedLabel, settingLabel, add, periodWords) => {
    const clock = createGate('clock', { id: 'clock-1', name: 'Tick', period: 1500 }, newGuid);
    const template = createGate('template', { id: 'tpl-1', name: 'Blink', gates: [clock] }, newGuid);
    const site = createConfiguration({ controller: addGate(createController({}, newGuid), template) }, newGuid);
    const changes: Gate[] = [];
    renderInspector(site, 'tpl-1', { language, on: { onChange: (gate) => changes.push(gate) } });
    const declaration = screen.getByTestId('parameter-declaration');
    expect((within(declaration).getByLabelText(nestedLabel) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Tick');
    const setting = within(declaration).getByLabelText(settingLabel) as HTMLSelectElement;
    fireEvent.change(setting, { target: { value: 'period' } });
    expect(setting.selectedOptions[0]!.textContent).toBe(periodWords);
    fireEvent.click(within(declaration).getByRole('button', { name: add }));
    expect((changes.at(-1) as CompositeGate).parameters).toEqual([{ gateIdentifier: 'clock-1', name: 'period', value: 1500, optional: false }]);
  });

  it.each([
    ['en', 'Add a template input', 'Template input 2', 'Add a template output', 'Driven by: Template output 1'],
    ['fr', 'Ajouter une entrée au modèle', 'Entrée 2 du modèle', 'Ajouter une sortie au modèle', 'Commandée par : Sortie 1 du modèle'],
  ] as const)("adds an identified template input and renames it, adds an output and drives it by a nested gate (%s)", (language, addInput, secondInput, addOutput, drivenBy) => {
    const inner = createGate('not', { id: 'not-1', name: 'Inverse' }, newGuid);
    const start = createGate('template', { id: 'tpl-2', name: 'Block', inputs: [{ linkId: door.io.id }], gates: [inner] }, newGuid);
    let current: Gate = start;
    const render = () => {
      cleanup();
      const site = createConfiguration({ accesses: [door], controller: addGate(createController({}, newGuid), current) }, newGuid);
      renderInspector(site, 'tpl-2', { language, on: { onChange: (gate) => (current = gate) } });
    };
    render();
    const ports = () => screen.getByTestId('template-ports');
    fireEvent.click(within(ports()).getByRole('button', { name: addInput }));
    const added = (current as CompositeGate).inputs[1]!;
    expect(added.id).toBeDefined();
    expect(added.linkId).toBe('');
    render();
    const name = within(ports()).getByLabelText(secondInput) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Reset' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect((current as CompositeGate).inputs[1]).toEqual({ ...added, name: 'Reset' });
    render();
    fireEvent.click(within(ports()).getByRole('button', { name: addOutput }));
    render();
    fireEvent.change(within(ports()).getByLabelText(drivenBy), { target: { value: inner.outputs[0]!.id } });
    expect((current as CompositeGate).outputs[0]!).toMatchObject({ linkId: inner.outputs[0]!.id });
  });
});
