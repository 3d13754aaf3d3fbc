import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { PlaceholderPage } from './placeholder-page';

export function EditDevicePage() {
  const { index } = useParams({ strict: false }) as { index?: string };
  return (
    <PlaceholderPage icon="edit" title={<Trans>Device {index}</Trans>}>
      <Trans>It will edit this device: address and credentials, video and audio streams, inputs and outputs, pan/tilt/zoom.</Trans>
    </PlaceholderPage>
  );
}
