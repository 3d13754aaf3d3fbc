import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { PanelRail } from './logic-side-panel';

export interface LogicInspectorPanelProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The selected gate's form, or nothing when no single gate is selected. */
  readonly children: ReactNode;
}

const ID = 'logic-inspector-panel';

/**
 * The selected gate's form, drawn over the right side of the canvas from the
 * lg breakpoint (so the canvas keeps the page's width) and below it under;
 * collapsible to a rail whose button opens it again. Its state is the
 * editor's, remembered in this browser.
 */
export function LogicInspectorPanel({ open, onOpenChange, children }: LogicInspectorPanelProps) {
  const { t } = useLingui();
  if (!open) {
    return (
      <PanelRail testId="logic-inspector-rail" title={t`Selected gate`}>
        <IconButton size="sm" variant="ghost" aria-label={t`Show the selected gate`} title={t`Show the selected gate`} aria-expanded={false} onClick={() => onOpenChange(true)}>
          <Icon name="tune" />
        </IconButton>
      </PanelRail>
    );
  }
  if (!children) return null;
  return (
    <Box
      as="aside"
      id={ID}
      aria-label={t`Selected gate`}
      position={{ base: 'static', lg: 'absolute' }}
      top="2"
      right="2"
      bottom="2"
      width={{ base: 'full', lg: '20rem' }}
      zIndex="10"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow={{ lg: 'lg' }}
      display="flex"
      flexDirection="column"
      minHeight="0"
    >
      <Flex justify="end" px="1" pt="1">
        <IconButton size="sm" variant="ghost" aria-label={t`Collapse the selected gate`} title={t`Collapse the selected gate`} aria-expanded aria-controls={ID} onClick={() => onOpenChange(false)}>
          <Icon name="chevron_right" />
        </IconButton>
      </Flex>
      <Box flex="1" minHeight="0" overflowY="auto" px="3" pb="3">
        {children}
      </Box>
    </Box>
  );
}
