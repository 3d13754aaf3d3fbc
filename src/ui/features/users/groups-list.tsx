import { Badge, Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { searchText } from '../../../domain/configuration/rights-resources';
import type { UserGroup } from '../../../domain/configuration/user-group';
import { Icon } from '../../components/icon';
import type { UsersLocation } from './use-users-location';
import { UserText } from '../../components/user-text';

interface GroupsListProps {
  readonly groups: readonly UserGroup[];
  readonly location: UsersLocation;
  readonly onOpen: (next: UsersLocation) => void;
  /** Absent in a console that may only read: no group is created. */
  readonly onNewGroup?: () => void;
}

/** A row's name, isolated and cut to the row (full on hover), or what an unnamed one is called. */
function RowName({ name, unnamed }: { readonly name: string; readonly unnamed: string }) {
  return name === '' ? (
    <Text as="span" flex="1" minW="0">
      {unnamed}
    </Text>
  ) : (
    <UserText truncate flex="1">
      {name}
    </UserText>
  );
}

const ItemButton = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    w: 'full',
    textAlign: 'start',
    px: '3',
    py: '2',
    rounded: 'md',
    cursor: 'pointer',
    _hover: { bg: 'primary.subtle' },
    '&[aria-current=true]': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' },
  },
});

/** The groups, sorted by name, each with its users; search finds a group or a user by name. */
export function GroupsList({ groups, location, onOpen, onNewGroup }: GroupsListProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const usersLabel = (count: number) => t`${count} users`;
  const shown = useMemo(() => {
    const words = searchText(query).split(/\s+/).filter((word) => word !== '');
    const matches = (name: string) => words.every((word) => searchText(name).includes(word));
    const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
    return sorted.flatMap((group) => {
      if (words.length === 0 || matches(group.name)) return [{ group, users: group.users }];
      const users = group.users.filter((user) => matches(user.name));
      return users.length > 0 ? [{ group, users }] : [];
    });
  }, [groups, query, i18n.locale]);

  return (
    <Stack as="nav" aria-label={t`Groups and users`} gap="3">
      {/* The search has the list's whole width, so that its words are never cut ("Rechercher…"). */}
      <Flex gap="2" wrap="wrap" align="center">
        <Input flex="1 1 14rem" minW="0" type="search" aria-label={t`Search groups and users`} placeholder={t`Search…`} value={query} onChange={(event) => setQuery(event.target.value)} />
        {onNewGroup ? (
          <Button colorPalette="primary" onClick={onNewGroup} flexShrink={0}>
            <Icon name="group_add" />
            <Trans>New group</Trans>
          </Button>
        ) : null}
      </Flex>
      <Stack as="ul" gap="1" listStyleType="none">
        {shown.map(({ group, users }) => (
          <li key={group.id}>
            <ItemButton type="button" aria-current={location.group === group.id && !location.user} onClick={() => onOpen({ group: group.id, tab: location.tab })}>
              <Icon name="group" />
              <RowName name={group.name} unnamed={t`Unnamed group`} />
              {group.root ? (
                <Badge colorPalette="primary">
                  <Trans>root</Trans>
                </Badge>
              ) : null}
              <Badge variant="outline" aria-label={usersLabel(group.users.length)}>
                {group.users.length}
              </Badge>
            </ItemButton>
            {users.length > 0 ? (
              <Box as="ul" listStyleType="none" ps="6">
                {users.map((user) => (
                  <li key={user.id}>
                    <ItemButton type="button" aria-current={location.user === user.id} onClick={() => onOpen({ group: group.id, user: user.id })} py="1.5">
                      <Icon name="person" />
                      <RowName name={user.name} unnamed={t`Unnamed user`} />
                      {user.remote ? (
                        <Badge>
                          <Trans>remote</Trans>
                        </Badge>
                      ) : null}
                    </ItemButton>
                  </li>
                ))}
              </Box>
            ) : null}
          </li>
        ))}
      </Stack>
      {shown.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No group or user matches the search.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
