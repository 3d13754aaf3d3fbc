import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { PreparedCopyView } from '../../../application/fleet-copy/fleet-copy.port';
import { ErrorText } from '../../components/alert-text';
import { SelectField } from '../../components/select-field';
import { useLoaded } from '../../components/use-loaded';
import { useServices } from '../../services-context';
import { ItemPicker, itemKey } from './item-picker';
import { TargetPicker } from './target-picker';
import { TargetReview } from './target-review';
import { parseWaves, waveSizes } from './wave-plan';

/** Reviews drawn at once; the others are counted (they roll out all the same). */
const REVIEWS_SHOWN = 100;

/**
 * Copy to many (docs/fleet.md, "Copy to many"): items picked on one site,
 * target sites picked, one review per target made by the Vigil server from
 * that target's own document, then a rollout in waves.
 */
export function CopyToManyPage() {
  const { t } = useLingui();
  const { fleetCopy } = useServices();
  const navigate = useNavigate();
  const sites = useLoaded(() => fleetCopy.sites(), [fleetCopy]);
  const list = useMemo(() => sites.value ?? [], [sites.value]);
  const [sourceChoice, setSource] = useState<string>();
  const source = sourceChoice ?? list[0]?.id ?? '';
  const items = useLoaded(() => (source === '' ? Promise.resolve([]) : fleetCopy.items(source)), [fleetCopy, source]);
  const [chosenItems, setChosenItems] = useState<ReadonlySet<string>>(new Set());
  const [targets, setTargets] = useState<ReadonlySet<string>>(new Set());
  const [prepared, setPrepared] = useState<PreparedCopyView>();
  const [wavesText, setWavesText] = useState('10');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState<'preparing' | 'starting'>();
  const others = useMemo(() => list.filter((site) => site.id !== source), [list, source]);
  const nameOf = (id: string) => list.find((site) => site.id === id)?.name ?? id;
  const waves = parseWaves(wavesText);
  const rollable = prepared ? fleetCopy.rollable(prepared) : [];
  const sizes = waves ? waveSizes(fleetCopy.waves(rollable.length, waves)) : [];

  const prepare = async () => {
    setBusy('preparing');
    setError(undefined);
    setPrepared(undefined);
    try {
      const picked = (items.value ?? []).filter((item) => chosenItems.has(itemKey(item)));
      setPrepared(await fleetCopy.prepareCopy(source, picked, others.filter((site) => targets.has(site.id)).map((site) => site.id)));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(undefined);
    }
  };

  const start = async () => {
    if (!prepared || !waves) return;
    setBusy('starting');
    setError(undefined);
    try {
      const rollout = await fleetCopy.startRollout(prepared, waves);
      await navigate({ to: '/fleet/rollouts/$rolloutId', params: { rolloutId: rollout.id } });
    } catch (failure) {
      setError(failure);
      setBusy(undefined);
    }
  };

  const chosenTargets = others.filter((site) => targets.has(site.id)).length;
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }} maxW="6xl">
      <Heading as="h1" size="2xl">
        <Trans>Copy to many sites</Trans>
      </Heading>
      {sites.error ? <ErrorText error={sites.error} /> : null}
      <Stack as="section" gap="3" aria-label={t`What to copy`}>
        <Heading as="h2" size="lg">
          <Trans>1. What to copy</Trans>
        </Heading>
        <SelectField label={t`From the site`} value={source} options={list.map((site) => site.id)} optionLabel={nameOf} onChange={(id) => { setSource(id); setChosenItems(new Set()); setPrepared(undefined); }} maxW="sm" />
        {items.error ? <ErrorText error={items.error} /> : null}
        <ItemPicker items={items.value ?? []} chosen={chosenItems} onChange={(update) => { setChosenItems(update); setPrepared(undefined); }} />
      </Stack>
      <Stack as="section" gap="3" aria-label={t`To which sites`}>
        <Heading as="h2" size="lg">
          <Trans>2. To which sites</Trans>
        </Heading>
        <TargetPicker sites={others} chosen={targets} onChange={(update) => { setTargets(update); setPrepared(undefined); }} />
        <Button alignSelf="start" onClick={() => void prepare()} loading={busy === 'preparing'} disabled={chosenItems.size === 0 || chosenTargets === 0 || busy !== undefined}>
          <Trans>Review the copy on each site</Trans>
        </Button>
      </Stack>
      {error ? <ErrorText error={error} /> : null}
      {prepared ? (
        <Stack as="section" gap="4" aria-label={t`Reviews`}>
          <Heading as="h2" size="lg">
            <Trans>3. One review per site</Trans>
          </Heading>
          {prepared.targets.slice(0, REVIEWS_SHOWN).map((target) => (
            <TargetReview key={target.site.id} target={target} />
          ))}
          {prepared.targets.length > REVIEWS_SHOWN ? (
            <Text color="fg.muted">
              <Plural value={prepared.targets.length - REVIEWS_SHOWN} one="# more review not shown" other="# more reviews not shown" />
            </Text>
          ) : null}
          <Heading as="h2" size="lg">
            <Trans>4. Roll out</Trans>
          </Heading>
          <Field.Root invalid={waves === undefined} maxW="sm">
            <Field.Label>
              <Trans>Waves after the first site (% of the sites)</Trans>
            </Field.Label>
            <Input value={wavesText} onChange={(event) => setWavesText(event.target.value)} inputMode="numeric" />
            <Field.HelperText>
              <Trans>One site first, then these shares of the sites, then the rest. Example: 10, 50.</Trans>
            </Field.HelperText>
            <Field.ErrorText>
              <Trans>Write percentages from 1 to 100, separated by commas.</Trans>
            </Field.ErrorText>
          </Field.Root>
          {waves && rollable.length > 0 ? (
            <Text data-testid="wave-plan">
              <Trans>Waves: {sizes.join(' + ')} sites. The rollout stops at the first site that refuses.</Trans>
            </Text>
          ) : null}
          <Button alignSelf="start" colorPalette="blue" onClick={() => void start()} loading={busy === 'starting'} disabled={rollable.length === 0 || waves === undefined || busy !== undefined}>
            <Plural value={rollable.length} one="Start the rollout to # site" other="Start the rollout to # sites" />
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
