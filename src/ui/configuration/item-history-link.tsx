import { Link as ChakraLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { itemsOfPath } from '../../domain/history/changed-items';
import type { ModelPath } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';

const HISTORY_PAGE: string = '/admin/history';

/** "History of this item": the History page filtered to the changes of the item at `path` (docs/history.md). */
export function ItemHistoryLink({ path }: { readonly path: ModelPath }) {
  const item = itemsOfPath(path).at(-1);
  if (item === undefined) return null;
  return (
    <ChakraLink asChild fontSize="sm" data-testid="item-history-link">
      <Link to={HISTORY_PAGE} search={{ item } as never}>
        <Icon name="history" />
        <Trans>History of this item</Trans>
      </Link>
    </ChakraLink>
  );
}
