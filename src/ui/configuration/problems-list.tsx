import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useId, useMemo } from 'react';
import { startsWith, type ModelPath } from '../../domain/configuration/model-path';
import { UserText } from '../components/user-text';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { fieldLink } from './field-link';
import { locate } from './model-locator';
import { problemText } from './problem-text';
import { problemWhere, type WherePart } from './problem-where';
import { useProblemIndex } from './use-problems';
import { usePages } from './use-pages';
import { useWorkspace } from './use-workspace';

/** "Storage › Main storage › Path", the item's name isolated. */
function Where({ parts }: { readonly parts: readonly WherePart[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' › ' : null}
      {part.user ? <UserText>{part.text}</UserText> : part.text}
    </Fragment>
  ));
}

/** More than this and the list says how many it leaves out (the count stays exact). */
const SHOWN = 200;

export interface ProblemsListProps {
  /** Only the problems at or below these paths (a page's own); every problem otherwise. */
  readonly under?: readonly ModelPath[];
  /** The heading's level in the page. */
  readonly headingLevel?: 2 | 3;
  /** Only these problems of the draft (those that block a save, for the save dialog). */
  readonly only?: readonly ConfigurationProblem[];
}

/**
 * Every problem of the draft in the user's language, each naming where it is
 * (page, item, field) and linking to the field across pages: the link opens
 * the page on the item and focuses the field.
 */
export function ProblemsList({ under, headingLevel = 2, only }: ProblemsListProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const pages = usePages();
  const index = useProblemIndex();
  const draft = useWorkspace((state) => state.draft);
  const preexisting = useWorkspace((state) => state.comparison.preexisting);
  const problems = useMemo(() => {
    const kept = only ? new Set(only) : undefined;
    return index.all.filter((located) => (!kept || kept.has(located.problem)) && (!under || under.some((prefix) => startsWith(located.path, prefix))));
  }, [index, under, only]);
  const already = useMemo(() => new Set(preexisting), [preexisting]);
  const rows = useMemo(
    () =>
      problems.slice(0, SHOWN).map((located, position) => {
        const location = locate(located.path, pages);
        // The item's name is the configuration's text: shown isolated (UserText), so its bidirectional controls stop where it ends.
        const where = problemWhere(i18n, location, draft, pages);
        return {
          key: `${position}`, where: where.length > 0 ? where : [{ text: located.problem.path }], text: problemText(i18n, located.problem), location, path: located.path,
          warning: located.problem.severity === 'warning', already: already.has(located.problem), link: fieldLink(location, located.path, draft),
        };
      }),
    [problems, pages, i18n, draft, already],
  );

  const headingId = useId();

  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Text as={headingLevel === 2 ? 'h2' : 'h3'} id={headingId} fontWeight="semibold" fontSize="lg">
        <Trans>Problems</Trans>{' '}
        <Text as="span" color={problems.length > 0 ? 'fg.error' : 'fg.muted'}>
          ({problems.length})
        </Text>
      </Text>
      {problems.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No problem found.</Trans>
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1" data-testid="problems-list">
          {rows.map((row) => (
            <li key={row.key}>
              {row.link ? (
                <ChakraLink
                  href={row.link.href}
                  color="fg"
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    row.link?.open(router);
                  }}
                >
                  <Text as="span" fontWeight="medium">
                    <Where parts={row.where} />
                  </Text>
                </ChakraLink>
              ) : (
                <Text as="span" fontWeight="medium">
                  <Where parts={row.where} />
                </Text>
              )}
              {': '}
              {/* Isolated: the problem's text may name a value from the configuration. */}
              <Text as="bdi" color={row.warning ? 'fg.warning' : 'fg.error'}>
                {row.warning ? <Trans>warning: {row.text}</Trans> : row.text}
              </Text>
              {row.already ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  <Trans>(already in the loaded document)</Trans>
                </Text>
              ) : null}
            </li>
          ))}
          {problems.length > SHOWN ? (
            <li>
              <Text color="fg.muted">
                <Plural value={problems.length - SHOWN} one="and # more problem" other="and # more problems" />
              </Text>
            </li>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
