import { Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Configuration } from '../../../domain/configuration/configuration';
import { startsWith } from '../../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../../domain/configuration/validation/configuration-problem';
import { fieldId } from '../../configuration/field-id';
import { editPath, pageUrl, type PageEntry } from '../../configuration/page-entry';
import { problemIndex } from '../../configuration/problem-paths';
import { problemText } from '../../configuration/problem-text';
import { describeChangeView } from './change-words';

export interface ProblemLinksProps {
  readonly problems: readonly ConfigurationProblem[];
  readonly draft: Configuration;
  readonly pages: readonly PageEntry[];
  /** Called when a link is followed (a dialog closes so the field can take the focus). */
  readonly onFollow?: () => void;
}

/** Every problem of the draft, named as the review names fields, each linking to its field on its page. */
export function ProblemLinks({ problems, draft, pages, onFollow }: ProblemLinksProps) {
  const { t, i18n } = useLingui();
  const located = problemIndex(draft, problems).all;
  return (
    <List.Root id="configuration-problems" ps="5" gap="1" aria-label={t`Problems`} data-testid="problems-list">
      {located.map(({ problem, path }, index) => {
        const page = pages.find((entry) => entry.edits.some((edit) => startsWith(path, editPath(edit))));
        const named = describeChangeView(i18n, { kind: 'changed', path }, pages, draft);
        const where = [named.entity, named.field].filter(Boolean).join(' — ');
        const text = `${where}: ${problemText(i18n, problem)}`;
        return (
          <List.Item key={index}>
            {page ? (
              <ChakraLink asChild color="fg.error">
                <Link to={pageUrl(page)} hash={fieldId(path)} onClick={onFollow}>
                  {text}
                </Link>
              </ChakraLink>
            ) : (
              <Text color="fg.error">{text}</Text>
            )}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
