import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VideoAnalysisFilter } from '../../../domain/configuration/analysis/analysis-filter';
import type { MaskZone } from '../../../domain/configuration/analysis/mask';
import type { Device } from '../../../domain/configuration/device/device';
import { useServices } from '../../services-context';
import { useDeviceCameras } from './use-device-cameras';
import { useLiveFrames } from './use-live-frames';
import { MaskSurface, type ZonesChange } from './mask-surface';
import { ZoneList } from './zone-list';

/**
 * The mask of a filter drawn over the live picture of the stream it
 * analyses (a grey surface when there is none: a device not saved yet, a
 * stream that fails). Zones stay in fractions of the picture, so the
 * picture's resolution does not matter.
 */
export function MaskEditor({ filter, device, onZones }: { filter: VideoAnalysisFilter; device: Device; onZones: (zones: readonly MaskZone[], label: string) => void }) {
  const { t } = useLingui();
  const { liveVideo } = useServices();
  const cameras = useDeviceCameras(device.id);
  const camera = cameras.kind === 'cameras' ? cameras.cameras.find((each) => each.guid === filter.streamId) : undefined;
  const live = useLiveFrames(liveVideo, camera?.guid);
  const zones = filter.mask.zones;
  const labels: Record<Parameters<ZonesChange>[1], string> = {
    draw: t`Draw a mask zone`,
    add: t`Add a mask zone`,
    move: t`Move a mask zone`,
    resize: t`Resize a mask zone`,
    delete: t`Delete a mask zone`,
  };
  const change: ZonesChange = (next, action) => onZones(next, labels[action]);
  const name = filter.name;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        <Trans>Mask</Trans>
      </Text>
      {!camera ? (
        <Text fontSize="sm" color="fg.muted">
          {cameras.kind === 'not-saved' ? <Trans>No picture: the device is not saved on the appliance yet.</Trans> : cameras.kind === 'loading' ? <Trans>Looking for the picture…</Trans> : <Trans>No picture of this stream.</Trans>}
        </Text>
      ) : null}
      <MaskSurface zones={zones} onChange={change} imageUrl={live.url} label={t`Mask zones of ${name}`} />
      <ZoneList zones={zones} onChange={change} onMaskValue={(index, value) => onZones(zones.with(index, { ...zones[index]!, mask: value }), t`Change a zone's mask value`)} />
    </Stack>
  );
}
