import { DEFAULT_FILTER_LEVEL, VIDEO_ANALYSIS_FILTER_TYPE, type AnalysisFilter, type UnsupportedFilter, type VideoAnalysisFilter } from '../../../domain/configuration/analysis/analysis-filter';
import { MASK_ZONE_DEFAULTS, type Mask, type MaskZone } from '../../../domain/configuration/analysis/mask';
import { entity } from '../entity';
import { implied, notInDocument, withDefault } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { guidIdentifier, guidReference } from '../special-values';
import { decimal, integer, text, typeTag } from '../values';

const side = (value: number) => withDefault(decimal(3), value);

/** A zone: sensitivity byte and a rectangle in fractions of the picture, three decimals; left out, the specification's defaults. */
const maskZoneCodec = entity<MaskZone>('MaskZone', {
  mask: withDefault(integer(), MASK_ZONE_DEFAULTS.mask), rectLeft: side(MASK_ZONE_DEFAULTS.rectLeft), rectTop: side(MASK_ZONE_DEFAULTS.rectTop),
  rectRight: side(MASK_ZONE_DEFAULTS.rectRight), rectBottom: side(MASK_ZONE_DEFAULTS.rectBottom),
});
const maskCodec = entity<Mask>('Mask', { zones: list('zone', maskZoneCodec) });

const videoAnalysisFilter = entity<VideoAnalysisFilter>('VideoAnalysisFilter', {
  type: typeTag(VIDEO_ANALYSIS_FILTER_TYPE), id: guidIdentifier(), name: text(), streamId: guidReference(),
  mode: integer(), level: withDefault(integer(), DEFAULT_FILTER_LEVEL), mask: maskCodec, detectionIO: guidReference(), lossIO: guidReference(),
});

/** Filters by `<type>`: 1 is video analysis. */
const filterRegistry = new TypeRegistry<AnalysisFilter>('filter').register(VIDEO_ANALYSIS_FILTER_TYPE, videoAnalysisFilter);

/** A filter of another type: the common fields are read, the rest stays in the document as unknown elements. */
const unsupportedFilter = entity<UnsupportedFilter>('UnsupportedFilter', {
  type: integer(), id: guidIdentifier(), name: text(), streamId: guidReference(), unsupported: implied(true as const), payload: notInDocument(),
});

export const analysisFilterCodec = polymorphic(filterRegistry, unsupportedFilter);
