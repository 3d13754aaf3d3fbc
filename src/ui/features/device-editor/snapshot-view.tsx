import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LiveCamera, LiveImage } from '../../../application/live-video/live-video.port';
import { Icon } from '../../components/icon';
import { saveFile } from '../../components/save-file';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';

/** A file name from the device's name: letters, digits and dashes only. */
function snapshotFileName(name: string, date: Date): string {
  const safe = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'camera';
  return `${safe}-${date.toISOString().replace(/[:.]/g, '-')}.jpg`;
}

/** The snapshot button (`/api/imageref`), the image taken and its download. */
export function SnapshotView({ camera, deviceName }: { camera: LiveCamera; deviceName: string }) {
  const { t, i18n } = useLingui();
  const { liveVideo } = useServices();
  const [shot, setShot] = useState<{ image: LiveImage; url: string; at: Date } | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (shot) URL.revokeObjectURL(shot.url);
  }, [shot]);

  const take = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const image = await liveVideo.snapshot(camera.guid);
      const url = URL.createObjectURL(new Blob([new Uint8Array(image.bytes)], { type: image.contentType || 'image/jpeg' }));
      setShot({ image, url, at: new Date() });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" as="section" aria-label={t`Snapshot`}>
      <Flex gap="2" wrap="wrap">
        <Button onClick={() => void take()} loading={busy} variant="outline">
          <Icon name="photo_camera" />
          <Trans>Take a snapshot</Trans>
        </Button>
        {shot ? (
          <Button variant="ghost" onClick={() => saveFile(shot.image.bytes, snapshotFileName(deviceName, shot.at), shot.image.contentType || 'image/jpeg')}>
            <Icon name="download" />
            <Trans>Download the snapshot</Trans>
          </Button>
        ) : null}
      </Flex>
      {shot ? <img src={shot.url} alt={t`Snapshot of ${camera.name}`} data-testid="snapshot-image" style={{ maxWidth: '20rem' }} /> : null}
      {error !== undefined ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The snapshot failed: {errorText(i18n, error)}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
