import { Box, Flex, List, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { isolate, UserText } from '../components/user-text';

/** One pending change in words: which item, which field, the value before and after (secrets already masked). */
export interface ChangeView {
  readonly key: string;
  /** 'unreadable': an item the model lost because the document's copy cannot be read; the document keeps it as written. */
  readonly kind: 'changed' | 'added' | 'removed' | 'unreadable';
  /** The kind of item ("Contact", "Network services"). */
  readonly entity: string;
  /** The page that edits it ("SMTP servers"): the first part of where the change is. */
  readonly page?: string;
  /** The item's name (configuration text, shown isolated after the page: "Contacts › Dubois"). */
  readonly item?: string;
  /** The item's place in its list when another item has the same name ("no. 2 in the list"). */
  readonly position?: number;
  /** Which item (its model path): changes are grouped by it, never by a name two items may share. */
  readonly itemKey?: string;
  /** The field's label; empty for a whole item added or removed. */
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
  /** What an added or removed item holds. */
  readonly held?: readonly { readonly field: string; readonly value: string }[];
  readonly heldMore?: number;
}

/** "Contacts › Dubois" as one string, the name isolated (for a label or a list of names joined with other words). */
export function itemTitle(change: Pick<ChangeView, 'entity' | 'item' | 'page'>): string {
  const where = change.page ?? change.entity;
  return change.item === undefined ? where : `${where} › ${isolate(change.item)}`;
}

/** Changes grouped by the item they touch (by the item, never by a name two items may share), in the order given. */
function byItem(changes: readonly ChangeView[]): [string, ChangeView[]][] {
  const groups = new Map<string, ChangeView[]>();
  for (const change of changes) {
    const key = change.itemKey ?? itemTitle(change);
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
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
      <UserText>{text}</UserText>
    </Text>
  );
}

/** Where the item is, as its group's heading says it: the page, the item's name, and its place when another item has the same name. */
function ItemHeading({ change }: { readonly change: ChangeView }) {
  const { position } = change;
  return (
    <Text fontWeight="semibold" wordBreak="break-word">
      {change.page ?? change.entity}
      {change.item === undefined ? null : (
        <>
          {' › '}
          <UserText>{change.item}</UserText>
          {position === undefined ? null : (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' '}
              <Trans>(no. {position} in the list)</Trans>
            </Text>
          )}
        </>
      )}
    </Text>
  );
}

/** What an added or removed item holds: each value under its label, and how many more. */
function HeldList({ change }: { readonly change: ChangeView }) {
  const { t } = useLingui();
  const held = change.held ?? [];
  if (held.length === 0) return null;
  const { field } = change;
  return (
    <List.Root listStyleType="none" ps="4" gap="0.5" aria-label={field ? t`What ${field} holds` : t`What it holds`} data-testid="held-values">
      {held.map((value, index) => (
        <List.Item key={index}>
          <Flex gap="1" wrap="wrap" align="baseline">
            {value.field ? <Text as="span">{value.field}:</Text> : null}
            <Value text={value.value} />
          </Flex>
        </List.Item>
      ))}
      {change.heldMore ? (
        <List.Item>
          <Text color="fg.muted">
            <Plural value={change.heldMore} one="and # more value" other="and # more values" />
          </Text>
        </List.Item>
      ) : null}
    </List.Root>
  );
}

/** One change: "field: before → after"; an item added or removed with what it holds; an item kept unreadable. */
function ChangeLine({ change }: { readonly change: ChangeView }) {
  if (change.kind === 'unreadable') {
    return (
      <Text>
        <Trans>kept as the file holds it: it could not be read (see its row under its list)</Trans>
      </Text>
    );
  }
  if (change.kind === 'added' || change.kind === 'removed') {
    return (
      <>
        <Text>
          {change.kind === 'added' ? <Trans>added</Trans> : <Trans>removed</Trans>}
          {change.field ? ` — ${change.field}` : null}
        </Text>
        <HeldList change={change} />
      </>
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

type ChangeGroupProps = { readonly group: readonly ChangeView[] } & Pick<ChangeListProps, 'itemAction' | 'changeAction'>;

/** One item's changes under its heading. */
function ChangeGroupLines({ group, itemAction, changeAction }: ChangeGroupProps) {
  const { t } = useLingui();
  const title = itemTitle(group[0]!);
  return (
    <List.Item>
      <Box>
        <Flex gap="2" align="center" wrap="wrap">
          <ItemHeading change={group[0]!} />
          {itemAction?.(group, title)}
        </Flex>
        <List.Root listStyleType="none" ps="4" gap="1" aria-label={t`Changes of ${title}`}>
          {group.map((change) => (
            <List.Item key={change.key} data-kind={change.kind}>
              {changeAction ? (
                <Flex gap="2" align="center" wrap="wrap">
                  <ChangeLine change={change} />
                  {changeAction(change)}
                </Flex>
              ) : (
                <ChangeLine change={change} />
              )}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </List.Item>
  );
}

/**
 * A group is drawn again only when its changes (the same views, in order) or
 * its actions change: a list that grows a part at a time (History's long
 * comparisons) draws only what is new.
 */
const ChangeGroup = memo(
  ChangeGroupLines,
  (before, after) =>
    before.itemAction === after.itemAction &&
    before.changeAction === after.changeAction &&
    before.group.length === after.group.length &&
    before.group.every((view, index) => view === after.group[index]),
);

interface ChangeListProps {
  readonly changes: readonly ChangeView[];
  readonly label: string;
  readonly testId?: string;
  /** Something to do with an item's changes (History's "revert this item"), after its title. */
  readonly itemAction?: (changes: readonly ChangeView[], title: string) => ReactNode;
  /** Something to do with one change (History's "revert this field"), after its line. */
  readonly changeAction?: (change: ChangeView) => ReactNode;
}

/** The pending changes by item and field, before → after, as the review and the conflict show them (and History compares versions). */
export function ChangeList({ changes, label, testId, itemAction, changeAction }: ChangeListProps) {
  if (changes.length === 0) {
    return (
      <Text color="fg.muted" data-testid={testId}>
        <Trans>No changes.</Trans>
      </Text>
    );
  }
  return (
    <List.Root listStyleType="none" gap="3" aria-label={label} data-testid={testId}>
      {byItem(changes).map(([key, group]) => (
        <ChangeGroup key={key} group={group} itemAction={itemAction} changeAction={changeAction} />
      ))}
    </List.Root>
  );
}
