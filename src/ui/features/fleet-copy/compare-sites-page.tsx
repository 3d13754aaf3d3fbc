import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SiteComparisonView } from '../../../application/fleet-copy/fleet-copy.port';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { ErrorText } from '../../components/alert-text';
import { SelectField } from '../../components/select-field';
import { useLoaded } from '../../components/use-loaded';
import { ChangeList } from '../../configuration/change-list';
import { usePages } from '../../configuration/use-pages';
import { useServices } from '../../services-context';
import { changeViews } from './copy-words';

/** Beyond this many differences in one part, the first ones are listed and the rest counted. */
const SHOWN = 500;

function Part({ title, changes, comparison, testId }: { readonly title: string; readonly changes: readonly ModelChange[]; readonly comparison: SiteComparisonView; readonly testId: string }) {
  const { i18n } = useLingui();
  const pages = usePages();
  const views = useMemo(() => changeViews(i18n, pages, changes.slice(0, SHOWN), comparison.before, comparison.after), [i18n, pages, changes, comparison]);
  const more = changes.length - Math.min(changes.length, SHOWN);
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="lg">
        {title} <Text as="span" color="fg.muted" fontWeight="normal">({changes.length})</Text>
      </Heading>
      {changes.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Nothing.</Trans>
        </Text>
      ) : (
        <ChangeList changes={views} label={title} testId={testId} />
      )}
      {more > 0 ? (
        <Text color="fg.muted">
          <Plural value={more} one="# more difference not listed" other="# more differences not listed" />
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Compare two sites (docs/fleet.md, "Compare two sites"): contacts,
 * calendars, SMTP, SMS and FTP servers, alarm receivers, templates, groups
 * and rights, each device model's stream settings, by name; what is on one
 * site only and what differs, field by field, in the save review's words.
 */
export function CompareSitesPage() {
  const { t } = useLingui();
  const { fleetCopy } = useServices();
  const sites = useLoaded(() => fleetCopy.sites(), [fleetCopy]);
  const [chosen, setChosen] = useState<{ a?: string; b?: string }>({});
  const list = sites.value ?? [];
  const a = chosen.a ?? list[0]?.id ?? '';
  const b = chosen.b ?? list[1]?.id ?? '';
  const [comparison, setComparison] = useState<SiteComparisonView>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const nameOf = (id: string) => list.find((site) => site.id === id)?.name ?? id;
  const parts = comparison ? fleetCopy.parts(comparison) : undefined;

  const compare = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setComparison(await fleetCopy.compare(a, b));
    } catch (failure) {
      setError(failure);
      setComparison(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" p={{ base: '3', md: '6' }} maxW="6xl">
      <Heading as="h1" size="2xl">
        <Trans>Compare two sites</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>Contacts, calendars, SMTP, SMS and FTP servers, alarm receivers, templates, groups and rights, and each device model&apos;s stream settings, matched by name.</Trans>
      </Text>
      {sites.error ? <ErrorText error={sites.error} /> : null}
      <Flex gap="4" wrap="wrap" align="end">
        <SelectField label={t`First site`} value={a} options={list.map((site) => site.id)} optionLabel={nameOf} onChange={(id) => setChosen((current) => ({ ...current, a: id }))} maxW="xs" />
        <SelectField label={t`Second site`} value={b} options={list.map((site) => site.id)} optionLabel={nameOf} onChange={(id) => setChosen((current) => ({ ...current, b: id }))} maxW="xs" />
        <Button onClick={() => void compare()} loading={busy} disabled={a === '' || b === '' || a === b}>
          <Trans>Compare</Trans>
        </Button>
      </Flex>
      {a !== '' && a === b ? (
        <Text color="fg.muted">
          <Trans>Choose two different sites.</Trans>
        </Text>
      ) : null}
      {error ? <ErrorText error={error} /> : null}
      {comparison && parts ? (
        <Box data-testid="site-comparison">
          {comparison.changes.length === 0 ? (
            <Text fontWeight="semibold">
              <Trans>
                {comparison.a.name} and {comparison.b.name} hold the same items.
              </Trans>
            </Text>
          ) : (
            <Stack gap="6">
              <Part title={t`Only on ${comparison.a.name}`} changes={parts.onlyA} comparison={comparison} testId="only-a" />
              <Part title={t`Only on ${comparison.b.name}`} changes={parts.onlyB} comparison={comparison} testId="only-b" />
              <Part title={t`Different (${comparison.a.name} → ${comparison.b.name})`} changes={parts.different} comparison={comparison} testId="different" />
            </Stack>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
