import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignalLabelWords } from '../../domain/configuration/controller/signal-names';

/** The words a signal's name needs besides the document's own (an unnamed output, a link), in the page's language. */
export function signalWords(i18n: I18n): SignalLabelWords {
  return {
    output: (position) => i18n._(msg`output ${position}`),
    input: (position) => i18n._(msg`input ${position}`),
    link: (carried) => i18n._(msg`link to ${carried}`),
    nothing: i18n._(msg`nothing`),
  };
}
