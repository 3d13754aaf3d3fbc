import { Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { Icon } from '../../components/icon';
import { HANDLE_SIZE, HEADER_HEIGHT, NODE_WIDTH, PORT_HEIGHT } from './logic-layout';
import { UserText } from '../../components/user-text';
import { gateTypeName } from './gate-type-names';

/** What the canvas passes a node: the graph's node, its warnings in words, its live states. */
export type LogicNodeData = {
  readonly node: LogicNode;
  readonly warnings: readonly string[];
  /** Live values of the node's ios (0/1 for logic ones), when the appliance answers. */
  readonly states: ReadonlyMap<string, number | undefined>;
  /** Writes the opposite state of the node's io, for an input the user may write. */
  readonly onToggle?: () => void;
};

export type LogicFlowNode = Node<LogicNodeData, 'logic'>;

const KIND_COLOUR = { logic: 'var(--chakra-colors-blue-solid)', analog: 'var(--chakra-colors-orange-solid)', any: 'var(--chakra-colors-gray-solid)' } as const;

/** Handles at the node's level, beside their port's row; the colour tells logic from analogue. */
function handleStyle(kind: keyof typeof KIND_COLOUR, index: number) {
  // Above the rows of port names, which would otherwise cover the handle's inner half and take the dropped wire.
  return { top: HEADER_HEIGHT + index * PORT_HEIGHT + PORT_HEIGHT / 2, width: HANDLE_SIZE, height: HANDLE_SIZE, background: KIND_COLOUR[kind], zIndex: 1 };
}

/** A live value as shown: a filled or hollow dot for on/off, the number for an analogue io. */
function LiveValue({ value, kind }: { value: number | undefined; kind: string }) {
  const { t } = useLingui();
  if (value === undefined) return null;
  if (kind === 'analog') return <Text as="span" data-testid="live-state">{value}</Text>;
  return (
    <Text as="span" data-testid="live-state" data-state={value !== 0 ? 'on' : 'off'} color={value !== 0 ? 'green.fg' : 'fg.muted'} aria-label={value !== 0 ? t`on` : t`off`} title={value !== 0 ? t`on` : t`off`}>
      {value !== 0 ? '●' : '○'}
    </Text>
  );
}

/** A gate or io as a card: name and type, inputs on the left, outputs on the right, warnings and live states. */
export const LogicNodeView = memo(function LogicNodeView({ data, selected }: NodeProps<LogicFlowNode>) {
  const { t, i18n } = useLingui();
  const { node, warnings, states } = data;
  // A gate's type in words, the document's spelling in the tooltip; an io's "type" is its owner (a device, a calendar), shown as is.
  const typeText = node.kind === 'gate' ? gateTypeName(i18n, node.type) : node.type;
  const type = node.type;
  const typeTitle = node.kind === 'gate' ? t`Type in the document: ${type}` : type;
  const own = node.ios.length === 1 && node.outputs.length === 0 ? node.ios[0] : undefined;
  return (
    <Box
      width={`${NODE_WIDTH}px`}
      bg="bg.panel"
      borderWidth="2px"
      borderColor={selected ? 'colorPalette.solid' : warnings.length > 0 ? 'orange.solid' : 'border'}
      borderRadius="md"
      fontSize="sm"
      lineHeight="1.25"
      data-testid="logic-node"
      data-node-id={node.id}
      position="relative"
    >
      {node.inputs.map((port, index) => (
        <Handle key={port.id} type="target" position={Position.Left} id={port.id} aria-label={t`Input ${port.name}`} style={handleStyle(port.kind, index)} />
      ))}
      {node.outputs.map((port, index) => (
        <Handle key={port.id} type="source" position={Position.Right} id={port.id} aria-label={t`Output ${port.name}`} style={handleStyle(port.kind, index)} />
      ))}
      <Flex height={`${HEADER_HEIGHT}px`} px="2" direction="column" justify="center" borderBottomWidth="1px">
        <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={node.name || typeText}>
          <UserText>{node.name || typeText}</UserText> {own ? <LiveValue value={states.get(own)} kind="logic" /> : null}
        </Text>
        <Flex gap="1" align="center" color="fg.muted" minWidth="0">
          <Text truncate title={typeTitle} data-testid="logic-node-type">
            {typeText}
          </Text>
          {node.readOnly ? <Text>· {t`unknown type, kept as is`}</Text> : null}
          {data.onToggle ? (
            <button type="button" className="nodrag" onClick={data.onToggle} aria-label={t`Toggle ${node.name}`} title={t`Toggle ${node.name}`}>
              <Icon name="toggle_on" />
            </button>
          ) : null}
          {warnings.length > 0 ? (
            <Box as="span" color="orange.fg" title={warnings.join('\n')} aria-label={warnings.join('. ')} role="img">
              <Icon name="warning" />
            </Box>
          ) : null}
        </Flex>
      </Flex>
      <Box position="relative" height={`${Math.max(1, node.inputs.length, node.outputs.length) * PORT_HEIGHT}px`}>
        {node.inputs.map((port, index) => (
 <Box key={port.id} position="absolute" left="3" top={`${index * PORT_HEIGHT}px`} height={`${PORT_HEIGHT}px`} display="flex" alignItems="center">
            <Text color="fg.muted" truncate maxWidth="6rem" title={port.name}>
              <UserText>{port.name}</UserText>
            </Text>
          </Box>
        ))}
        {node.outputs.map((port, index) => (
 <Box key={port.id} position="absolute" right="3" top={`${index * PORT_HEIGHT}px`} height={`${PORT_HEIGHT}px`} display="flex" alignItems="center" gap="1">
            <Text truncate maxWidth="11rem" title={port.name}>
              <UserText>{port.name}</UserText> <LiveValue value={states.get(port.id)} kind={port.kind} />
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
});
