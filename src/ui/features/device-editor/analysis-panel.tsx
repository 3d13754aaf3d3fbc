import { Alert, Badge, Button, Card, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { addVideoFilter, deviceFilters, removeFilter, setMaskZones, updateVideoFilter } from '../../../domain/configuration/analysis/analysis-edits';
import { isVideoAnalysisFilter, type VideoAnalysisFilter } from '../../../domain/configuration/analysis/analysis-filter';
import type { MaskZone } from '../../../domain/configuration/analysis/mask';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Device } from '../../../domain/configuration/device/device';
import { referenceIndex } from '../../../domain/configuration/validation/reference-index';
import { Icon } from '../../components/icon';
import { useApply, useDraft } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { FilterSettings, type FilterPatch } from './filter-settings';
import { MaskEditor } from './mask-editor';
import { useReadOnly } from '../../components/use-read-only';
import { UserText } from '../../components/user-text';

/**
 * The "Video analysis" tab of the device editor: the device's analysis
 * filters. Type 1 filters are edited (mode, level, detection and loss ios,
 * the mask drawn on the picture); filters of other types are shown read-only
 * and kept as read. Every change is one workspace edit, so Ctrl+Z undoes it.
 */
export function AnalysisPanel({ deviceIndex }: { deviceIndex: number }) {
  const { t, i18n } = useLingui();
  const draft = useDraft();
  const apply = useApply();
  const readOnly = useReadOnly();
  const [selected, select] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const device = draft?.devices[deviceIndex];
  const ios = useMemo(() => (draft ? referenceIndex(draft).externalIos : []), [draft]);
  if (!draft || !device) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>There is no device at this position.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  const filters = deviceFilters(draft, device);
  const current = filters.find((entry) => entry.filter.id === selected)?.filter ?? filters[0]?.filter;

  const edit = (kind: string, label: string, change: (configuration: Configuration) => Configuration): boolean => {
    const outcome = apply({ kind, label, apply: change });
    setFailure(outcome.ok ? undefined : outcome.error);
    return outcome.ok;
  };
  const add = () => {
    const stream = device.videos[0];
    if (!stream) return;
    let created: VideoAnalysisFilter | undefined;
    const name = t`Motion ${device.name}`;
    if (edit('filter.add', t`New analysis filter`, (configuration) => {
      const result = addVideoFilter(configuration, stream.id, name);
      created = result.filter;
      return result.configuration;
    }) && created) select(created.id);
  };

  return (
    <Stack gap="5" data-testid="analysis-panel">
      <Flex gap="3" align="end" wrap="wrap">
        {filters.length > 1 ? (
          <Field.Root maxW="sm">
            <Field.Label>{t`Analysis filter`}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={current?.id} onChange={(event) => select(event.currentTarget.value)}>
                {filters.map(({ filter }, index) => (
                  <option key={filter.id} value={filter.id}>
                    {filter.name || t`Filter ${index + 1}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        {readOnly ? null : (
          <Button variant="outline" onClick={add} disabled={device.videos.length === 0}>
            <Icon name="add" />
            <Trans>New analysis filter</Trans>
          </Button>
        )}
      </Flex>
      {device.videos.length === 0 ? (
        <Text color="fg.muted">
          <Trans>This device has no video stream to analyse.</Trans>
        </Text>
      ) : filters.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No analysis filter watches this device's streams.</Trans>
        </Text>
      ) : null}
      {failure !== undefined ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(i18n, failure)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {current && isVideoAnalysisFilter(current) ? (
        <VideoFilterCard
          key={current.id}
          filter={current}
          device={device}
          ios={ios}
          onPatch={(patch, label) => edit('filter.change', label, (configuration) => updateVideoFilter(configuration, current.id, (filter) => ({ ...filter, ...patch })))}
          onZones={(zones, label) => edit('filter.mask', label, (configuration) => setMaskZones(configuration, current.id, zones))}
          onDelete={readOnly ? undefined : () => edit('filter.delete', t`Delete the analysis filter`, (configuration) => removeFilter(configuration, current.id))}
        />
      ) : current ? (
        <UnsupportedFilterCard name={current.name} type={current.type} stream={device.videos.find((video) => video.id === current.streamId)?.name ?? current.streamId} />
      ) : null}
    </Stack>
  );
}

function VideoFilterCard(props: {
  filter: VideoAnalysisFilter;
  device: Device;
  ios: ReturnType<typeof referenceIndex>['externalIos'];
  onPatch: (patch: FilterPatch, label: string) => void;
  onZones: (zones: readonly MaskZone[], label: string) => void;
  /** Absent in a console that may only read. */
  onDelete: (() => void) | undefined;
}) {
  const { filter, device } = props;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <Flex gap="3" align="center">
            <Heading as="h2" size="md" flex="1">
              {filter.name === '' ? <Trans>(no name)</Trans> : <UserText>{filter.name}</UserText>}
            </Heading>
            {props.onDelete ? (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={props.onDelete}>
                <Icon name="delete" />
                <Trans>Delete the filter</Trans>
              </Button>
            ) : null}
          </Flex>
          <FilterSettings filter={filter} device={device} ios={props.ios} onPatch={props.onPatch} />
          <MaskEditor filter={filter} device={device} onZones={props.onZones} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UnsupportedFilterCard({ name, type, stream }: { name: string; type: number; stream: string }) {
  return (
    <Card.Root data-testid="unsupported-filter">
      <Card.Body>
        <Stack gap="2">
          <Flex gap="2" align="center">
            <Heading as="h2" size="md">
              {name}
            </Heading>
            <Badge>
              <Trans>Type {type}</Trans>
            </Badge>
          </Flex>
          <Text>
            <Trans>Stream: {stream}</Trans>
          </Text>
          <Text color="fg.muted">
            <Trans>This console does not edit filters of this type: it is shown read-only and written back unchanged.</Trans>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
