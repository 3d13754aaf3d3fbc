import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';

/** The draft's problems at a field, in the user's language (a name a loaded document left blank). */
export function useDraftProblem(): (path: ModelPath) => string | undefined {
  const index = useProblemIndex();
  const { i18n } = useLingui();
  return useCallback(
    (path: ModelPath) => {
      const found = index.at(path);
      return found.length === 0 ? undefined : found.map((located) => problemText(i18n, located.problem)).join(' ');
    },
    [index, i18n],
  );
}
