import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createParameters, createWizard } from '../../../domain/configuration/parameters';
import { anyDescriptor, type AnyFieldDescriptor } from '../../configuration/entity-descriptor';
import { descriptorMismatches } from '../../configuration/descriptor-checks';
import { parseFieldText } from '../../configuration/field-values';
import { formLayout } from '../../configuration/form-layout';
import { settingsDescriptor } from './settings.descriptor';

const descriptor = anyDescriptor(settingsDescriptor);
const field = (key: string) => descriptor.fields[key] as AnyFieldDescriptor;

describe('general settings descriptor', () => {
  it('describes every field of the parameters, the optional wizard included, and nothing else', () => {
    expect(descriptorMismatches(descriptor, createParameters({ wizard: createWizard() }))).toEqual([]);
  });

  it('shows the general parameters, and the io flag in expert mode only; the stores and network stay on their pages', () => {
    const configuration = createConfiguration();
    const keys = (expert: boolean) => formLayout(descriptor, configuration.parameters, configuration, expert).flatMap((group) => group.fields.map((each) => each.key));
    expect(keys(false)).toEqual(['title', 'useMonitor', 'checkUpdates', 'startup', 'cpuPriority']);
    expect(keys(true)).toEqual(['title', 'useMonitor', 'checkUpdates', 'startup', 'cpuPriority', 'ioStarted']);
  });

  it("accepts a CPU priority of 0 or more and refuses anything else with section 5's message", () => {
    const priority = field('cpuPriority').input;
    expect(parseFieldText(priority, '0')).toEqual({ ok: true, value: 0 });
    expect(parseFieldText(priority, ' 12 ')).toEqual({ ok: true, value: 12 });
    for (const typed of ['-1', '1.5', 'high']) expect(parseFieldText(priority, typed)).toMatchObject({ ok: false, problem: { message: 'please provide a positive integer' } });
    expect(parseFieldText(priority, '')).toMatchObject({ ok: false, problem: { message: 'this field is required' } });
  });

  it('keeps a title of at most 255 characters', () => {
    expect(field('title').validate?.('x'.repeat(255), undefined)).toBeNull();
    expect(field('title').validate?.('x'.repeat(256), undefined)?.message).toBe('name is too long (255 characters at most)');
  });
});
