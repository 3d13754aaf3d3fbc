import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';

export interface LogicSidePanelProps {
  readonly id: string;
  readonly title: string;
  readonly open: boolean;
  /** The toggle's labels: what pressing it does. */
  readonly openLabel: string;
  readonly closeLabel: string;
  readonly icon: string;
  readonly onOpenChange: (open: boolean) => void;
  readonly children: ReactNode;
}

/**
 * A side panel of the logic editor (the palette), collapsible to a slim rail
 * that keeps only its toggle: a real button with its label and
 * `aria-expanded`, so it is reached with Tab and pressed with Enter or Space.
 * Below the lg breakpoint the rail is a bar above the canvas.
 */
export function LogicSidePanel(props: LogicSidePanelProps) {
  const toggle = (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={props.open ? props.closeLabel : props.openLabel}
      title={props.open ? props.closeLabel : props.openLabel}
      aria-expanded={props.open}
      aria-controls={props.open ? props.id : undefined}
      onClick={() => props.onOpenChange(!props.open)}
    >
      <Icon name={props.open ? 'chevron_left' : props.icon} />
    </IconButton>
  );
  if (!props.open) {
    return (
      <PanelRail testId={`${props.id}-rail`} title={props.title}>
        {toggle}
      </PanelRail>
    );
  }
  return (
    <Flex
      direction="column"
      flexShrink="0"
      width={{ base: 'full', lg: '13rem' }}
      maxHeight={{ base: '24rem', lg: 'none' }}
      borderWidth="1px"
      borderRadius="md"
      minHeight="0"
    >
      <Flex align="center" justify="space-between" gap="2" px="2" py="1" borderBottomWidth="1px">
        <Text fontWeight="semibold" fontSize="sm">
          {props.title}
        </Text>
        {toggle}
      </Flex>
      {/* From lg, the list scrolls inside the panel and does not make the page taller than the screen. */}
      <Box flex="1" minHeight="0" position="relative">
        <Box id={props.id} position={{ base: 'static', lg: 'absolute' }} inset="0" maxHeight={{ base: '20rem', lg: 'none' }} overflowY="auto" p="2">
          {props.children}
        </Box>
      </Box>
    </Flex>
  );
}

/**
 * A collapsed panel of the logic editor: its toggle and its title (written
 * down the rail from lg, a bar above the canvas below it). Shared by the
 * palette and the inspector.
 */
export function PanelRail({ testId, title, children }: { readonly testId: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'row', lg: 'column' }}
      align="center"
      gap="2"
      flexShrink="0"
      width={{ base: 'full', lg: '2.75rem' }}
      borderWidth="1px"
      borderRadius="md"
      py="1"
      px={{ base: '1', lg: '0' }}
      data-testid={testId}
    >
      {children}
      <Text fontSize="sm" color="fg.muted" css={{ '@media (min-width: 62em)': { writingMode: 'vertical-rl' } }} aria-hidden>
        {title}
      </Text>
    </Flex>
  );
}
