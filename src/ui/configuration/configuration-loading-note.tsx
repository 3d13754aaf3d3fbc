import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { ConfigurationLoadingState } from '../../application/configuration-workspace/configuration-loading';
import { useLoadProgressWords } from './load-progress-words';
import { useServices } from '../services-context';

/** Whether the appliance's document is on its way into the workspace (the sign-in does not wait for it), and how far. */
export function useConfigurationLoading(): ConfigurationLoadingState {
  const { configurationLoading } = useServices();
  return useSyncExternalStore(
    (onChange) => configurationLoading.subscribe(onChange),
    () => configurationLoading.state(),
  );
}

/**
 * Said where the configuration is needed while it loads: "Loading the
 * configuration…", then how far (downloaded of the whole, reading,
 * preparing). Nothing can be edited until it is in.
 */
export function ConfigurationLoadingNote({ progress }: { readonly progress: ConfigurationLoadingState['progress'] }) {
  const { t } = useLingui();
  const words = useLoadProgressWords(progress);
  return (
    <HStack gap="2" role="status" aria-live="polite" aria-busy="true" data-testid="configuration-loading">
      <Spinner size="sm" color="fg.muted" />
      <Text color="fg.muted">{words || t`Loading the configuration…`}</Text>
    </HStack>
  );
}
