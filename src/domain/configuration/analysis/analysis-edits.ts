import type { Configuration } from '../configuration';
import { ConfigurationModelError } from '../configuration-errors';
import type { Device } from '../device/device';
import type { Guid, GuidGenerator } from '../guid';
import { generateGuid } from '../guid';
import { createVideoAnalysisFilter, isVideoAnalysisFilter, type AnalysisFilter, type VideoAnalysisFilter } from './analysis-filter';
import { normaliseZone } from './mask-geometry';
import type { MaskZone } from './mask';

/** A filter of a device with its position in the configuration's list. */
export interface DeviceFilter {
  readonly index: number;
  readonly filter: AnalysisFilter;
}

/** The filters analysing one of the device's video streams (`streamId` = a video module's guid), in the document's order. */
export function deviceFilters(configuration: Configuration, device: Device): DeviceFilter[] {
  const videos = new Set(device.videos.map((video) => video.id));
  return configuration.filters.flatMap((filter, index) => (videos.has(filter.streamId) ? [{ index, filter }] : []));
}

function filterIndex(configuration: Configuration, id: Guid): number {
  const index = configuration.filters.findIndex((filter) => filter.id === id);
  if (index < 0) throw new ConfigurationModelError('CONFIG.FILTER_NOT_FOUND', `filter ${id} isn't in this config's filter list`, { metadata: { id } });
  return index;
}

/** The video-analysis filter with this id, changed by `change`; a filter of another type is refused (kept as read). */
export function updateVideoFilter(configuration: Configuration, id: Guid, change: (filter: VideoAnalysisFilter) => VideoAnalysisFilter): Configuration {
  const index = filterIndex(configuration, id);
  const filter = configuration.filters[index]!;
  if (!isVideoAnalysisFilter(filter)) throw new ConfigurationModelError('CONFIG.FILTER_UNSUPPORTED', `filter ${id} is of type ${filter.type}, which is kept as read`, { metadata: { id, type: filter.type } });
  const changed = change(filter);
  return changed === filter ? configuration : { ...configuration, filters: configuration.filters.with(index, changed) };
}

/** The filter's zones, each normalised (inside the picture, in order, three decimals). */
export function setMaskZones(configuration: Configuration, id: Guid, zones: readonly MaskZone[]): Configuration {
  return updateVideoFilter(configuration, id, (filter) => ({ ...filter, mask: { ...filter.mask, zones: zones.map(normaliseZone) } }));
}

/** A new video-analysis filter (level 64, one default zone) on a video stream. */
export function addVideoFilter(configuration: Configuration, streamId: Guid, name: string, newGuid: GuidGenerator = generateGuid): { configuration: Configuration; filter: VideoAnalysisFilter } {
  const filter = createVideoAnalysisFilter({ streamId, name }, newGuid);
  return { configuration: { ...configuration, filters: [...configuration.filters, filter] }, filter };
}

export function removeFilter(configuration: Configuration, id: Guid): Configuration {
  filterIndex(configuration, id);
  return { ...configuration, filters: configuration.filters.filter((filter) => filter.id !== id) };
}
