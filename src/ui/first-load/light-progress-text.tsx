import { useLingui } from '@lingui/react/macro';
import type { LoadProgress } from '../../application/configuration-workspace/load-configuration.use-case';

/** Where the configuration's load is while signing in (the words of features/sign-in/load-progress-text.tsx), announced politely. */
export function LightProgressText({ progress }: { readonly progress: LoadProgress | undefined }) {
  const { t, i18n } = useLingui();
  const megabytes = (bytes: number) => i18n.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  let text = '';
  if (progress?.phase === 'fetching') {
    const received = megabytes(progress.bytes);
    const total = progress.total ? megabytes(progress.total) : undefined;
    text = total ? t`Downloading the configuration… ${received} of ${total} MB` : t`Downloading the configuration… ${received} MB`;
  } else if (progress?.phase === 'parsing' || progress?.phase === 'reading') {
    const size = megabytes(progress.bytes);
    text = t`Reading the configuration (${size} MB)…`;
  } else if (progress?.phase === 'transferring') {
    text = t`Preparing the configuration…`;
  }
  return (
    <p className="vfl-progress" role="status" aria-live="polite" data-testid="sign-in-progress">
      {text}
    </p>
  );
}
