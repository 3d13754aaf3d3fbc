import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { DEBUG_LEVELS, type DebugLevel, type DebugMessage } from '../../../application/ports/debug-stream.port';
import { useServices } from '../../services-context';
import { LEVEL_LABELS, LEVEL_PALETTES, sourceText } from '../../i18n/log-labels';
import { PageHeading } from '../../configuration/page-heading';
import { ErrorText } from '../../components/alert-text';
import { SelectField } from '../../components/select-field';

/** Messages kept on screen; older ones scroll away. */
const KEPT = 500;

interface Received extends DebugMessage {
  readonly id: number;
  readonly time: number;
}

/**
 * The appliance's live debug output (`/api/debug?level=`): thread, type,
 * level and message. Pausing closes the stream (nothing more arrives);
 * changing the level opens it again at that level.
 */
export function DebugConsolePage() {
  const { operations } = useServices();
  const { t, i18n } = useLingui();
  const [level, setLevel] = useState<DebugLevel>('debug');
  const [paused, setPaused] = useState(false);
  const [messages, setMessages] = useState<Received[]>([]);
  const [error, setError] = useState<unknown>(null);
  const counter = useRef(0);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paused) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        for await (const message of operations.watchDebug.execute(level, controller.signal)) {
          if (controller.signal.aborted) return;
          counter.current += 1;
          const received = { ...message, id: counter.current, time: Date.now() };
          setMessages((previous) => [...previous, received].slice(-KEPT));
        }
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
      }
    })();
    return () => controller.abort();
  }, [operations, level, paused]);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <Stack gap="5">
      <PageHeading />
      <Wrap gap="4" align="end">
        <SelectField
          maxW="56"
          label={<Trans>Lowest level shown</Trans>}
          value={level}
          options={DEBUG_LEVELS}
          optionLabel={(value) => i18n._(LEVEL_LABELS[value])}
          onChange={(value) => {
            setError(null);
            setLevel(value);
          }}
        />
        <HStack>
          <Button onClick={() => {
              setError(null);
              setPaused((value) => !value);
            }} aria-pressed={paused} colorPalette="primary" variant={paused ? 'solid' : 'outline'}>
            {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </Button>
          <Button variant="outline" onClick={() => setMessages([])}>
            <Trans>Clear</Trans>
          </Button>
        </HStack>
      </Wrap>
      <Text role="status" color="fg.muted" data-testid="debug-state" data-paused={paused}>
        {paused ? <Trans>Paused: no message is received.</Trans> : <Trans>Receiving messages…</Trans>} <Trans>{messages.length} messages on screen.</Trans>
      </Text>
      <ErrorText error={error} />
      <Box
        ref={list}
        role="log"
        aria-live="off"
        aria-label={t`Debug messages`}
        tabIndex={0}
        data-testid="debug-messages"
        data-count={messages.length}
        borderWidth="1px"
        rounded="md"
        p="2"
        h="60vh"
        overflowY="auto"
        fontFamily="mono"
        fontSize="xs"
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid' }}
      >
        {messages.map((message) => (
          <HStack key={message.id} gap="3" align="start" py="0.5" data-testid="debug-message" data-level={message.level}>
            <Text color="fg.muted" whiteSpace="nowrap">
              {new Date(message.time).toLocaleTimeString(i18n.locale)}
            </Text>
            <Badge colorPalette={LEVEL_PALETTES[message.level]} minW="16" justifyContent="center">
              {i18n._(LEVEL_LABELS[message.level])}
            </Badge>
            <Text whiteSpace="nowrap" color="fg.muted">
              #{message.thread}
            </Text>
            <Text whiteSpace="nowrap" fontWeight="semibold">
              {sourceText(i18n, message.type)}
            </Text>
            <Text wordBreak="break-word">{message.message}</Text>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
