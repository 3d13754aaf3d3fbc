import { Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { BYTES_PER_GB, retentionEstimates } from '../../../domain/configuration/retention-estimate';

const cache = new WeakMap<Configuration, ReturnType<typeof retentionEstimates>>();

/** The estimates of a draft, computed once per draft (every edit is a new draft, so they follow the settings). */
function estimatesOf(configuration: Configuration) {
  let estimates = cache.get(configuration);
  if (!estimates) {
    estimates = retentionEstimates(configuration);
    cache.set(configuration, estimates);
  }
  return estimates;
}

/**
 * How long the store keeps recordings, estimated from the bitrates of the
 * streams recording to it and its size limit (continuous recording at the
 * configured bitrate; docs/devices-live.md).
 */
export function StoreRetention({ configuration, id }: { configuration: Configuration; id: string }) {
  const { i18n, t } = useLingui();
  const estimate = useMemo(() => estimatesOf(configuration).get(id), [configuration, id]);
  if (!estimate) return null;
  const number = (value: number, digits = 1) => i18n.number(value, { maximumFractionDigits: digits });
  const streams = estimate.streams;
  const unknown = estimate.unknownBitrates;
  const rate = number(estimate.bitrateKbps / 1000);
  const perDay = number(estimate.bytesPerDay / BYTES_PER_GB);
  const days = estimate.days === null ? '' : number(estimate.days);
  const bySize = estimate.daysBySize === null ? '' : number(estimate.daysBySize);
  return (
    <Stack gap="1" as="section" aria-label={t`Retention estimate`} data-testid="store-retention">
      <Text fontWeight="semibold">
        <Trans>Retention estimate</Trans>
      </Text>
      {streams === 0 ? (
        <Text color="fg.muted">
          <Trans>No video stream records to this store.</Trans>
        </Text>
      ) : (
        <Text>
          <Plural value={streams} one="# video stream records here" other="# video streams record here" />
          {': '}
          <Trans>
            {rate} Mbit/s in total, about {perDay} GB a day.
          </Trans>
        </Text>
      )}
      {estimate.limitedBy === 'size' ? (
        <Text fontWeight="semibold" data-testid="retention-days">
          <Trans>About {days} days of recording fit in the maximum size.</Trans>
        </Text>
      ) : estimate.limitedBy === 'time' ? (
        <Text fontWeight="semibold" data-testid="retention-days">
          {bySize === '' ? <Trans>Recordings are kept {days} days (the time limit).</Trans> : <Trans>Recordings are kept {days} days (the time limit); the maximum size would hold about {bySize} days.</Trans>}
        </Text>
      ) : streams > 0 && estimate.bitrateKbps > 0 ? (
        <Text color="fg.muted">
          <Trans>With no maximum size, how long recordings last depends on the free space of the disk.</Trans>
        </Text>
      ) : null}
      {unknown > 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Plural value={unknown} one="# stream has no bitrate set and is left out." other="# streams have no bitrate set and are left out." />
        </Text>
      ) : null}
      <Text color="fg.muted" fontSize="sm">
        <Trans>Assumes continuous recording at the configured bitrate (the maximum for a variable bitrate); audio is left out.</Trans>
      </Text>
    </Stack>
  );
}
