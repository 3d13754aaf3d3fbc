import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import { createMask, createMaskZone, type Mask } from './mask';

/** `<type>` of the only filter this version edits. */
export const VIDEO_ANALYSIS_FILTER_TYPE = 1;

/** Analysis modes of section 9. */
export const FILTER_MODES = [0, 1, 2] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

export const DEFAULT_FILTER_LEVEL = 64;

/** Fields every filter carries; `streamId` is the guid of the video module analysed. */
export interface FilterBase {
  readonly id: Guid;
  readonly name: string;
  readonly streamId: Guid;
}

export interface VideoAnalysisFilter extends FilterBase {
  readonly type: typeof VIDEO_ANALYSIS_FILTER_TYPE;
  readonly mode: number;
  readonly level: number;
  readonly mask: Mask;
  /** Guid of the io raised on detection. */
  readonly detectionIO: Guid;
  /** Guid of the io raised when the picture is lost. */
  readonly lossIO: Guid;
}

/**
 * A filter of a type this version does not edit: its common fields are read,
 * everything else is the codec's opaque `payload`, written back unchanged.
 */
export interface UnsupportedFilter extends FilterBase {
  readonly type: number;
  readonly unsupported: true;
  readonly payload: unknown;
}

export type AnalysisFilter = VideoAnalysisFilter | UnsupportedFilter;

export function isVideoAnalysisFilter(filter: AnalysisFilter): filter is VideoAnalysisFilter {
  return !('unsupported' in filter) && filter.type === VIDEO_ANALYSIS_FILTER_TYPE;
}

/** A new video analysis filter watching one default zone. */
export function createVideoAnalysisFilter(fields: Partial<Omit<VideoAnalysisFilter, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): VideoAnalysisFilter {
  return {
    id: fields.id ?? newGuid(),
    name: '',
    streamId: '',
    mode: 0,
    level: DEFAULT_FILTER_LEVEL,
    mask: createMask([createMaskZone()]),
    detectionIO: '',
    lossIO: '',
    ...fields,
    type: VIDEO_ANALYSIS_FILTER_TYPE,
  };
}

export function createUnsupportedFilter(type: number, base: FilterBase, payload: unknown): UnsupportedFilter {
  return { ...base, type, unsupported: true, payload };
}
