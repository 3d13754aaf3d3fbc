import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ConfigurationVersion } from '../../../domain/history/configuration-version';
import { ErrorText } from '../../components/alert-text';
import { Icon } from '../../components/icon';
import { Panel } from '../../components/panel';
import { useLoaded } from '../../components/use-loaded';
import { usePages } from '../../configuration/use-pages';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { changeSentence, versionWords } from './version-words';
import { useReadOnly } from '../../components/use-read-only';
import { versionLabel } from './version-label';

/** Beyond this many changes the list shows the first ones and says how many more (Revert all still reverts them all). */
const SHOWN = 1_000;
/**
 * Changes are put into words and drawn a part at a time, each part a task
 * of its own (docs/performance.md: drawing 1,000 changes at once held the
 * page for seconds); the list's groups already drawn are not drawn again.
 * The first part is FIRST_PART changes; each next part is sized from how
 * long the last took, so that a part takes about PART_MS on this machine,
 * however fast it is or however loaded (within MIN_PART and MAX_PART).
 */
const FIRST_PART = 16;
const PART_MS = 50;
const MIN_PART = 4;
const MAX_PART = 80;

export interface ComparedVersions {
  readonly from: ConfigurationVersion;
  readonly to: ConfigurationVersion;
}

/**
 * Two versions compared by name, grouped by page and item in the save
 * review's words and components (ChangeList); each field, each item and the
 * whole comparison can be reverted: one edit of the current draft, then the
 * normal save (docs/history.md, "Compare and revert").
 */
export function ComparePanel({ compared, onClose }: { readonly compared: ComparedVersions; readonly onClose: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  // A console that may only read compares versions, and reverts nothing into a draft it could not save.
  const readOnly = useReadOnly();
  const pages = usePages();
  const { from, to } = compared;
  const comparison = useLoaded(() => services.history.compare(from.id, to.id), [services, from.id, to.id]);
  const words = useMemo(() => (comparison.value ? versionWords(i18n, pages, comparison.value) : undefined), [comparison.value, i18n, pages]);
  const total = comparison.value?.changes.length ?? 0;
  // The views listed so far (for these words: a language switched starts again).
  const [listed, setListed] = useState<{ readonly words: typeof words; readonly views: readonly ChangeView[] }>({ words: undefined, views: [] });
  const first = useMemo(() => (words ? words(0, Math.min(FIRST_PART, SHOWN)) : []), [words]);
  const views = listed.words === words ? listed.views : first;
  const part = useRef({ size: FIRST_PART, started: undefined as number | undefined });
  useLayoutEffect(() => {
    // A part is drawn (this is its commit): the next is sized from the time from its start to here.
    const { started, size } = part.current;
    if (started === undefined) return;
    const took = Math.max(1, performance.now() - started);
    part.current = { size: Math.min(MAX_PART, Math.max(MIN_PART, Math.round((size * PART_MS) / took))), started: undefined };
  }, [views]);
  useEffect(() => {
    if (!words || views.length >= Math.min(total, SHOWN)) return;
    const timer = setTimeout(() => {
      part.current = { ...part.current, started: performance.now() };
      setListed({ words, views: [...views, ...words(views.length, Math.min(views.length + part.current.size, SHOWN))] });
    }, 0);
    return () => clearTimeout(timer);
  }, [words, views, total]);
  const [reverted, setReverted] = useState<string>();
  const [refusal, setRefusal] = useState<unknown>();

  const revert = useCallback(
    (chosen: readonly ChangeView[], label: string) => {
      const changes = chosen.filter((view) => view.kind !== 'unreadable').map((view) => comparison.value!.changes[Number(view.key)]!);
      const outcome = services.revertFromHistory.execute(changes, label);
      if (outcome.ok) {
        setRefusal(undefined);
        setReverted(label);
      } else setRefusal(outcome.error);
    },
    [services, comparison.value],
  );
  const revertLabel = useCallback((what: string) => i18n._(msg`Revert from history: ${what}`), [i18n]);
  // Stable, so that the groups already drawn are not drawn again as the list grows.
  const itemAction = useCallback(
    (group: readonly ChangeView[], title: string) => (
      <Button size="xs" variant="ghost" onClick={() => revert(group, revertLabel(title))} aria-label={i18n._(msg`Revert this item: ${title}`)}>
        <Icon name="undo" />
        <Trans>Revert this item</Trans>
      </Button>
    ),
    [revert, revertLabel, i18n],
  );
  const changeAction = useCallback(
    (view: ChangeView) => {
      if (view.kind === 'unreadable') return null;
      return (
        <Button size="xs" variant="ghost" onClick={() => revert([view], revertLabel(changeSentence(i18n, view)))} aria-label={i18n._(msg`Revert ${changeSentence(i18n, view)}`)}>
          <Icon name="undo" />
          <Trans>Revert</Trans>
        </Button>
      );
    },
    [revert, revertLabel, i18n],
  );
  const fromLabel = versionLabel(i18n, from);
  const toLabel = versionLabel(i18n, to);

  return (
    <Panel icon="compare_arrows" title={<Trans>Compare versions</Trans>}>
      <Stack gap="4" data-testid="history-compare">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Text>
            <Trans>
              From {fromLabel} to {toLabel}
            </Trans>
          </Text>
          <Button size="sm" variant="ghost" onClick={onClose}>
            <Icon name="close" />
            <Trans>Close the comparison</Trans>
          </Button>
        </Flex>
        {comparison.error ? <ErrorText error={comparison.error} /> : null}
        {comparison.value === undefined && !comparison.error ? (
          <Text color="fg.muted" role="status">
            <Trans>Comparing…</Trans>
          </Text>
        ) : null}
        {comparison.value?.unreadable ? (
          <Text color="fg.warning">
            <Trans>A version could not be read, so its changes cannot be named: {comparison.value.unreadable}</Trans>
          </Text>
        ) : null}
        {comparison.value ? (
          <>
            <Flex gap="3" wrap="wrap" align="center">
              <Text>
                <Plural value={total} one="# change" other="# changes" />
              </Text>
              {total > 0 && words && !readOnly ? (
                <Button size="sm" variant="outline" onClick={() => revert(words(), revertLabel(t`every change from ${fromLabel} to ${toLabel}`))}>
                  <Icon name="history" />
                  <Trans>Revert all these changes</Trans>
                </Button>
              ) : null}
            </Flex>
            <Text role="status" aria-live="polite" data-testid="history-reverted">
              {reverted ? <Trans>Done in the draft: {reverted}. Review it and save with the save bar (Undo takes it back).</Trans> : null}
            </Text>
            {refusal ? <Text color="fg.error">{errorText(i18n, refusal)}</Text> : null}
            <ChangeList
              changes={views}
              label={t`Changes from ${fromLabel} to ${toLabel}`}
              testId="history-compare-changes"
              itemAction={readOnly ? undefined : itemAction}
              changeAction={readOnly ? undefined : changeAction}
            />
            {total > SHOWN ? (
              <Text color="fg.muted">
                <Trans>The first {SHOWN} changes are listed; {total - SHOWN} more are not shown (Revert all includes them).</Trans>
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Panel>
  );
}
