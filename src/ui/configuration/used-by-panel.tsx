import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UserText } from '../components/user-text';
import { focusField } from './focus-field';
import { ITEM_PARAMETER } from './use-selection';

/** One thing that refers to an item: its name (text from the configuration), what part of it, and where to edit it. */
export interface Reference {
  readonly key: string;
  readonly name: string;
  /** What of it refers (a module's name, "exportation"), shown after the name. */
  readonly detail?: string;
  /** The page's URL; absent when no page edits it yet. */
  readonly to?: string;
  readonly item?: string;
  /** A field's control id to focus on arrival. */
  readonly field?: string;
}

export interface UsedByPanelProps {
  readonly title: ReactNode;
  readonly references: readonly Reference[];
  /** Said when nothing refers to the item. */
  readonly empty?: ReactNode;
}

/** Who refers to an item, with links to them: what a deletion would leave dangling. */
export function UsedByPanel({ title, references, empty }: UsedByPanelProps) {
  const router = useRouter();
  const href = (reference: Reference) =>
    `${reference.to}${reference.item === undefined ? '' : `?${ITEM_PARAMETER}=${encodeURIComponent(reference.item)}`}${reference.field ? `#${encodeURIComponent(reference.field)}` : ''}`;
  const open = (reference: Reference) => {
    const search = reference.item === undefined ? {} : { [ITEM_PARAMETER]: reference.item };
    void router.navigate({ to: reference.to!, search: search as never, hash: reference.field }).then(() => reference.field && focusField(reference.field));
  };
  return (
    <Stack gap="2" as="section">
      <Text as="h3" fontWeight="semibold">
        {title}
      </Text>
      {references.length === 0 ? (
        <Text color="fg.muted">{empty ?? <Trans>Nothing refers to it.</Trans>}</Text>
      ) : (
        <Box as="ul" listStyleType="disc" ps="5">
          {references.map((reference) => (
            <li key={reference.key}>
              {reference.to ? (
                <ChakraLink
                  href={href(reference)}
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    open(reference);
                  }}
                >
                  <UserText>{reference.name}</UserText>
                </ChakraLink>
              ) : (
                <UserText>{reference.name}</UserText>
              )}
              {reference.detail ? (
                <Text as="span" color="fg.muted">
                  {' — '}
                  <UserText>{reference.detail}</UserText>
                </Text>
              ) : null}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
