import type { LoadProgress } from '../../application/configuration-workspace/load-configuration.use-case';
import { useLoadProgressWords } from './load-progress-words';

/** Where the configuration's load is while signing in, announced politely. */
export function LightProgressText({ progress }: { readonly progress: LoadProgress | undefined }) {
  return (
    <p className="vfl-progress" role="status" aria-live="polite" data-testid="sign-in-progress">
      {useLoadProgressWords(progress)}
    </p>
  );
}
