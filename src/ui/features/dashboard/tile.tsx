import { Card, Heading, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { ConfigurationLoadingNote, useConfigurationLoading } from '../../configuration/configuration-loading-note';

interface TileProps {
  readonly icon: string;
  readonly title: ReactNode;
  /** The page the tile summarises (`/admin/devices`); none when the tile links to several. */
  readonly to?: string;
  /** The link's text: "Open the devices". */
  readonly linkText?: ReactNode;
  readonly testId: string;
  readonly children: ReactNode;
}

/** One tile of the site overview: a card titled by a level-2 heading, its summary, and a link to its page. */
export function Tile({ icon, title, to, linkText, testId, children }: TileProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={testId} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <Icon name={icon} />
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {to ? (
        <Card.Footer>
          <ChakraLink asChild variant="underline" fontSize="sm" fontWeight="medium">
            <Link to={to}>{linkText}</Link>
          </ChakraLink>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

/** A tile's body while its source loads, or when it failed: the other tiles are unaffected. */
export function TileState({ error }: { readonly error?: unknown }) {
  const { i18n } = useLingui();
  return error !== undefined ? (
    <Text role="alert" color="fg.error">
      {errorText(i18n, error)}
    </Text>
  ) : (
    <Skeleton height="16" />
  );
}

/** The body of a tile drawn from the configuration while there is none: how far its load is, or the tile's placeholder. */
export function ConfigurationTileState() {
  const loading = useConfigurationLoading();
  return loading.loading ? <ConfigurationLoadingNote progress={loading.progress} /> : <TileState />;
}
