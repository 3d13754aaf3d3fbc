import { Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { Icon } from '../components/icon';
import type { PageEntry } from './page-entry';

/** The page's h1 from its line in the page table: its icon and title (the menu label unless the table gives a title). */
export function PageHeading({ flex }: { readonly flex?: string } = {}) {
  const { i18n } = useLingui();
  const entry = useMatches({ select: (matches) => matches.at(-1)?.staticData.page as PageEntry | undefined });
  if (!entry) return null;
  return (
    <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3" flex={flex}>
      <Icon name={entry.icon} />
      {i18n._(entry.title ?? entry.label)}
    </Heading>
  );
}
