import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatClock } from '../i18n/locale-formats';
import { useReachability } from './use-reachability';

/** Whether what the appliance said is stale now (it does not answer), and since when it last answered. */
export function useStale(): { readonly stale: boolean; readonly lastAnswer: number | undefined } {
  const state = useReachability();
  return state.kind === 'unreachable' ? { stale: true, lastAnswer: state.lastAnswer } : { stale: false, lastAnswer: undefined };
}

/**
 * Under figures the appliance gave while it does not answer: they are what it
 * said at its last answer, not what is true now. Nothing while it answers.
 */
export function StaleNote({ testId }: { readonly testId?: string }) {
  const { i18n } = useLingui();
  const { stale, lastAnswer } = useStale();
  if (!stale) return null;
  const at = lastAnswer === undefined ? undefined : formatClock(lastAnswer, i18n.locale);
  return (
    <Text fontSize="sm" color="fg.warning" mt="2" data-testid={testId ?? 'stale-note'}>
      {at === undefined ? (
        <Trans>Not known: the appliance does not answer.</Trans>
      ) : (
        <Trans>Stale: as the appliance last said at {at}; it does not answer now.</Trans>
      )}
    </Text>
  );
}
