import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { focusField } from '../../configuration/focus-field';
import { ProblemsList } from '../../configuration/problems-list';
import { useProblemIndex } from '../../configuration/use-problems';
import { GROUPS_PATH } from './user-group.descriptor';
import { userProblemText, type UserProblem } from './users-messages';

/** A problem of a form on this page, not in the draft (a name refused, a password not confirmed): where it is and which. */
export interface LocalProblem {
  readonly fieldId: string;
  readonly problem: UserProblem;
}

const UNDER: readonly ModelPath[] = [GROUPS_PATH];

/**
 * The page's problems: those of its forms, which never reach the draft, then
 * the draft's own under `groups` (dangling rights, a user in two groups) in
 * the kit's list, which links each to its field.
 */
export function UsersProblems({ local }: { readonly local: readonly LocalProblem[] }) {
  const { i18n } = useLingui();
  const index = useProblemIndex();
  const inDraft = index.under(GROUPS_PATH).length;
  if (local.length === 0 && inDraft === 0) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
      {local.length > 0 ? (
        <Box as="section" aria-labelledby="form-problems">
          <Text as="h2" id="form-problems" fontWeight="semibold" fontSize="lg">
            <Trans>Problems on this page</Trans>{' '}
            <Text as="span" color="fg.error">
              ({local.length})
            </Text>
          </Text>
          <Stack as="ul" gap="1" listStyleType="none" data-testid="form-problems">
            {local.map((each) => (
              <li key={each.fieldId}>
                <Link
                  href={`#${encodeURIComponent(each.fieldId)}`}
                  color="fg.error"
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(each.fieldId);
                  }}
                >
                  {userProblemText(i18n, each.problem)}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {inDraft > 0 ? <ProblemsList under={UNDER} /> : null}
    </Stack>
  );
}
