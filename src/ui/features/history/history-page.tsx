import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { ConfigurationVersion } from '../../../domain/history/configuration-version';
import { Icon } from '../../components/icon';
import { Panel } from '../../components/panel';
import { SelectField } from '../../components/select-field';
import { useLoaded } from '../../components/use-loaded';
import { UserText } from '../../components/user-text';
import { PageHeading } from '../../configuration/page-heading';
import { useSelectedItem } from '../../configuration/use-selection';
import { useServices } from '../../services-context';
import { ComparePanel, type ComparedVersions } from './compare-panel';
import { HistoryStatusNote } from '../../configuration/history-status-note';
import { originOf, VersionRow, type VersionOrigin } from './version-row';

type OriginFilter = 'all' | VersionOrigin;
const ORIGINS: readonly OriginFilter[] = ['all', 'this', 'other', 'outside'];
/** A timeline without layout yet (before the first paint, in tests) is assumed this high. */
const ASSUMED_VIEWPORT = { width: 800, height: 512 };

/**
 * The site's timeline (docs/history.md): every configuration version, newest
 * first, filtered by who, by item (`?item=`, from an item's page) and by
 * source; compare any two, see one version's changes, or what changed since
 * a version or a date, and revert from the comparison.
 */
export function HistoryPage() {
  const { t } = useLingui();
  const services = useServices();
  const [item, selectItem] = useSelectedItem();
  const [origin, setOrigin] = useState<OriginFilter>('all');
  const [author, setAuthor] = useState('');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [compared, setCompared] = useState<ComparedVersions>();
  const [since, setSince] = useState('');
  const status = useLoaded(() => services.history.status(), [services]);
  const authors = useLoaded(() => services.history.authors(), [services]);
  const source = origin === 'all' ? undefined : origin === 'outside' ? 'outside' : 'vigil';
  const timeline = useLoaded(() => services.history.versions({ source, author: author || undefined, item, limit: 500 }), [services, source, author, item]);
  const instance = status.value?.instance;
  const versions = useMemo(
    () => (timeline.value ?? []).filter((version) => origin === 'all' || originOf(version, instance) === origin),
    [timeline.value, origin, instance],
  );
  const latest = useLoaded(() => services.history.versions({ limit: 1 }), [services, timeline.value]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: versions.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onChange) => observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });

  const originLabel = (each: OriginFilter) =>
    ({ all: t`Every source`, this: t`Through this Vigil`, other: t`Through another Vigil`, outside: t`Changed outside Vigil` })[each];
  const pick = (version: ConfigurationVersion, on: boolean) =>
    setPicked((current) => (on ? [...current.filter((id) => id !== version.id), version.id].slice(-2) : current.filter((id) => id !== version.id)));
  const byId = (id: number) => timeline.value?.find((version) => version.id === id);
  const compare = (a: ConfigurationVersion, b: ConfigurationVersion) => setCompared(a.id < b.id ? { from: a, to: b } : { from: b, to: a });
  const newest = latest.value?.[0];
  // The version just before, whatever the filters show.
  const showChanges = async (version: ConfigurationVersion) => {
    const [previous] = await services.history.versions({ beforeId: version.id, limit: 1 });
    if (previous) compare(previous, version);
  };
  // The version the site had at that date, compared with the newest.
  const sinceDate = async () => {
    const [base] = await services.history.versions({ to: new Date(since).toISOString(), limit: 1 });
    if (base && newest && base.id !== newest.id) compare(base, newest);
  };
  const pickedVersions = picked.map(byId).filter((version): version is ConfigurationVersion => version !== undefined);

  return (
    <Stack gap="6">
      <PageHeading />
      <HistoryStatusNote status={status.value} error={status.error} />
      <Panel icon="filter_list" title={<Trans>Timeline</Trans>}>
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <SelectField label={<Trans>Source</Trans>} value={origin} options={ORIGINS} optionLabel={originLabel} onChange={setOrigin} maxW="16rem" />
            <SelectField
              label={<Trans>Who</Trans>}
              value={author}
              options={['', ...(authors.value ?? [])]}
              optionLabel={(each) => (each === '' ? t`Anyone` : each)}
              onChange={setAuthor}
              maxW="16rem"
            />
            <Field.Root maxW="16rem">
              <Field.Label>
                <Trans>What changed since (date)</Trans>
              </Field.Label>
              <Input type="datetime-local" value={since} onChange={(event) => setSince(event.target.value)} />
            </Field.Root>
            <Button size="sm" variant="outline" disabled={since === '' || Number.isNaN(new Date(since).getTime()) || !newest} onClick={() => void sinceDate()}>
              <Icon name="update" />
              <Trans>Show the changes since then</Trans>
            </Button>
          </Flex>
          {item ? (
            <Flex gap="2" align="center" wrap="wrap" data-testid="history-item-filter">
              <Text>
                <Trans>
                  Changes of one item: <UserText>{item}</UserText>
                </Trans>
              </Text>
              <Button size="xs" variant="ghost" onClick={() => selectItem(undefined)}>
                <Icon name="close" />
                <Trans>Every item</Trans>
              </Button>
            </Flex>
          ) : null}
          <Flex gap="3" align="center" wrap="wrap">
            <Button size="sm" colorPalette="primary" disabled={pickedVersions.length !== 2} onClick={() => compare(pickedVersions[0]!, pickedVersions[1]!)}>
              <Icon name="compare_arrows" />
              <Trans>Compare the two picked versions</Trans>
            </Button>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Pick two versions with their boxes.</Trans>
            </Text>
          </Flex>
          {timeline.value !== undefined && versions.length === 0 ? (
            <Text color="fg.muted" data-testid="history-empty">
              <Trans>No version matches.</Trans>
            </Text>
          ) : null}
          <Box ref={scroller} maxH="32rem" overflowY="auto" role="list" aria-label={t`Configuration versions, newest first`} data-testid="history-timeline">
            <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
              {virtualizer.getVirtualItems().map((row) => {
                const version = versions[row.index]!;
                return (
                  <Box key={version.id} role="listitem" ref={virtualizer.measureElement} data-index={row.index} position="absolute" top="0" left="0" width="100%" transform={`translateY(${row.start}px)`}>
                    <VersionRow
                      version={version}
                      origin={originOf(version, instance)}
                      picked={picked.includes(version.id)}
                      onPick={(on) => pick(version, on)}
                      onShowChanges={version.summary?.first ? undefined : () => void showChanges(version)}
                      onSince={newest && newest.id !== version.id ? () => compare(version, newest) : undefined}
                    />
                  </Box>
                );
              })}
            </Box>
          </Box>
        </Stack>
      </Panel>
      {compared ? <ComparePanel key={`${compared.from.id}-${compared.to.id}`} compared={compared} onClose={() => setCompared(undefined)} /> : null}
    </Stack>
  );
}
