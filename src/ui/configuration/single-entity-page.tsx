import { Box, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { itemUsages, type UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt } from '../../domain/configuration/model-path';
import { anyDescriptor, isHiddenField, itemPath, type EntityDescriptor } from './entity-descriptor';
import { EntityForm } from './entity-form';
import { useUsageReferences } from './item-usage-references';
import { PageHeading } from './page-heading';
import { ProblemsList } from './problems-list';
import { useProblemIndex } from './use-problems';
import { UsedByPanel } from './used-by-panel';
import { RequireDraft } from './require-draft';

export interface SingleEntityPageProps<T> {
  /** An entity at one place of the configuration (`location: { single }`). */
  readonly descriptor: EntityDescriptor<T>;
  /** A sentence under the title: what the page sets. */
  readonly intro?: ReactNode;
  /**
   * The page's own layout of the fields (the network services, laid out by
   * service); the form rendered from the descriptor otherwise.
   */
  readonly children?: (draft: Configuration) => ReactNode;
  /** Looks for who refers to the entity (by its `id`) and lists them under the form. */
  readonly usageKind?: UsedItemKind;
}

/**
 * A configuration page that edits one entity through its descriptor: the
 * page table's heading, the RequireDraft guard until a draft is, the
 * form (or the page's own layout), who uses the entity, and the problems of
 * the fields the descriptor shows (a nested entity that another page edits,
 * such as the stores under the parameters, keeps its problems to that page).
 */
export function SingleEntityPage<T>(props: SingleEntityPageProps<T>) {
  return <RequireDraft>{(draft) => <SingleEntity {...props} draft={draft} />}</RequireDraft>;
}

function SingleEntity<T>({ descriptor, intro, children, usageKind, draft }: SingleEntityPageProps<T> & { readonly draft: Configuration }) {
  const problems = useProblemIndex();
  const path = itemPath(descriptor.location);
  const fieldPaths = useMemo(
    () => Object.entries(anyDescriptor(descriptor).fields).flatMap(([key, field]) => (isHiddenField(field) ? [] : [[...path, key]])),
    [descriptor, path],
  );
  const entity = valueAt(draft, path);
  const id = typeof entity === 'object' && entity !== null && 'id' in entity && typeof entity.id === 'string' ? entity.id : '';
  const usages = useMemo(() => (usageKind ? itemUsages(draft, usageKind, id) : []), [usageKind, draft, id]);
  const references = useUsageReferences(usages);
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="2">
        <PageHeading />
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children ? children(draft) : <EntityForm descriptor={descriptor} configuration={draft} problems={problems} />}
      {usageKind ? (
        <Box>
          <UsedByPanel title={<Trans>Used by</Trans>} references={references} />
        </Box>
      ) : null}
      <ProblemsList under={fieldPaths} />
    </Stack>
  );
}
