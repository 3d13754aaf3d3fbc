import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { ConfigurationEdit } from '../../../application/configuration-workspace/configuration-workspace';
import { useServices } from '../../services-context';
import { refusalText } from '../../configuration/problem-text';

/**
 * Applies edits through the workspace (one step of history each) and keeps
 * the last refusal's message, in the user's language, for the place where
 * the action was taken. `run` returns the refusal (undefined when applied).
 */
export function useEdit(): { readonly run: (edit: ConfigurationEdit) => string | undefined; readonly refusal: string | undefined; readonly clear: () => void } {
  const { workspace } = useServices();
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const run = useCallback(
    (edit: ConfigurationEdit) => {
      const outcome = workspace.apply(edit);
      const message = outcome.ok ? undefined : refusalText(i18n, outcome.error);
      setRefusal(message);
      return message;
    },
    [workspace, i18n],
  );
  const clear = useCallback(() => setRefusal(undefined), []);
  return { run, refusal, clear };
}
