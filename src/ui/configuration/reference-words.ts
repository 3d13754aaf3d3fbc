import type { I18n } from '@lingui/core';
import type { Configuration } from '../../domain/configuration/configuration';
import { rightsResources, rightsTarget, type RightsResources } from '../../domain/configuration/rights-resources';
import { targetLabel } from './words/rights-labels';

interface ReferenceIndex {
  readonly resources: RightsResources;
  /** Every other named item by its identifier (stores, contacts, FTP clients, alarm receivers, gates…). */
  readonly names: ReadonlyMap<string, string>;
}

const INDEXES = new WeakMap<Configuration, ReferenceIndex>();

function namedItems(value: unknown, names: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) namedItems(item, names);
    return;
  }
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return;
  const { id, name } = value as { readonly id?: unknown; readonly name?: unknown };
  if (typeof id === 'string' && id !== '' && typeof name === 'string' && name !== '' && !names.has(id)) names.set(id, name);
  for (const child of Object.values(value)) namedItems(child, names);
}

/** Built once per configuration (the review describes many changes of one draft). */
function indexOf(configuration: Configuration): ReferenceIndex {
  let index = INDEXES.get(configuration);
  if (!index) {
    const names = new Map<string, string>();
    namedItems(configuration, names);
    index = { resources: rightsResources(configuration), names };
    INDEXES.set(configuration, index);
  }
  return index;
}

/**
 * What an identifier a field holds points at, in words, for the review: an
 * input, output or camera stream as the rights matrix names it ("Entrance
 * camera: Entrance (channel 1, stream 1)"), a device or a module, else any
 * named item (a store, a contact, an FTP client, a gate). Undefined when no
 * item of `configuration` has that identifier.
 */
export function referenceText(i18n: I18n, configuration: Configuration, id: string): string | undefined {
  if (id === '') return undefined;
  const { resources, names } = indexOf(configuration);
  const target = rightsTarget(configuration, resources, id);
  return target.kind === 'dangling' ? names.get(id) : targetLabel(i18n, target, resources.ownerByKey);
}
