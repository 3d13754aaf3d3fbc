import { createVideoAnalysisFilter } from '../../src/domain/configuration/analysis/analysis-filter';
import { defaultStore } from '../../src/domain/configuration/store-list';
import type { Device } from '../../src/domain/configuration/device/device';
import type { GuidGenerator } from '../../src/domain/configuration/guid';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { aRealisticConfiguration, MOTHER_RESOURCES, motherGuids } from './configuration.mother';
import { controllerWithEveryGate } from './controller.mother';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from './device.mother';

function withFirstVideoId<D extends Device>(device: D, id: string): D {
  const [first, ...rest] = device.videos;
  return first ? { ...device, videos: [{ ...first, id }, ...rest] } : device;
}

/**
 * The realistic part-1 configuration with the three mother devices (whose
 * first streams are the resources the groups' rights name), one analysis
 * filter and a controller using every gate type: a configuration with no
 * problem at all.
 */
export function aConfigurationWithDevices(newGuid: GuidGenerator = motherGuids(9100)): Configuration {
  const base = aRealisticConfiguration(motherGuids());
  const storeId = defaultStore(base.parameters).id;
  const camera = withFirstVideoId(nativeCamera(newGuid, storeId), MOTHER_RESOURCES.entrance);
  const dome = withFirstVideoId(onvifPtzCamera(newGuid, storeId), MOTHER_RESOURCES.parking);
  const recorder = withFirstVideoId(recorderWithIo(newGuid, storeId), MOTHER_RESOURCES.loadingBay);
  const door = camera.io!.inputs[0]!;
  const controller = controllerWithEveryGate(
    { inputIoId: door.id, videoId: camera.videos[0]!.id, contactId: base.contacts[0]!.id, ftpClientId: base.ftpClients[0]!.id, monitorId: base.alarms[0]!.id },
    newGuid,
  );
  const filter = createVideoAnalysisFilter(
    { name: 'Quai — intrusion', streamId: recorder.videos[1]!.id, mode: 1, detectionIO: recorder.io!.inputs[1]!.id, lossIO: recorder.connectionStateIO?.id ?? '' },
    newGuid,
  );
  return { ...base, devices: [camera, dome, recorder], filters: [filter], controller: { ...controller, store: { use: true, id: storeId } } };
}
