import { Box, Flex, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** One pending change in words: which item, which field, the value before and after (secrets already masked). */
export interface ChangeView {
  readonly key: string;
  readonly kind: 'changed' | 'added' | 'removed';
  /** The item as a person names it ("Contact Dubois", "Network services"). */
  readonly entity: string;
  /** The field's label; empty for a whole item added or removed. */
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
}

/** Changes grouped by the item they touch, in the order given. */
function byEntity(changes: readonly ChangeView[]): [string, ChangeView[]][] {
  const groups = new Map<string, ChangeView[]>();
  for (const change of changes) {
    const group = groups.get(change.entity);
    if (group) group.push(change);
    else groups.set(change.entity, [change]);
  }
  return [...groups];
}

function Value({ text }: { readonly text: string | undefined }) {
  // Configuration text is shown as text, never as markup; an empty value is said, not left blank.
  return text === undefined || text === '' ? (
    <Text as="span" color="fg.muted" fontStyle="italic">
      <Trans>empty</Trans>
    </Text>
  ) : (
    <Text as="span" fontFamily="mono" wordBreak="break-word">
      {text}
    </Text>
  );
}

function ChangeLine({ change }: { readonly change: ChangeView }) {
  if (change.kind === 'added') {
    return (
      <Text>
        <Trans>added</Trans>
        {change.field ? ` — ${change.field}` : null}
      </Text>
    );
  }
  if (change.kind === 'removed') {
    return (
      <Text>
        <Trans>removed</Trans>
        {change.field ? ` — ${change.field}` : null}
      </Text>
    );
  }
  return (
    <Flex gap="1" wrap="wrap" align="baseline">
      <Text as="span">{change.field}:</Text>
      <Value text={change.before} />
      <Text as="span" aria-hidden="true">
        →
      </Text>
      <Text as="span" srOnly>
        <Trans>becomes</Trans>
      </Text>
      <Value text={change.after} />
    </Flex>
  );
}

/** The pending changes by item and field, before → after, as the review and the conflict show them. */
export function ChangeList({ changes, label, testId }: { readonly changes: readonly ChangeView[]; readonly label: string; readonly testId?: string }) {
  const { t } = useLingui();
  if (changes.length === 0) {
    return (
      <Text color="fg.muted" data-testid={testId}>
        <Trans>No changes.</Trans>
      </Text>
    );
  }
  return (
    <List.Root listStyleType="none" gap="3" aria-label={label} data-testid={testId}>
      {byEntity(changes).map(([entity, group]) => (
        <List.Item key={entity}>
          <Box>
            <Text fontWeight="semibold">{entity}</Text>
            <List.Root listStyleType="none" ps="4" gap="1" aria-label={t`Changes of ${entity}`}>
              {group.map((change) => (
                <List.Item key={change.key} data-kind={change.kind}>
                  <ChangeLine change={change} />
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
