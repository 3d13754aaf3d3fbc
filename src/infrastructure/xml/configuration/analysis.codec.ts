import { VIDEO_ANALYSIS_FILTER_TYPE, type AnalysisFilter, type UnsupportedFilter, type VideoAnalysisFilter } from '../../../domain/configuration/analysis/analysis-filter';
import type { Mask, MaskZone } from '../../../domain/configuration/analysis/mask';
import { entity } from '../entity';
import { implied, notInDocument } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { guidIdentifier, guidReference } from '../special-values';
import { decimal, integer, text, typeTag } from '../values';

/** A zone: sensitivity byte and a rectangle in fractions of the picture, three decimals. */
const maskZoneCodec = entity<MaskZone>('MaskZone', { mask: integer(), rectLeft: decimal(3), rectTop: decimal(3), rectRight: decimal(3), rectBottom: decimal(3) });
const maskCodec = entity<Mask>('Mask', { zones: list('zone', maskZoneCodec) });

const videoAnalysisFilter = entity<VideoAnalysisFilter>('VideoAnalysisFilter', {
  type: typeTag(VIDEO_ANALYSIS_FILTER_TYPE), id: guidIdentifier(), name: text(), streamId: guidReference(),
  mode: integer(), level: integer(), mask: maskCodec, detectionIO: guidReference(), lossIO: guidReference(),
});

/** Filters by `<type>`: 1 is video analysis. */
export const filterRegistry = new TypeRegistry<AnalysisFilter>('filter').register(VIDEO_ANALYSIS_FILTER_TYPE, videoAnalysisFilter);

/** A filter of another type: the common fields are read, the rest stays in the document as unknown elements. */
const unsupportedFilter = entity<UnsupportedFilter>('UnsupportedFilter', {
  type: integer(), id: guidIdentifier(), name: text(), streamId: guidReference(), unsupported: implied(true as const), payload: notInDocument(),
});

export const analysisFilterCodec = polymorphic(filterRegistry, unsupportedFilter);
