import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { RolloutTarget } from '../../../domain/fleet/rollout';
import { UserText } from '../../components/user-text';
import { stateText } from './copy-words';

const ROW_HEIGHT = 40;
const ASSUMED_VIEWPORT = { width: 800, height: 480 };
const COLUMNS = 'minmax(8rem, 2fr) 4.5rem minmax(8rem, 1fr) minmax(10rem, 3fr)';
const COLOURS: Partial<Record<RolloutTarget['state'], string>> = { done: 'fg.success', refused: 'fg.error', conflict: 'fg.error', failed: 'fg.error', applying: 'fg.info' };

/** Each target of a rollout with its wave, state and reason; virtualised (a rollout may reach a thousand sites). */
export function RolloutTargets({ targets }: { readonly targets: readonly RolloutTarget[] }) {
  const { i18n, t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: targets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });
  return (
    // Scrolls sideways on a phone: reachable by keyboard, as every scrolling region.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t`Sites of the rollout`}>
      <Box minW="40rem" role="table" aria-label={t`Sites of the rollout`} aria-rowcount={targets.length + 1}>
        <Box role="row" display="grid" gridTemplateColumns={COLUMNS} gap="2" px="3" py="2" fontWeight="semibold" borderBottomWidth="1px">
          <Text role="columnheader"><Trans>Site</Trans></Text>
          <Text role="columnheader"><Trans>Wave</Trans></Text>
          <Text role="columnheader"><Trans>State</Trans></Text>
          <Text role="columnheader"><Trans>Reason</Trans></Text>
        </Box>
        <Box ref={scroller} maxH="28rem" overflowY="auto" role="rowgroup" tabIndex={0}>
          <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
            {virtualizer.getVirtualItems().map((row) => {
              const target = targets[row.index]!;
              return (
                <Box key={target.position} role="row" aria-rowindex={row.index + 2} data-testid="rollout-target" data-state={target.state} position="absolute" top="0" left="0" right="0" height={`${ROW_HEIGHT}px`} transform={`translateY(${row.start}px)`} display="grid" gridTemplateColumns={COLUMNS} gap="2" px="3" alignItems="center" borderBottomWidth="1px">
                  <Box role="cell" minW="0"><UserText truncate>{target.siteName}</UserText></Box>
                  <Text role="cell">{target.wave === 0 ? t`First` : String(target.wave)}</Text>
                  <Text role="cell" color={COLOURS[target.state]} fontWeight="medium">{stateText(i18n, target.state)}</Text>
                  <Box role="cell" minW="0"><UserText truncate>{target.detail}</UserText></Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
