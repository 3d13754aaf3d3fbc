import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkspaceState } from '../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../domain/configuration/configuration';
import { ConfigurationLoadingNote, useConfigurationLoading } from './configuration-loading-note';
import { PageHeading } from './page-heading';
import { useDraft, useWorkspace } from './use-workspace';

const selectStatus = (state: WorkspaceState) => state.status;

/**
 * A configuration page's guard: its content with the draft, or its heading and
 * why there is nothing to edit (the configuration is still loading, with how
 * far; none is loaded; or the appliance's could not be read). Put the page's hooks in the child, which
 * only renders with a draft.
 */
export function RequireDraft({ children }: { readonly children: (draft: Configuration) => ReactNode }) {
  const draft = useDraft();
  const status = useWorkspace(selectStatus);
  const loading = useConfigurationLoading();
  if (draft) return children(draft);
  return (
    <Stack gap="4">
      <PageHeading />
      {loading.loading ? <ConfigurationLoadingNote progress={loading.progress} /> : <Text role="status">{status === 'invalid' ? <Trans>The appliance's configuration could not be read.</Trans> : <Trans>No configuration is loaded.</Trans>}</Text>}
    </Stack>
  );
}
