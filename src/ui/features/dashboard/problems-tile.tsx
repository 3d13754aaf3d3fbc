import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { locate } from '../../configuration/model-locator';
import { pageUrl, type PageEntry } from '../../configuration/page-entry';
import { ProblemsList } from '../../configuration/problems-list';
import { useProblemIndex } from '../../configuration/use-problems';
import { usePages } from '../../configuration/use-pages';
import { useDraft } from '../../configuration/use-workspace';
import { ConfigurationTileState, Tile } from './tile';

interface PageProblems {
  readonly page: PageEntry;
  readonly errors: number;
  readonly warnings: number;
}

/**
 * The draft's problems by page (the page table says which page edits what),
 * each page linking to itself, then every problem linking to its field.
 */
export function ProblemsTile() {
  const { i18n, t } = useLingui();
  const draft = useDraft();
  const pages = usePages();
  const index = useProblemIndex();
  const byPage = useMemo(() => {
    const counts = new Map<PageEntry, { errors: number; warnings: number }>();
    for (const located of index.all) {
      const page = locate(located.path, pages).page;
      if (!page) continue;
      const count = counts.get(page) ?? { errors: 0, warnings: 0 };
      if (located.problem.severity === 'warning') count.warnings += 1;
      else count.errors += 1;
      counts.set(page, count);
    }
    return [...counts].map(([page, count]): PageProblems => ({ page, ...count }));
  }, [index, pages]);

  return (
    <Tile icon="report" title={<Trans>Configuration problems</Trans>} testId="overview-problems">
      {!draft ? (
        <ConfigurationTileState />
      ) : index.all.length === 0 ? (
        <Text color="fg.muted" data-testid="overview-no-problem">
          <Trans>The configuration has no problem.</Trans>
        </Text>
      ) : (
        <Stack gap="3">
          <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Problems by page`} data-testid="overview-problem-pages">
            {byPage.map(({ page, errors, warnings }) => (
              <HStack as="li" key={page.path} gap="2" wrap="wrap">
                <ChakraLink asChild variant="underline">
                  <Link to={pageUrl(page)}>{i18n._(page.label)}</Link>
                </ChakraLink>
                {errors > 0 ? (
                  <Badge colorPalette="red">
                    <Plural value={errors} one="# error" other="# errors" />
                  </Badge>
                ) : null}
                {warnings > 0 ? (
                  <Badge colorPalette="orange">
                    <Plural value={warnings} one="# warning" other="# warnings" />
                  </Badge>
                ) : null}
              </HStack>
            ))}
          </Stack>
          <Box maxHeight="64" overflowY="auto" tabIndex={0} aria-label={t`Every problem`}>
            <ProblemsList headingLevel={3} />
          </Box>
        </Stack>
      )}
    </Tile>
  );
}
