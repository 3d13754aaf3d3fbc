import { Flex, List, Spinner, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SaveStep } from '../../../application/configuration-workspace/save-flow';
import { Icon } from '../../components/icon';

/** The steps the person sees, in order: the use case's, with the review between validating and checking. */
export type VisibleStep = 'validating' | 'review' | SaveStep;

const ORDER: readonly VisibleStep[] = ['validating', 'review', 'checking', 'writing', 'sending', 'reading-back'];

const LABELS: Record<VisibleStep, MessageDescriptor> = {
  validating: msg`Check the whole configuration`,
  review: msg`Review the changes`,
  checking: msg`Check for changes made on the appliance`,
  writing: msg`Write the signed document`,
  sending: msg`Send it to the appliance`,
  'reading-back': msg`Read it back`,
};

export type StepsState =
  | { readonly kind: 'at'; readonly step: VisibleStep }
  | { readonly kind: 'failed'; readonly step: VisibleStep }
  | { readonly kind: 'done' };

function statusOf(step: VisibleStep, state: StepsState): 'done' | 'current' | 'failed' | 'waiting' {
  if (state.kind === 'done') return 'done';
  const here = ORDER.indexOf(step);
  const there = ORDER.indexOf(state.step);
  if (here < there) return 'done';
  if (here > there) return 'waiting';
  return state.kind === 'failed' ? 'failed' : 'current';
}

const MARKS = { done: 'check_circle', failed: 'error', waiting: 'radio_button_unchecked' } as const;
// Colour marks the icon only: the words keep the text's contrast in both themes.
const ICON_COLOURS = { done: 'fg.success', failed: 'fg.error', waiting: 'fg.muted', current: 'fg' } as const;
const TEXT_COLOURS = { done: 'fg', failed: 'fg.error', waiting: 'fg.muted', current: 'fg' } as const;

/** The save's steps, each marked done, in progress, failed or waiting, so the person sees where it stands. */
export function SaveSteps({ state, running }: { readonly state: StepsState; readonly running: boolean }) {
  const { i18n, t } = useLingui();
  const words = { done: t`done`, current: running ? t`in progress` : t`next`, failed: t`failed`, waiting: t`waiting` };
  return (
    <List.Root as="ol" listStyleType="none" gap="1" aria-label={t`Steps of the save`} data-testid="save-steps">
      {ORDER.map((step) => {
        const status = statusOf(step, state);
        return (
          <List.Item key={step} aria-current={status === 'current' ? 'step' : undefined} data-status={status}>
            <Flex align="center" gap="2">
              <Flex color={ICON_COLOURS[status]}>
                {status === 'current' && running ? <Spinner size="xs" /> : <Icon name={status === 'current' ? 'arrow_right' : MARKS[status]} />}
              </Flex>
              <Text color={TEXT_COLOURS[status]} fontWeight={status === 'current' || status === 'failed' ? 'semibold' : 'normal'}>
                {i18n._(LABELS[step])}
              </Text>
              <Text srOnly>({words[status]})</Text>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
