import { Field, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FILTER_MODES, type VideoAnalysisFilter } from '../../../domain/configuration/analysis/analysis-filter';
import type { Device } from '../../../domain/configuration/device/device';
import type { Io } from '../../../domain/configuration/io';
import { CommitInput } from '../../configuration/commit-input';
import { TextSelect, type TextOption } from '../../configuration/text-select';

function Select({ label, value, options, onChange, help }: { label: string; value: string; options: readonly TextOption[]; onChange: (value: string) => void; help?: string }) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <TextSelect size="sm" value={value} options={options} onChange={onChange} />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

export type FilterPatch = Partial<Pick<VideoAnalysisFilter, 'name' | 'streamId' | 'mode' | 'level' | 'detectionIO' | 'lossIO'>>;

/** Name, analysed stream, mode, level and the detection and loss ios of a type 1 filter; each change is one edit. */
export function FilterSettings({ filter, device, ios, onPatch }: { filter: VideoAnalysisFilter; device: Device; ios: readonly Io[]; onPatch: (patch: FilterPatch, label: string) => void }) {
  const { t } = useLingui();
  const ioOptions = [{ value: '', text: t`None` }, ...ios.map((io) => ({ value: io.id, text: io.name || io.id }))];
  const withUnknown = (id: string) => (id === '' || ios.some((io) => io.id === id) ? ioOptions : [...ioOptions, { value: id, text: t`Unknown io ${id}` }]);
  const streams = device.videos.map((video, index) => ({ value: video.id, text: video.name || t`Stream ${index + 1}` }));
  return (
    <Flex gap="4" wrap="wrap" align="start">
      <CommitInput maxW="sm" label={t`Filter name`} value={filter.name} onCommit={(name) => onPatch({ name }, t`Rename the analysis filter`)} />
      <Select label={t`Analysed stream`} value={filter.streamId} options={streams} onChange={(streamId) => onPatch({ streamId }, t`Change the analysed stream`)} />
      <Select
        label={t`Mode`}
        help={t`The appliance's analysis mode (0, 1 or 2).`}
        value={String(filter.mode)}
        options={FILTER_MODES.map((mode) => ({ value: String(mode), text: String(mode) }))}
        onChange={(mode) => onPatch({ mode: Number(mode) }, t`Change the analysis mode`)}
      />
      <CommitInput width="5.5rem" labelFontSize="xs" label={t`Level`} value={filter.level} min={0} max={255} onCommit={(level) => onPatch({ level }, t`Change the analysis level`)} />
      <Select label={t`Detection io`} value={filter.detectionIO} options={withUnknown(filter.detectionIO)} onChange={(detectionIO) => onPatch({ detectionIO }, t`Change the detection io`)} />
      <Select label={t`Picture loss io`} value={filter.lossIO} options={withUnknown(filter.lossIO)} onChange={(lossIO) => onPatch({ lossIO }, t`Change the picture loss io`)} />
    </Flex>
  );
}
