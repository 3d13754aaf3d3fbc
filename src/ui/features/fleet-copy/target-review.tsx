import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TargetReviewView, TargetUnreadView } from '../../../application/fleet-copy/fleet-copy.port';
import { reviewBlocks } from '../../../application/fleet-copy/fleet-copy';
import { ErrorText } from '../../components/alert-text';
import { UserText } from '../../components/user-text';
import { ChangeList } from '../../configuration/change-list';
import { problemText } from '../../configuration/problem-text';
import { usePages } from '../../configuration/use-pages';
import { changeViews, itemLabel, outcomeText } from './copy-words';

/** Changes listed per review; beyond, counted (stream settings copied to 2,000 cameras are 2,000 changes on one site). */
const CHANGES_SHOWN = 200;

function Unread({ target }: { readonly target: TargetUnreadView }) {
  return (
    <Stack as="section" gap="2" borderWidth="1px" borderRadius="md" p="4" aria-label={target.site.name} data-testid="target-review">
      <Heading as="h3" size="md">
        <UserText>{target.site.name}</UserText>
      </Heading>
      <ErrorText error={{ code: target.code, message: target.detail, values: { detail: target.detail } }} />
      <Text color="fg.muted">
        <Trans>This site is left out of the rollout.</Trans>
      </Text>
    </Stack>
  );
}

/** One target's review of a copy: the changes made to its own document, the items it replaces, the problems the copy brings there. */
export function TargetReview({ target }: { readonly target: TargetReviewView | TargetUnreadView }) {
  if (target.kind === 'unread') return <Unread target={target} />;
  return <Reviewed target={target} />;
}

function Reviewed({ target }: { readonly target: TargetReviewView }) {
  const { i18n, t } = useLingui();
  const pages = usePages();
  const views = useMemo(() => changeViews(i18n, pages, target.changes.slice(0, CHANGES_SHOWN), target.before, target.after), [i18n, pages, target]);
  const more = target.changes.length - Math.min(target.changes.length, CHANGES_SHOWN);
  const blocked = reviewBlocks(target);
  const name = target.site.name;
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-label={name} data-testid="target-review">
      <Heading as="h3" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        <UserText>{name}</UserText>
        {blocked ? (
          <Badge colorPalette="red">
            <Trans>Not rolled out: the copy brings errors</Trans>
          </Badge>
        ) : target.changes.length === 0 ? (
          <Badge>
            <Trans>Nothing to change</Trans>
          </Badge>
        ) : null}
      </Heading>
      <List.Root gap="1" ps="5">
        {target.notes.map((note) => (
          <List.Item key={`${note.item.kind}/${note.item.name}`}>
            <UserText>{itemLabel(i18n, note.item)}</UserText>: {outcomeText(i18n, note)}
            {note.devices !== undefined ? <Trans> ({note.devices} devices of this model)</Trans> : null}
            {note.unwiredInputs ? <Trans> ({note.unwiredInputs} inputs left unwired: they were wired to the source site&apos;s own signals)</Trans> : null}
          </List.Item>
        ))}
      </List.Root>
      {target.conflicts.length > 0 ? (
        <Box role="note" borderLeftWidth="4px" borderColor="orange.solid" ps="3">
          <Text fontWeight="semibold">
            <Trans>Conflicts: this site already names these items, with other content; the copy replaces its own.</Trans>
          </Text>
          <List.Root ps="5">
            {target.conflicts.map((item) => (
              <List.Item key={`${item.kind}/${item.name}`}>
                <UserText>{itemLabel(i18n, item)}</UserText>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {target.problems.length > 0 ? (
        <Box>
          <Text fontWeight="semibold">
            <Trans>Problems the copy brings on this site (its own rules and cameras&apos; limits):</Trans>
          </Text>
          <List.Root ps="5">
            {target.problems.map((problem, index) => (
              <List.Item key={index} color={problem.severity === 'error' ? 'fg.error' : undefined}>
                {problem.severity === 'error' ? t`Error` : t`Warning`}: {problemText(i18n, problem)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {views.length > 0 ? <ChangeList changes={views} label={t`Changes on ${name}`} /> : null}
      {more > 0 ? (
        <Text color="fg.muted">
          <Plural value={more} one="# more change not listed" other="# more changes not listed" />
        </Text>
      ) : null}
    </Stack>
  );
}
