import { msg } from '@lingui/core/macro';
import type { GateBase } from '../../../domain/configuration/controller/gate-base';
import type { Link } from '../../../domain/configuration/link';
import { gateHolds } from '../../../domain/configuration/search/configuration-search';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { hiddenField, nameField, withFieldRules } from '../../configuration/field-kinds';
import { GATE_FIELD_LABELS, GATE_NESTED_LABELS, gateInputWords } from '../../configuration/words/gate-field-labels';

const SOURCE = msg`Source`;

const GATES_PATH = ['controller', 'gates'] as const;

/**
 * The controller's gates, for the page table: the review and the problems
 * list name a gate by its name and link to the logic page. The editing is the
 * graph's (logic-page.tsx), not a form of this table.
 */
export const gateDescriptor: EntityDescriptor<GateBase> = withFieldRules('gates', {
  kind: 'gate',
  singular: msg`Gate`,
  plural: msg`Gates`,
  location: { list: [...GATES_PATH] },
  nameOf: (gate) => gate.name,
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({ label: msg`Name`, group: 'general' }),
    inputs: hiddenField(msg`Inputs`, { item: (i18n, _, { index }) => [i18n._(gateInputWords(index))], fields: { linkId: SOURCE } }),
    outputs: hiddenField(msg`Outputs`, { item: (_, output) => named(output), fields: { name: msg`Name` } }),
  },
  // A gate's own fields, by its type: the inspector's labels.
  otherFields: { ...GATE_FIELD_LABELS, ...GATE_NESTED_LABELS, type: msg`Type` },
  // The search finds the gates a template holds too, each opening the top-level gate holding it, named after its parent.
  search: { kinds: { gate: msg`Gate` }, within: (gate) => gateHolds(gate) },
});

/** An output by its name, as the inspector lists it. */
function named(item: unknown): readonly string[] | undefined {
  const name = (item as { readonly name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? [name] : undefined;
}

export const linkDescriptor: EntityDescriptor<Link> = {
  kind: 'link',
  singular: msg`Link`,
  plural: msg`Links`,
  location: { list: ['controller', 'links'] },
  nameOf: (link) => link.id,
  fields: {
    id: hiddenField(msg`Identifier`),
    linkId: hiddenField(SOURCE),
  },
};
