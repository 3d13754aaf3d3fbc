import { useLingui } from '@lingui/react/macro';
import type { LoadProgress } from '../../application/configuration-workspace/load-configuration.use-case';

/**
 * Where the configuration's load is, in words: downloading (with the size
 * received), reading, preparing; '' before it starts. Said by the
 * configuration pages and the dashboard while the configuration loads after
 * the sign-in (configuration-loading-note.tsx).
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
