import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { SignalDirectory } from '../../../domain/configuration/controller/signal-names';
import { isCompositeGate } from '../../../domain/configuration/controller/gate';
import { scopeGates, type LogicScope } from '../../../domain/configuration/controller/logic-scope';
import { extractTemplateInScope } from '../../../domain/configuration/controller/template-extraction';
import { generateGuid, type Guid } from '../../../domain/configuration/guid';
import { signalWords } from '../../configuration/signal-words';

/**
 * The edit that makes a template of the selected gates of a scope (the
 * controller's, or a template's: see `extractTemplateInScope`): the template
 * is called "New template", each of its inputs by the signal it reads ("Door
 * contact", "Alarm › Sortie 1", or the enclosing template's input by its
 * name). Returns the template's guid, to select it once the edit is applied.
 */
export function makeTemplateEdit(i18n: I18n, selected: ReadonlySet<Guid>, scope: LogicScope = []): { readonly id: Guid; readonly change: (configuration: Configuration) => Configuration } {
  const id = generateGuid();
  const change = (configuration: Configuration): Configuration => {
    const names = new SignalDirectory(configuration);
    const words = signalWords(i18n);
    const enclosing = scope.length === 0 ? undefined : scopeGates(configuration.controller, scope.slice(0, -1))?.find((gate) => gate.id === scope.at(-1));
    const ownInputs = new Map((enclosing && isCompositeGate(enclosing) ? enclosing.inputs : []).flatMap((input, index) => (input.id ? [[input.id, input.name || `#${index + 1}`] as const] : [])));
    const inputName = (source: Guid) => ownInputs.get(source) ?? names.text(source, words);
    const { controller } = extractTemplateInScope(configuration.controller, scope, selected, { id, name: i18n._(msg`New template`), inputName });
    return { ...configuration, controller };
  };
  return { id, change };
}
