import { Text } from '@chakra-ui/react';
import type { LoadProgress } from '../../../application/configuration-workspace/load-configuration.use-case';
import { useLoadProgressWords } from '../../first-load/load-progress-words';

/**
 * Where the configuration's load is while signing in: downloading (with the
 * size received), reading, preparing. Announced politely to screen readers.
 */
export function LoadProgressText({ progress }: { readonly progress: LoadProgress | undefined }) {
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" minHeight="1.5em" data-testid="sign-in-progress">
      {useLoadProgressWords(progress)}
    </Text>
  );
}
