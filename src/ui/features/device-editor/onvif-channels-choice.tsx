import { Checkbox, Fieldset, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnvifDevice } from '../../../domain/configuration/device/device';
import { updateAt } from '../../../domain/configuration/model-path';
import { fieldId } from '../../configuration/field-id';
import { problemText } from '../../configuration/problem-text';
import { useApply } from '../../configuration/use-workspace';
import { deviceName } from '../../configuration/entities/device-rows';
import { channelOptions } from '../../configuration/words/setting-words';
import type { EditedDevice } from './use-edited-device';
import { useReadOnly } from '../../components/use-read-only';
import { MODULE_LABELS } from '../../configuration/words/module-labels';

/** `[0, 1]` with `channel` checked or not: the list kept in the device's order of channels. */
export function toggleChannel(channels: readonly number[], channel: number, checked: boolean): number[] {
  const others = channels.filter((each) => each !== channel);
  return (checked ? [...others, channel] : others).sort((a, b) => a - b);
}

/**
 * The ONVIF channels, chosen among the device's channels ("Channel 1" is
 * the document's 0), one checkbox each; each change is one step of history
 * writing the 0-based list the document holds (`0,1`).
 */
export function OnvifChannelsChoice({ edited }: { readonly edited: EditedDevice }) {
  const { i18n } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const device = edited.device as OnvifDevice;
  const path = [...edited.path, 'onvifChannels'];
  const count = device.descriptor?.video.nbChannels ?? 0;
  const current = device.onvifChannels;
  const options = [...channelOptions(count), ...current.filter((channel) => channel >= count).flatMap((channel) => channelOptions(0, channel))];
  const problems = [...new Set(edited.problems.at(path).map((located) => problemText(i18n, located.problem)))];
  const label = i18n._(MODULE_LABELS.onvifChannels);

  const toggle = (channel: number, checked: boolean) =>
    apply({
      kind: 'device.onvifChannels',
      label: `${deviceName(edited.device)}: ${label}`,
      apply: (draft) => updateAt(draft, edited.path, (value) => ({ ...(value as OnvifDevice), onvifChannels: toggleChannel((value as OnvifDevice).onvifChannels, channel, checked) })),
    });

  return (
    <Fieldset.Root id={fieldId(path)} data-field="onvifChannels" invalid={problems.length > 0}>
      <Fieldset.Legend fontWeight="medium">{label}</Fieldset.Legend>
      <Fieldset.HelperText>
        <Trans>The device channels the ONVIF profiles map to.</Trans>
      </Fieldset.HelperText>
      {options.length === 0 ? (
        <Text color="fg.muted">
          <Trans>The device announces no channel.</Trans>
        </Text>
      ) : (
        <Flex gap="4" wrap="wrap">
          {options.map((option) => (
            <Checkbox.Root key={option.value} checked={current.includes(option.value)} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => toggle(option.value, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label ? i18n._(option.label) : String(option.value + 1)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      )}
      <Fieldset.ErrorText>{problems.join(' ')}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
