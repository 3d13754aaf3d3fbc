import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ConfigurationVersion } from '../../../domain/history/configuration-version';
import { Icon } from '../../components/icon';
import { UserText } from '../../components/user-text';
import { usePages } from '../../configuration/use-pages';
import { changeSentence, versionWords } from './version-words';
import { versionTime } from './version-label';

/** Where a version came from, from this server's point of view. */
export type VersionOrigin = 'this' | 'other' | 'outside';

export function originOf(version: Pick<ConfigurationVersion, 'source' | 'vigilInstance'>, instance: string | undefined): VersionOrigin {
  if (version.source === 'outside') return 'outside';
  return instance === undefined || version.vigilInstance === instance ? 'this' : 'other';
}

function OriginBadge({ origin }: { readonly origin: VersionOrigin }) {
  if (origin === 'outside') {
    return (
      <Badge colorPalette="orange">
        <Trans>Changed outside Vigil</Trans>
      </Badge>
    );
  }
  return origin === 'this' ? (
    <Badge colorPalette="primary">
      <Trans>Through this Vigil</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="purple">
      <Trans>Through another Vigil</Trans>
    </Badge>
  );
}

/** What the version changed, in the pages' words: its first changes, and how many more. */
function Summary({ version }: { readonly version: ConfigurationVersion }) {
  const { i18n } = useLingui();
  const pages = usePages();
  const sentences = useMemo(
    () => (version.summary ? versionWords(i18n, pages, version.summary)(0, 3).map((view) => changeSentence(i18n, view)) : []),
    [version.summary, i18n, pages],
  );
  const summary = version.summary;
  if (summary === null) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>Summary being made…</Trans>
      </Text>
    );
  }
  if (summary.first) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>The first version history holds of this site.</Trans>
      </Text>
    );
  }
  const more = summary.total - sentences.length;
  return (
    <Stack gap="0" fontSize="sm">
      {summary.unreadable ? (
        <Text color="fg.warning">
          <Trans>This version cannot be read: {summary.unreadable}</Trans>
        </Text>
      ) : summary.total === 0 ? (
        <Text color="fg.muted">
          <Trans>No change by name (only the layout, the date or the signature).</Trans>
        </Text>
      ) : null}
      {sentences.map((sentence, index) => (
        <Text key={index} wordBreak="break-word">
          <UserText>{sentence}</UserText>
        </Text>
      ))}
      {more > 0 ? (
        <Text color="fg.muted">
          <Plural value={more} one="and # more change" other="and # more changes" />
        </Text>
      ) : null}
    </Stack>
  );
}

export interface VersionRowProps {
  readonly version: ConfigurationVersion;
  readonly origin: VersionOrigin;
  readonly picked: boolean;
  readonly onPick: (picked: boolean) => void;
  readonly onShowChanges?: () => void;
  readonly onSince?: () => void;
}

/** One version of the timeline: when, who, from where, what it changed; pick it to compare, see its changes, or what changed since. */
export function VersionRow({ version, origin, picked, onPick, onShowChanges, onSince }: VersionRowProps) {
  const { t, i18n } = useLingui();
  const time = versionTime(i18n, version);
  const id = version.id;
  return (
    <Box borderBottomWidth="1px" py="3" px="2" data-testid="history-version" data-version={version.id}>
      <Flex gap="3" align="flex-start" wrap="wrap">
        <input type="checkbox" aria-label={t`Pick version ${id} (${time}) to compare`} checked={picked} onChange={(event) => onPick(event.target.checked)} style={{ marginTop: '0.35rem' }} />
        <Stack gap="1" flex="1" minW="12rem">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">{time}</Text>
            <OriginBadge origin={origin} />
            {version.author ? (
              <Text fontSize="sm">
                <Trans>
                  by <UserText>{version.author}</UserText>
                </Trans>
              </Text>
            ) : null}
            {version.address ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>from {version.address}</Trans>
              </Text>
            ) : null}
            {version.note ? (
              <Badge variant="outline">
                <UserText>{version.note}</UserText>
              </Badge>
            ) : null}
            {version.problems.length > 0 ? (
              <Badge colorPalette="red">
                <Plural value={version.problems.length} one="# unreadable item, kept as it came" other="# unreadable items, kept as they came" />
              </Badge>
            ) : null}
          </Flex>
          <Summary version={version} />
        </Stack>
        <Flex gap="1" wrap="wrap">
          {onShowChanges ? (
            <Button size="xs" variant="ghost" onClick={onShowChanges}>
              <Icon name="difference" />
              <Trans>Its changes</Trans>
            </Button>
          ) : null}
          {onSince ? (
            <Button size="xs" variant="ghost" onClick={onSince}>
              <Icon name="update" />
              <Trans>What changed since</Trans>
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Box>
  );
}
