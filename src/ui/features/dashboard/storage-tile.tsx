import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { BYTES_PER_GB, retentionEstimates, type RetentionEstimate } from '../../../domain/configuration/retention-estimate';
import { UserText } from '../../components/user-text';
import { useDraft } from '../../configuration/use-workspace';
import { ConfigurationTileState, Tile } from './tile';

const cache = new WeakMap<Configuration, ReadonlyMap<string, RetentionEstimate>>();

/** The retention estimates of a draft, computed once per draft (the storage page's estimate). */
function estimatesOf(configuration: Configuration): ReadonlyMap<string, RetentionEstimate> {
  let estimates = cache.get(configuration);
  if (!estimates) {
    estimates = retentionEstimates(configuration);
    cache.set(configuration, estimates);
  }
  return estimates;
}

/** Each store: its name, its limits, and how long it keeps recordings (the storage page's estimate). */
export function StorageTile() {
  const draft = useDraft();
  return (
    <Tile icon="storage" title={<Trans>Storage</Trans>} to="/admin/storage" linkText={<Trans>Open the storage</Trans>} testId="overview-storage">
      {draft ? <Stores configuration={draft} /> : <ConfigurationTileState />}
    </Tile>
  );
}

function Stores({ configuration }: { readonly configuration: Configuration }) {
  const { i18n } = useLingui();
  const stores = configuration.parameters.stores;
  const estimates = estimatesOf(configuration);
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 1 });
  if (stores.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No store is configured: nothing is recorded.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {stores.map((store) => {
        const estimate = estimates.get(store.id);
        const days = estimate?.days === null || estimate === undefined ? '' : number(estimate.days);
        const perDay = estimate ? number(estimate.bytesPerDay / BYTES_PER_GB) : '';
        return (
          <Box as="li" key={store.id} data-testid="overview-store">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">
                <UserText>{store.name}</UserText>
              </Text>
              {store.default ? (
                <Badge size="sm">
                  <Trans>default</Trans>
                </Badge>
              ) : null}
              {store.rescue ? (
                <Badge size="sm" colorPalette="orange">
                  <Trans>rescue</Trans>
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted" data-testid="overview-store-limits">
              {store.limitTime > 0 ? <Plural value={store.limitTime} one="Kept # day" other="Kept # days" /> : <Trans>No time limit</Trans>}
              {' · '}
              {store.limitSize > 0 ? <Trans>at most {store.limitSize} GB</Trans> : <Trans>no maximum size</Trans>}
            </Text>
            <Text fontSize="sm" data-testid="overview-store-retention">
              {!estimate || estimate.streams === 0 ? (
                <Trans>No video stream records here.</Trans>
              ) : estimate.limitedBy === 'none' ? (
                <Trans>About {perDay} GB a day; how long it lasts depends on the free space of the disk.</Trans>
              ) : (
                <Trans>
                  About {perDay} GB a day; recordings last about {days} days.
                </Trans>
              )}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
