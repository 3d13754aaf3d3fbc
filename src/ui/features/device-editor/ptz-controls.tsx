import { Alert, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import type { CameraMove, LiveVideoPort } from '../../../application/live-video/live-video.port';
import { errorText } from '../../i18n/error-text';
import { Icon } from '../../components/icon';

/** One test step: a tenth of the camera's range, as the client library's named moves. */
const STEP = 0.1;

interface MoveButton {
  readonly key: string;
  readonly icon: string;
  readonly label: MessageDescriptor;
  readonly move: CameraMove;
  /** Keyboard keys that send this move when the pad has focus. */
  readonly keys: readonly string[];
}

const MOVES: readonly MoveButton[] = [
  { key: 'up', icon: 'keyboard_arrow_up', label: msg`Tilt up`, move: { type: 'relative', tilt: STEP }, keys: ['ArrowUp'] },
  { key: 'left', icon: 'keyboard_arrow_left', label: msg`Pan left`, move: { type: 'relative', pan: -STEP }, keys: ['ArrowLeft'] },
  { key: 'home', icon: 'center_focus_strong', label: msg`Home position`, move: { type: 'home' }, keys: ['Home'] },
  { key: 'right', icon: 'keyboard_arrow_right', label: msg`Pan right`, move: { type: 'relative', pan: STEP }, keys: ['ArrowRight'] },
  { key: 'down', icon: 'keyboard_arrow_down', label: msg`Tilt down`, move: { type: 'relative', tilt: -STEP }, keys: ['ArrowDown'] },
  { key: 'zoom-in', icon: 'zoom_in', label: msg`Zoom in`, move: { type: 'relative', zoom: STEP }, keys: ['+', '='] },
  { key: 'zoom-out', icon: 'zoom_out', label: msg`Zoom out`, move: { type: 'relative', zoom: -STEP }, keys: ['-'] },
];

const AREAS: Record<string, string> = { up: '1 / 2', left: '2 / 1', home: '2 / 2', right: '2 / 3', down: '3 / 2', 'zoom-in': '1 / 4', 'zoom-out': '3 / 4' };

/**
 * Pan/tilt/zoom test moves: buttons (Tab, Enter or Space) and, while the pad
 * has focus, the arrow keys, + and - and Home. A move refused for want of the
 * write right is said as the specification says it ('no rights to write').
 */
export function PtzControls({ live, guid, canWrite }: { live: LiveVideoPort; guid: string; canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<{ kind: 'no-rights' } | { kind: 'failed'; error: unknown } | { kind: 'moved'; label: string } | null>(null);

  const send = async (button: MoveButton) => {
    // Buttons stay enabled while a move is sent: disabling them would take the focus (and the keyboard) away.
    try {
      const result = await live.move(guid, button.move);
      setOutcome(result === 'moved' ? { kind: 'moved', label: i18n._(button.label) } : { kind: 'no-rights' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const button = MOVES.find((each) => each.keys.includes(event.key));
    if (!button || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    void send(button);
  };

  return (
    <Stack gap="3" as="section" aria-label={t`Pan, tilt and zoom`}>
      <Text fontWeight="semibold">
        <Trans>Pan, tilt and zoom test</Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>With the pad focused, the arrow keys pan and tilt, + and - zoom, Home returns to the home position.</Trans>
      </Text>
      <Grid role="group" aria-label={t`Camera moves`} templateColumns="repeat(4, 2.75rem)" gap="1" onKeyDown={onKeyDown} data-testid="ptz-pad">
        {MOVES.map((button) => (
          <Button key={button.key} gridArea={AREAS[button.key]} size="sm" variant="outline" aria-label={i18n._(button.label)} title={i18n._(button.label)} onClick={() => void send(button)}>
            <Icon name={button.icon} />
          </Button>
        ))}
      </Grid>
      {!canWrite ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This account has no right to move this camera: moves will be refused.</Trans>
        </Text>
      ) : null}
      <div aria-live="polite">
        {outcome?.kind === 'no-rights' ? (
          <Alert.Root status="warning" data-testid="ptz-refused">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>no rights to write</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : outcome?.kind === 'failed' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorText(i18n, outcome.error)}</Alert.Title>
          </Alert.Root>
        ) : outcome?.kind === 'moved' ? (
          <Text fontSize="sm">
            <Trans>Sent: {outcome.label}</Trans>
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
