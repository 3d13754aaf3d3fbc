import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Icon } from './icon';

interface PanelProps {
  /** A Material icon name, shown before the title. */
  readonly icon?: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Rendered after the body, inside the card: dialogs that belong to the panel. */
  readonly after?: ReactNode;
}

/** A panel: a card titled by a level-2 heading, with an icon when given. */
export function Panel({ icon, title, children, after }: PanelProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          {icon ? <Icon name={icon} /> : null}
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {after}
    </Card.Root>
  );
}
