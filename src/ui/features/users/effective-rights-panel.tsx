import { Box, Heading, HStack, Input, RadioGroup, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { effectiveRights, RIGHT_FLAGS, type EffectiveRights } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import { searchRightsResources, type RightsResources } from '../../../domain/configuration/rights-resources';
import type { User } from '../../../domain/configuration/user-group';
import { Icon } from '../../components/icon';
import { resourceFullLabel, RIGHT_HELP, RIGHT_LABELS } from '../../configuration/words/rights-labels';

/** How many matching resources the picker offers at once: refine the search for more. */
const PICKS = 12;

interface EffectiveRightsPanelProps {
  readonly configuration: Configuration;
  readonly user: User;
  readonly resources: RightsResources;
}

function Why({ result, user, resource }: { readonly result: EffectiveRights; readonly user: string; readonly resource: string }) {
  const group = result.group?.name ?? '';
  switch (result.reason) {
    case 'root-group':
      return <Trans>{user} is in {group}, a root group: its users may do everything, whatever its rights entries say.</Trans>;
    case 'group-entry':
      return <Trans>{user} is in {group}, whose rights entry for {resource} decides.</Trans>;
    case 'no-entry':
      return <Trans>{user} is in {group}, which has no rights entry for {resource}: nothing is allowed.</Trans>;
    case 'no-group':
      return <Trans>{user} is in no group: nothing is allowed.</Trans>;
  }
}

/** "What can this user do on this camera, and why": pick a resource, read the four rights and their reason. */
export function EffectiveRightsPanel({ configuration, user, resources }: EffectiveRightsPanelProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Guid | null>(null);
  const deferred = useDeferredValue(query);
  const matches = useMemo(
    () => searchRightsResources(resources, deferred).flatMap((owner) => owner.resources.map((resource) => ({ owner, resource }))).slice(0, PICKS),
    [resources, deferred],
  );
  const resource = picked ? resources.byId.get(picked) : undefined;
  const label = resource ? resourceFullLabel(i18n, resources.ownerByKey.get(resource.owner), resource) : '';
  const result = resource ? effectiveRights(configuration, user.id, resource.id) : undefined;
  return (
    <Box as="section" aria-labelledby="effective-rights">
      <Heading as="h3" size="sm" id="effective-rights" mb="2">
        <Trans>Effective rights</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        <Trans>What this user may do on one resource, and why: find the resource, then choose it in the list.</Trans>
      </Text>
      <Input type="search" aria-label={t`Find a resource`} placeholder={t`Find a camera, an input or an output`} value={query} onChange={(event) => setQuery(event.target.value)} mb="2" />
      <RadioGroup.Root value={picked ?? ''} onValueChange={(details) => setPicked(details.value)}>
        <RadioGroup.Label fontSize="sm" fontWeight="semibold" mb="1">
          <Trans>Resource to check (the filled circle is the one shown)</Trans>
        </RadioGroup.Label>
        <Stack gap="1">
          {matches.map(({ owner, resource: each }) => (
            <RadioGroup.Item key={each.id} value={each.id}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{resourceFullLabel(i18n, owner, each)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {result ? (
        <Stack gap="2" mt="3" data-testid="effective-rights-answer" aria-live="polite">
          <HStack gap="4" fontSize="sm" color="fg.muted" data-testid="effective-rights-legend">
            <Text>
              <Trans>Legend:</Trans>
            </Text>
            <HStack gap="1">
              <Box as="span" color="fg.success" display="inline-flex">
<Icon name="check_circle" />
</Box>
              <Trans>allowed</Trans>
            </HStack>
            <HStack gap="1">
              <Box as="span" color="fg.error" display="inline-flex">
<Icon name="cancel" />
</Box>
              <Trans>not allowed</Trans>
            </HStack>
          </HStack>
          <Table.Root size="sm" variant="outline" aria-label={t`Effective rights of ${user.name} on ${label}`}>
            <Table.Body>
              {RIGHT_FLAGS.map((flag) => (
                <Table.Row key={flag}>
                  <Table.Cell>
                    <Text>{i18n._(RIGHT_LABELS[flag])}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {i18n._(RIGHT_HELP[flag])}
                    </Text>
                  </Table.Cell>
                  <Table.Cell fontWeight="semibold">
                    <HStack gap="1">
                      <Box as="span" color={result.rights[flag] ? 'fg.success' : 'fg.error'} display="inline-flex">
<Icon name={result.rights[flag] ? 'check_circle' : 'cancel'} />
</Box>
                      {result.rights[flag] ? <Trans>Allowed</Trans> : <Trans>Not allowed</Trans>}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack>
            <Text>
              <Why result={result} user={user.name} resource={label} />
            </Text>
          </HStack>
        </Stack>
      ) : null}
    </Box>
  );
}
