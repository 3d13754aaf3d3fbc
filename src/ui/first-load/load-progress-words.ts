import { useLingui } from '@lingui/react/macro';
import type { LoadProgress } from '../../application/configuration-workspace/load-configuration.use-case';

/**
 * Where the configuration's load is while signing in, in words: downloading
 * (with the size received), reading, preparing; '' before it starts. Shared by
 * the first load's sign-in and the console's (no design system here, so the
 * first load can use it).
 */
export function useLoadProgressWords(progress: LoadProgress | undefined): string {
  const { t, i18n } = useLingui();
  const megabytes = (bytes: number) => i18n.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (progress?.phase === 'fetching') {
    const received = megabytes(progress.bytes);
    const total = progress.total ? megabytes(progress.total) : undefined;
    return total ? t`Downloading the configuration… ${received} of ${total} MB` : t`Downloading the configuration… ${received} MB`;
  }
  if (progress?.phase === 'parsing' || progress?.phase === 'reading') {
    const size = megabytes(progress.bytes);
    return t`Reading the configuration (${size} MB)…`;
  }
  if (progress?.phase === 'transferring') return t`Preparing the configuration…`;
  return '';
}
