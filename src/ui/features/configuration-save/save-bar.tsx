import { Box, Button, Flex, Group, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { COMPACT_TEXT, DENSE_TEXT } from './compact-text';

/** Where an element stands in the bar: on a phone with changes, after the line break. */
export type SaveBarOrder = { readonly base: number; readonly md: 'initial' } | undefined;

export interface SaveBarProps {
  /** Pending changes, counted by entity field (what the review lists). */
  readonly changeCount: number;
  readonly dirty: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  readonly problemCount: number;
  /** The problems among them that block a save (errors the edits added). */
  readonly blockingCount: number;
  readonly problemsOpen: boolean;
  /** A save is running: nothing here may start another or change the draft under it. */
  readonly saving: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onReview: () => void;
  readonly onDiscard: () => void;
  readonly onSave: () => void;
  readonly onToggleProblems: () => void;
  /** The configuration file menu (download, upload); told whether the bar is compact. */
  readonly fileMenu?: (compact: boolean, dense: boolean) => ReactNode;
  /** Where the problems are when some are on other pages than this one (links to those pages), placed at `order` in the bar. */
  readonly problemPlaces?: (order: SaveBarOrder) => ReactNode;
}

function HistoryButton({ icon, text, label, disabled, compact, onClick }: { icon: string; text: string; label: string | undefined; disabled: boolean; compact: boolean; onClick: () => void }) {
  // The name is the visible text (WCAG's label in name): "Undo", and the step's label where the screen shows it; the tooltip always has it.
  // With changes to save, the text shows from md to lg (the bar wraps) and from 2xl, the icon alone on a phone and in between (DENSE_TEXT).
  return (
    <Button size={compact ? 'xs' : 'sm'} variant="outline" disabled={disabled} onClick={onClick} title={label ? `${text}: ${label}` : text} maxW={compact ? { base: 'auto', lg: '18rem' } : { base: 'auto', '2xl': '18rem' }}>
      <Icon name={icon} />
      <Text as="span" srOnly={compact ? COMPACT_TEXT : DENSE_TEXT}>
        {text}
      </Text>
      {label ? (
        <Text as="span" truncate color="fg.muted" hideBelow={compact ? 'lg' : '2xl'} data-testid={`${icon}-label`}>
          {label}
        </Text>
      ) : null}
    </Button>
  );
}

/** Where the save bar sits, and the read-only bar in its place: a section stuck to the page's foot, across its whole width. */
export const PAGE_FOOT = {
  as: 'section',
  position: 'sticky',
  bottom: '0',
  zIndex: 'sticky',
  mt: 'auto',
  mx: { base: '-4', md: '-8' },
  px: { base: '4', md: '8' },
  bg: 'bg.panel',
  borderTopWidth: '1px',
} as const;

/**
 * The bar at the foot of every configuration page: undo and redo (with what
 * they would undo), the configuration file and the problems; while the draft
 * differs from the appliance, the number of pending changes, review, discard
 * and save. With nothing to save it is compact: one lower line, and on a
 * narrow screen the buttons show their icons only.
 */
export function SaveBar(props: SaveBarProps) {
  const { t } = useLingui();
  const { changeCount, dirty, problemCount, saving } = props;
  const compact = !dirty;
  // With changes on a phone, what comes after the line break (everything but the count and Save).
  const second: SaveBarOrder = dirty ? { base: 3, md: 'initial' } : undefined;
  return (
    <Flex
      {...PAGE_FOOT}
      aria-label={t`Configuration changes`}
      data-testid="save-bar"
      py={compact ? '1.5' : { base: '2', md: '3' }}
      gap={compact ? '2' : { base: '2', md: '3' }}
      align="center"
      wrap={compact ? 'nowrap' : { base: 'wrap', lg: 'nowrap' }}
      data-compact={compact || undefined}
      boxShadow={dirty ? 'md' : undefined}
    >
      <Text role="status" fontWeight={dirty ? 'semibold' : 'normal'} color={dirty ? 'fg' : 'fg.muted'} flex="1" minW={compact ? '0' : { base: '0', md: 'max-content' }} truncate whiteSpace="nowrap" fontSize={compact ? 'sm' : { base: 'sm', md: 'md' }} data-testid="pending-changes">
        {dirty ? <Plural value={changeCount} one="# unsaved change" other="# unsaved changes" /> : <Trans>No unsaved changes</Trans>}
      </Text>
      {problemCount > 0 ? (
        <Button order={second} size={compact ? 'xs' : 'sm'} variant="ghost" colorPalette={props.blockingCount > 0 ? 'red' : 'orange'} aria-expanded={props.problemsOpen} aria-controls="configuration-problems" onClick={props.onToggleProblems}>
          <Icon name="error_outline" />
          <Plural value={problemCount} one="# problem" other="# problems" />
        </Button>
      ) : null}
      {problemCount > 0 ? props.problemPlaces?.(second) : null}
      <Group order={second}>
        <HistoryButton icon="undo" text={t`Undo`} label={props.undoLabel} disabled={!props.canUndo || saving} compact={compact} onClick={props.onUndo} />
        <HistoryButton icon="redo" text={t`Redo`} label={props.redoLabel} disabled={!props.canRedo || saving} compact={compact} onClick={props.onRedo} />
      </Group>
      {props.fileMenu ? <Box order={second}>{props.fileMenu(compact, !compact)}</Box> : null}
      {dirty ? (
        // On a phone the count and Save make the first line, every other button the second (order below md).
        <Box flexBasis="100%" h="0" order={2} hideFrom="md" aria-hidden="true" />
      ) : null}
      {dirty ? (
        <Group order={second}>
          <Button size="sm" variant="outline" onClick={props.onReview} disabled={saving} title={t`Review`}>
            <Icon name="fact_check" />
            <Text as="span" srOnly={DENSE_TEXT}>
              <Trans>Review</Trans>
            </Text>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={props.onDiscard} disabled={saving} title={t`Discard`}>
            <Icon name="delete_sweep" />
            <Text as="span" srOnly={DENSE_TEXT}>
              <Trans>Discard</Trans>
            </Text>
          </Button>
        </Group>
      ) : null}
      {dirty ? (
        <Button size="sm" colorPalette="primary" onClick={props.onSave} loading={saving} order={{ base: 1, md: 'initial' }} flexShrink={0}>
          <Icon name="save" />
          <Trans>Save</Trans>
        </Button>
      ) : null}
    </Flex>
  );
}
