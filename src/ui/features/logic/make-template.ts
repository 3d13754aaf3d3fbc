import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { SignalDirectory } from '../../../domain/configuration/controller/signal-names';
import { extractTemplate } from '../../../domain/configuration/controller/template-extraction';
import { generateGuid, type Guid } from '../../../domain/configuration/guid';
import { signalWords } from '../../configuration/signal-words';

/**
 * The edit that makes a template of the selected top-level gates (see
 * `extractTemplate`): the template is called "New template", each of its
 * inputs by the signal it reads ("Door contact", "Alarm › Sortie 1"). Returns
 * the template's guid, to select it once the edit is applied.
 */
export function makeTemplateEdit(i18n: I18n, selected: ReadonlySet<Guid>): { readonly id: Guid; readonly change: (configuration: Configuration) => Configuration } {
  const id = generateGuid();
  const change = (configuration: Configuration): Configuration => {
    const names = new SignalDirectory(configuration);
    const words = signalWords(i18n);
    const { controller } = extractTemplate(configuration.controller, selected, { id, name: i18n._(msg`New template`), inputName: (source) => names.text(source, words) });
    return { ...configuration, controller };
  };
  return { id, change };
}
