import type { Configuration } from './configuration';
import type { AnyVideoModule } from './device/video-module';
import type { Guid } from './guid';
import type { Store } from './store';

/**
 * How many days of recording a store keeps, estimated from the bitrates of
 * the video streams recording to it (docs/devices-live.md, "Retention
 * estimate"). Assumptions, where the specification says nothing:
 * - recording is continuous, at a constant bitrate: the configured CBR
 *   bitrate, or the maximum bitrate for a VBR stream (so the estimate is a
 *   lower bound of the days); a stream whose bitrate is 0 falls back on the
 *   other figure, and without either it is counted as unknown;
 * - bitrates are in kbit/s (1,000 bit/s), sizes in GB (10^9 bytes);
 * - the store holds at most `limitSize` GB (0: no cap, the disk decides, so
 *   no estimate in days); `limitTime` (days, 0: none) caps the result;
 * - audio and metadata are left out (a few kbit/s beside the video);
 * - a module recording without naming a store records to the default store.
 */
export interface RetentionEstimate {
  readonly storeId: Guid;
  /** Video streams recording to the store. */
  readonly streams: number;
  /** Of those, the streams with no bitrate configured (not in the total). */
  readonly unknownBitrates: number;
  /** Sum of the known bitrates, kbit/s. */
  readonly bitrateKbps: number;
  /** Bytes written a day at that rate. */
  readonly bytesPerDay: number;
  /** Days the size limit holds; null without a size limit or without a known bitrate. */
  readonly daysBySize: number | null;
  /** The retention: the smaller of daysBySize and the time limit; null when neither applies. */
  readonly days: number | null;
  /** Which limit decides: the size, the time limit, or none (nothing bounds it that we can compute). */
  readonly limitedBy: 'size' | 'time' | 'none';
}

export const BYTES_PER_GB = 1e9;
const SECONDS_PER_DAY = 86_400;

/** The bitrate a stream records at, kbit/s (0 when unknown). */
export function recordingBitrate(video: Pick<AnyVideoModule, 'vbr' | 'maxBitrate' | 'cbrBitrate'>): number {
  const [first, second] = video.vbr ? [video.maxBitrate, video.cbrBitrate] : [video.cbrBitrate, video.maxBitrate];
  const value = first > 0 ? first : second;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The bitrates (kbit/s, 0 unknown) of the video streams recording to each store, by store id. */
function recordingBitrates(configuration: Configuration): ReadonlyMap<Guid, readonly number[]> {
  const fallback = configuration.parameters.stores.find((store) => store.default)?.id;
  const byStore = new Map<Guid, number[]>();
  for (const device of configuration.devices) {
    for (const video of device.videos) {
      if (!video.store.use) continue;
      const id = video.store.id ?? fallback;
      if (id === undefined) continue;
      const list = byStore.get(id) ?? [];
      list.push(recordingBitrate(video));
      byStore.set(id, list);
    }
  }
  return byStore;
}

/** The estimate for one store from the bitrates recording to it. */
export function estimateRetention(store: Pick<Store, 'id' | 'limitSize' | 'limitTime'>, bitrates: readonly number[]): RetentionEstimate {
  const known = bitrates.filter((bitrate) => bitrate > 0);
  const bitrateKbps = known.reduce((sum, bitrate) => sum + bitrate, 0);
  const bytesPerDay = (bitrateKbps * 1000 * SECONDS_PER_DAY) / 8;
  const daysBySize = store.limitSize > 0 && bytesPerDay > 0 ? (store.limitSize * BYTES_PER_GB) / bytesPerDay : null;
  const timeLimit = store.limitTime > 0 ? store.limitTime : null;
  let days: number | null = daysBySize;
  let limitedBy: RetentionEstimate['limitedBy'] = daysBySize === null ? 'none' : 'size';
  if (timeLimit !== null && (days === null || timeLimit < days) && (daysBySize !== null || bitrates.length > 0)) {
    days = timeLimit;
    limitedBy = 'time';
  }
  return { storeId: store.id, streams: bitrates.length, unknownBitrates: bitrates.length - known.length, bitrateKbps, bytesPerDay, daysBySize, days, limitedBy };
}

/** The estimate of every store of the configuration, by store id. */
export function retentionEstimates(configuration: Configuration): ReadonlyMap<Guid, RetentionEstimate> {
  const bitrates = recordingBitrates(configuration);
  return new Map(configuration.parameters.stores.map((store) => [store.id, estimateRetention(store, bitrates.get(store.id) ?? [])]));
}
