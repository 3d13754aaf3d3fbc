import { Alert, Box, Flex, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LiveCamera } from '../../../application/live-video/live-video.port';
import { Icon } from '../../components/icon';
import { streamPlaceText } from '../../configuration/io-place-words';
import { useDraft } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { PtzControls } from './ptz-controls';
import { SnapshotView } from './snapshot-view';
import { useDeviceCameras } from './use-device-cameras';
import { useReadOnly } from '../../components/use-read-only';
import { useLiveFrames } from './use-live-frames';

/** A message in a box, for the states without a picture. */
function Notice({ status, children }: { status: 'info' | 'warning' | 'error'; children: React.ReactNode }) {
  return (
    <Alert.Root status={status} data-testid="live-notice">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The picture of one stream, live, with its state. */
function LiveView({ camera }: { camera: LiveCamera }) {
  const { t, i18n } = useLingui();
  const { liveVideo } = useServices();
  const live = useLiveFrames(liveVideo, camera.guid);
  return (
    <Stack gap="2">
      <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={4 / 3} maxW="40rem">
        {live.url ? (
          <img src={live.url} alt={t`Live video of ${camera.name}`} data-testid="live-image" data-frames={live.frames} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : live.error === undefined ? (
          <Flex h="100%" align="center" justify="center" color="white" gap="2">
            <Spinner size="sm" />
            <Text>
              <Trans>Connecting to the stream…</Trans>
            </Text>
          </Flex>
        ) : null}
      </Box>
      {live.error !== undefined ? (
        <Notice status="error">
          <Trans>The live stream failed: {errorText(i18n, live.error)}</Trans>
        </Notice>
      ) : null}
    </Stack>
  );
}

/**
 * The "Live" tab of the device editor: the device's video streams watched
 * through the client library with the session's credentials, a snapshot to
 * look at or download, and PTZ test moves on a camera that can move. The
 * stream is closed when the panel goes (docs/devices-live.md).
 */
export function DeviceLivePanel({ deviceIndex }: { deviceIndex: number }) {
  const { t, i18n } = useLingui();
  const { liveVideo } = useServices();
  const device = useDraft()?.devices[deviceIndex];
  const cameras = useDeviceCameras(device?.id);
  const [chosen, choose] = useState<string | undefined>(undefined);
  const readOnly = useReadOnly();

  if (!device) {
    return (
      <Notice status="warning">
        <Trans>There is no device at this position.</Trans>
      </Notice>
    );
  }
  if (cameras.kind === 'loading') {
    return (
      <Flex gap="2" align="center">
        <Spinner size="sm" />
        <Text>
          <Trans>Looking for the device's streams…</Trans>
        </Text>
      </Flex>
    );
  }
  if (cameras.kind === 'not-saved') {
    return (
      <Notice status="info">
        <Trans>This device is not saved on the appliance yet: it has no stream until the configuration is saved.</Trans>
      </Notice>
    );
  }
  if (cameras.kind === 'no-stream') {
    return (
      <Notice status="info">
        <Trans>The appliance offers no video stream for this device (no video module, or no right to watch it).</Trans>
      </Notice>
    );
  }
  if (cameras.kind === 'failed') {
    return <StreamsFailed error={cameras.error} />;
  }
  const camera = cameras.cameras.find((each) => each.guid === chosen) ?? cameras.cameras[0]!;
  // The streams of a channel share its name: each is told apart by its place on the device.
  const streamLabel = (each: LiveCamera) => {
    const video = device.videos.find((module) => module.id === each.guid);
    if (!video) return each.name;
    const where = streamPlaceText(i18n, video.channel, video.stream);
    const name = each.name;
    return t`${name} (${where})`;
  };
  return (
    <Stack gap="4" data-testid="device-live-panel">
      {cameras.cameras.length > 1 ? (
        <NativeSelect.Root maxW="sm" size="sm">
          <NativeSelect.Field aria-label={t`Stream`} value={camera.guid} onChange={(event) => choose(event.currentTarget.value)}>
            {cameras.cameras.map((each) => (
              <option key={each.guid} value={each.guid}>
                {streamLabel(each)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Flex gap="6" wrap="wrap" align="start">
        <Box flex="1" minW="16rem">
          <LiveView key={camera.guid} camera={camera} />
        </Box>
        {/* A viewer moves no camera: a move changes what the site films and records. */}
        {camera.movable && !readOnly ? <PtzControls live={liveVideo} guid={camera.guid} canWrite={camera.canWrite} /> : null}
      </Flex>
      <SnapshotView camera={camera} deviceName={device.name} />
    </Stack>
  );
}

function StreamsFailed({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return (
    <Notice status="error">
      <Icon name="videocam_off" /> <Trans>The device's streams could not be listed: {errorText(i18n, error)}</Trans>
    </Notice>
  );
}

