import { Button, Flex, Group, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { COMPACT_TEXT, DENSE_TEXT } from './compact-text';

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
  /** Where the problems are when some are on other pages than this one (links to those pages). */
  readonly problemPlaces?: ReactNode;
}

function HistoryButton({ icon, text, label, disabled, compact, onClick }: { icon: string; text: string; label: string | undefined; disabled: boolean; compact: boolean; onClick: () => void }) {
  // The name is the visible text (WCAG's label in name): "Undo", and the step's label where the screen shows it; the tooltip always has it.
  // With changes to save, the text shows below lg (the bar wraps) and from 2xl, the icon alone in between (DENSE_TEXT).
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
  return (
    <Flex
      as="section"
      aria-label={t`Configuration changes`}
      data-testid="save-bar"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mt="auto"
      mx={{ base: '-4', md: '-8' }}
      px={{ base: '4', md: '8' }}
      py={compact ? '1.5' : '3'}
      gap={compact ? '2' : '3'}
      align="center"
      wrap={compact ? 'nowrap' : { base: 'wrap', lg: 'nowrap' }}
      data-compact={compact || undefined}
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow={dirty ? 'md' : undefined}
    >
      <Text role="status" fontWeight={dirty ? 'semibold' : 'normal'} color={dirty ? 'fg' : 'fg.muted'} flex={compact ? '1' : { base: '1 0 100%', sm: '1' }} minW={compact ? '0' : 'max-content'} truncate={compact} whiteSpace="nowrap" fontSize={compact ? 'sm' : undefined} data-testid="pending-changes">
        {dirty ? <Plural value={changeCount} one="# unsaved change" other="# unsaved changes" /> : <Trans>No unsaved changes</Trans>}
      </Text>
      {problemCount > 0 ? (
        <Button size={compact ? 'xs' : 'sm'} variant="ghost" colorPalette={props.blockingCount > 0 ? 'red' : 'orange'} aria-expanded={props.problemsOpen} aria-controls="configuration-problems" onClick={props.onToggleProblems}>
          <Icon name="error_outline" />
          <Plural value={problemCount} one="# problem" other="# problems" />
        </Button>
      ) : null}
      {problemCount > 0 ? props.problemPlaces : null}
      <Group>
        <HistoryButton icon="undo" text={t`Undo`} label={props.undoLabel} disabled={!props.canUndo || saving} compact={compact} onClick={props.onUndo} />
        <HistoryButton icon="redo" text={t`Redo`} label={props.redoLabel} disabled={!props.canRedo || saving} compact={compact} onClick={props.onRedo} />
      </Group>
      {props.fileMenu?.(compact, !compact)}
      {dirty ? (
        <Group>
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
          <Button size="sm" colorPalette="primary" onClick={props.onSave} loading={saving}>
            <Icon name="save" />
            <Trans>Save</Trans>
          </Button>
        </Group>
      ) : null}
    </Flex>
  );
}
