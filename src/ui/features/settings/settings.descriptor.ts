import { msg } from '@lingui/core/macro';
import type { Parameters } from '../../../domain/configuration/parameters';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, hiddenField, integerField, nameField, withFieldRules } from '../../configuration/field-kinds';

/**
 * The configuration's general parameters (`parameters`, section 3): the
 * appliance's title, updates, CPU priority, startup and the monitor. The
 * stores and the network services under them have their own pages (their
 * longer paths win), so they are hidden here.
 */
export const settingsDescriptor: EntityDescriptor<Parameters> = withFieldRules('settings', {
  kind: 'settings',
  singular: msg`General settings`,
  plural: msg`General settings`,
  location: { single: ['parameters'] },
  nameOf: () => '',
  fields: {
    id: hiddenField(),
    title: nameField({ label: msg`Title`, help: msg`The appliance's name, as the clients show it.` }),
    stores: hiddenField(msg`Stores`),
    useMonitor: booleanField({ label: msg`Use the monitor (the server's health data)` }),
    checkUpdates: booleanField({ label: msg`Check for updates` }),
    cpuPriority: integerField({ label: msg`CPU priority`, help: msg`The server's processor priority: 0 is the normal priority.`, min: 0, group: 'advanced' }),
    startup: booleanField({ label: msg`Start the server with the appliance` }),
    network: hiddenField(msg`Network services`),
    ioStarted: booleanField({ label: msg`Start the inputs and outputs`, expert: true, group: 'advanced' }),
    wizard: hiddenField(msg`First-run wizard`),
  },
});
