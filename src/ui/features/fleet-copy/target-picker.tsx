import { Box, Button, Checkbox, Flex, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { FleetSiteChoice } from '../../../application/fleet-copy/fleet-copy.port';
import { UserText } from '../../components/user-text';

const ROW_HEIGHT = 36;
const ASSUMED_VIEWPORT = { width: 640, height: 320 };

/**
 * The target sites, each with its checkbox; the list is virtualised (a
 * fleet of a thousand sites draws the rows in view only).
 */
export function TargetPicker({ sites, chosen, onChange }: { readonly sites: readonly FleetSiteChoice[]; readonly chosen: ReadonlySet<string>; readonly onChange: (update: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => void }) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: sites.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });
  // From the choice as it is when the change applies: two quick clicks both count.
  const toggle = (id: string, on: boolean) =>
    onChange((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Box>
      <Flex gap="3" align="center" wrap="wrap" mb="2">
        <Text>
          <Plural value={chosen.size} one="# site chosen" other="# sites chosen" />
        </Text>
        <Button size="sm" variant="outline" onClick={() => onChange(() => new Set(sites.map((site) => site.id)))}>
          <Trans>Choose all</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange(() => new Set())}>
          <Trans>Choose none</Trans>
        </Button>
      </Flex>
      <Box ref={scroller} maxH="80" overflowY="auto" borderWidth="1px" borderRadius="md" role="group" tabIndex={0} aria-label={t`Target sites`}>
        <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((row) => {
            const site = sites[row.index]!;
            return (
              <Box key={site.id} position="absolute" top="0" left="0" right="0" height={`${ROW_HEIGHT}px`} transform={`translateY(${row.start}px)`} px="3" display="flex" alignItems="center">
                <Checkbox.Root checked={chosen.has(site.id)} onCheckedChange={(details) => toggle(site.id, details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <UserText>{site.name}</UserText>
                  </Checkbox.Label>
                </Checkbox.Root>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
