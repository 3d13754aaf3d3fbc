import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { RIGHT_FLAGS } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import { rightsTarget, type RightsResources } from '../../../domain/configuration/rights-resources';
import type { UserGroup } from '../../../domain/configuration/user-group';
import { fieldId } from '../../configuration/field-id';
import { useReadOnly } from '../../components/use-read-only';
import { RIGHT_LABELS, targetLabel } from '../../configuration/words/rights-labels';

interface OtherRightsListProps {
  readonly configuration: Configuration;
  readonly group: UserGroup;
  readonly resources: RightsResources;
  readonly onRemove: (resourceId: Guid, target: string) => void;
}

/**
 * The group's entries that are not rows of the matrix: on a whole device or
 * a module (kept, named), or on something the configuration no longer holds
 * (dangling: validation reports it; removing the entry settles it). The
 * problems list's link to a dangling entry lands on its Remove button.
 */
export function OtherRightsList({ configuration, group, resources, onRemove }: OtherRightsListProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const others = useMemo(
    () => group.rights.filter((entry) => !resources.byId.has(entry.id)).map((entry) => ({ entry, target: rightsTarget(configuration, resources, entry.id) })),
    [configuration, group.rights, resources],
  );
  // A link to an entry's problem (its `id`, or `identifier` as older validators spell it) lands on its Remove button.
  const hash = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const list = useRef<HTMLDivElement>(null);
  const handled = useRef('');
  useEffect(() => {
    const prefix = `${fieldId(['groups', { id: group.id }, 'rights'])}.`;
    if (handled.current === hash || !hash.startsWith(prefix)) return;
    const target = [...(list.current?.querySelectorAll<HTMLElement>('[data-rights-entry]') ?? [])].find((button) => hash.startsWith(`${prefix}${button.dataset['rightsEntry']}.`));
    if (!target) return;
    // Once per link: later edits of the group must not pull the focus back here.
    handled.current = hash;
    target.focus();
  }, [hash, group.id, others]);
  if (others.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="other-rights" mt="6">
      <Heading as="h3" size="sm" id="other-rights" mb="2">
        <Trans>Other rights entries</Trans>
      </Heading>
      <Stack as="ul" ref={list} gap="2" listStyleType="none">
        {others.map(({ entry, target }, index) => {
          const dangling = target.kind === 'dangling';
          const label = dangling ? entry.id : targetLabel(i18n, target, resources.ownerByKey);
          const granted = RIGHT_FLAGS.filter((flag) => entry[flag]).map((flag) => i18n._(RIGHT_LABELS[flag]));
          return (
            <HStack as="li" key={`${entry.id}-${index}`} justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" p="2" data-testid={`other-right-${entry.id}`}>
              <Stack gap="0" minW="0">
                <Text truncate>{label}</Text>
                <HStack gap="2" wrap="wrap">
                  {dangling ? (
                    <Badge colorPalette="orange">
                      <Trans>No longer in the configuration</Trans>
                    </Badge>
                  ) : null}
                  <Text fontSize="sm" color="fg.muted">
                    {granted.length > 0 ? granted.join(', ') : t`Grants nothing`}
                  </Text>
                </HStack>
              </Stack>
              {readOnly ? null : (
                <Button id={fieldId(['groups', { id: group.id }, 'rights', { id: entry.id }, 'id'])} data-rights-entry={entry.id} size="sm" variant="outline" aria-label={t`Remove the entry ${label}`} onClick={() => onRemove(entry.id, label)}>
                  <Trans>Remove</Trans>
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
