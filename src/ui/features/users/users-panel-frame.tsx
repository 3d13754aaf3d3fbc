import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/alert-text';
import { Icon } from '../../components/icon';
import { UserText } from '../../components/user-text';

interface UsersPanelFrameProps {
  /** A Material icon name, before the title. */
  readonly icon: string;
  /** The group's or the user's name, shown as text. */
  readonly name: string;
  /** The heading's id, which names the section. */
  readonly titleId: string;
  /** The buttons beside the title. */
  readonly actions: ReactNode;
  /** Why the last edit was refused, shown under the title. */
  readonly refusal: string | undefined;
  readonly children: ReactNode;
}

/** The group's and the user's panel: a section titled by the name, its actions beside it, the last refusal under it. */
export function UsersPanelFrame({ icon, name, titleId, actions, refusal, children }: UsersPanelFrameProps) {
  return (
    <Stack gap="5" as="section" aria-labelledby={titleId}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id={titleId} display="flex" alignItems="center" gap="2">
          <Icon name={icon} />
          <UserText>{name}</UserText>
        </Heading>
        {actions}
      </HStack>
      <ErrorAlert title={refusal} />
      {children}
    </Stack>
  );
}
