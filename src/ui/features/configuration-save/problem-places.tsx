import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatches } from '@tanstack/react-router';
import { Fragment, useMemo } from 'react';
import { pageUrl } from '../../configuration/page-entry';
import { problemPlaces } from '../../configuration/problem-pages';
import { usePages } from '../../configuration/use-pages';
import { useProblemIndex } from '../../configuration/use-problems';
import type { SaveBarOrder } from './save-bar';

/** Pages named in the bar; past them, "and 2 more pages" (the problems list has them all). */
const NAMED = 2;

/**
 * Beside the save bar's problem count, where the problems are when some are
 * on other pages: "1 here, 2 on Storage, 1 on Logic", each page a link. The
 * bar's count is the whole draft's while a page's own list shows its own, so
 * without this a count of 3 beside "Problems (0)" says nothing of where to go.
 * Nothing is shown when every problem is on this page.
 */
export function ProblemPlaces({ order }: { readonly order?: SaveBarOrder }) {
  const { i18n } = useLingui();
  const pages = usePages();
  const current = useMatches({ select: (matches) => matches.at(-1)?.staticData.page });
  const index = useProblemIndex();
  const places = useMemo(() => problemPlaces(index.all, pages, current), [index, pages, current]);
  if (places.elsewhere.length === 0) return null;
  const named = places.elsewhere.slice(0, NAMED);
  const more = places.elsewhere.length - named.length;
  return (
    // One line: cut with an ellipsis when the bar is short of room (the count's list names every page).
    <Text as="span" fontSize="sm" color="fg.muted" truncate minW="0" flexShrink={1} order={order} data-testid="problem-places">
      {places.here > 0 ? (
        <>
          <Trans>{places.here} here</Trans>
          {', '}
        </>
      ) : null}
      {named.map(({ page, count }, position) => {
        const label = i18n._(page.title ?? page.label);
        return (
          <Fragment key={page.path}>
            {position > 0 ? ', ' : null}
            <Trans>
              {count} on{' '}
              <ChakraLink asChild color="fg" textDecoration="underline">
                <Link to={pageUrl(page)}>{label}</Link>
              </ChakraLink>
            </Trans>
          </Fragment>
        );
      })}
      {more > 0 ? (
        <>
          {', '}
          <Plural value={more} one="and # more page" other="and # more pages" />
        </>
      ) : null}
    </Text>
  );
}
