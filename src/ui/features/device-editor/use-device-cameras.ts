import { useEffect, useMemo, useState } from 'react';
import type { DeviceCameras } from '../../../application/live-video/device-cameras.use-case';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import { useServices } from '../../services-context';
import { useWorkspace } from '../../configuration/use-workspace';

const selectBase = (state: WorkspaceState) => state.base;

export type CamerasState = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly error: unknown } | DeviceCameras;

/**
 * The streams of a device of the draft, asked again when the appliance's
 * saved document changes (a save makes a new device's streams appear).
 */
export function useDeviceCameras(deviceId: string | undefined): CamerasState {
  const { deviceCameras } = useServices();
  const base = useWorkspace(selectBase);
  const saved = useMemo(() => new Set(base?.configuration.devices.map((device) => device.id) ?? []), [base]);
  // The answer is kept with the request it answers; a newer request shows 'loading' until its own answer.
  const [answer, setAnswer] = useState<{ request: unknown; state: CamerasState } | undefined>(undefined);
  const request = useMemo(() => ({ deviceId, saved }), [deviceId, saved]);
  useEffect(() => {
    if (deviceId === undefined) return undefined;
    const controller = new AbortController();
    deviceCameras.execute(deviceId, saved, controller.signal).then(
      (cameras) => {
        if (!controller.signal.aborted) setAnswer({ request, state: cameras });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { kind: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [deviceCameras, deviceId, saved, request]);
  return answer?.request === request ? answer.state : { kind: 'loading' };
}
