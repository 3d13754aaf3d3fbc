import { msg } from '@lingui/core/macro';
import type { GateBase } from '../../../domain/configuration/controller/gate-base';
import type { Link } from '../../../domain/configuration/link';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { hiddenField, nameField } from '../../configuration/field-kinds';

export const GATES_PATH = ['controller', 'gates'] as const;

/**
 * The controller's gates, for the page table: the review and the problems
 * list name a gate by its name and link to the logic page. The editing is the
 * graph's (logic-page.tsx), not a form of this table.
 */
export const gateDescriptor: EntityDescriptor<GateBase> = {
  kind: 'gate',
  singular: msg`Gate`,
  plural: msg`Gates`,
  location: { list: [...GATES_PATH] },
  nameOf: (gate) => gate.name,
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({ label: msg`Name`, group: 'general' }),
    inputs: hiddenField(msg`Inputs`),
    outputs: hiddenField(msg`Outputs`),
  },
};

export const linkDescriptor: EntityDescriptor<Link> = {
  kind: 'link',
  singular: msg`Link`,
  plural: msg`Links`,
  location: { list: ['controller', 'links'] },
  nameOf: (link) => link.id,
  fields: {
    id: hiddenField(msg`Identifier`),
    linkId: hiddenField(msg`Source`),
  },
};
