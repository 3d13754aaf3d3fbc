import { Badge, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isOnvifDevice } from '../../../domain/configuration/device/device';
import { Icon } from '../../components/icon';
import { PanelEntrance } from '../../components/motion-panels';
import { ProblemsList } from '../../configuration/problems-list';
import { RequireDraft } from '../../configuration/require-draft';
import type { Configuration } from '../../../domain/configuration/configuration';
import { deviceName } from '../../configuration/entities/device-rows';
import { AllDevicesLink } from '../../components/device-links';
import { DEVICE_EDITOR_TABS } from './device-editor-tabs';
import { useEditorTab } from './use-editor-tab';
import { useDevice } from './use-edited-device';
import { UserText } from '../../components/user-text';

/** `'3'` → 3; anything that is not a 0-based position → undefined. */
export function parseDeviceIndex(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * The editor of one device, the one at 0-based position `index` of the
 * draft's device list (section 2): a tab per concern, each editing the
 * draft through the workspace (one step of history per change, saved with
 * the save bar), the device's problems below.
 */
export function EditDevicePage() {
  return <RequireDraft>{(draft) => <EditDevice draft={draft} />}</RequireDraft>;
}

function EditDevice({ draft }: { readonly draft: Configuration }) {
  const { i18n } = useLingui();
  const { index: param } = useParams({ strict: false }) as { index?: string };
  const index = parseDeviceIndex(param);
  const device = useDevice(index ?? -1);
  const [tab, setTab] = useEditorTab(DEVICE_EDITOR_TABS);
  const id = device?.id;
  const under = useMemo(() => (id === undefined ? [] : [['devices', { id }]]), [id]);

  if (index === undefined || !device) {
    return (
      <Stack gap="4">
        <AllDevicesLink />
        <Heading as="h1" size="2xl">
          <Trans>No such device</Trans>
        </Heading>
        <Text role="alert">
          <Trans>The configuration has no device number {param ?? ''}: it holds {draft.devices.length} devices, numbered from 0.</Trans>
        </Text>
      </Stack>
    );
  }
  const name = deviceName(device);
  return (
    <Stack gap="5">
      <AllDevicesLink />
      <Stack gap="1">
        <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3">
          <Icon name="videocam" />
          {name === '' ? <Trans>(no name)</Trans> : <UserText>{name}</UserText>}
        </Heading>
        <Flex gap="2" align="center" color="fg.muted" wrap="wrap">
          <Text>{device.typename}</Text>
          {isOnvifDevice(device) ? <Badge>ONVIF</Badge> : null}
          <Text>{device.address}</Text>
          {device.configured ? null : (
            <Badge colorPalette="orange">
              <Trans>Disabled</Trans>
            </Badge>
          )}
        </Flex>
      </Stack>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          {DEVICE_EDITOR_TABS.map((each) => (
            <Tabs.Trigger key={each.value} value={each.value}>
              {i18n._(each.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {DEVICE_EDITOR_TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <PanelEntrance>
              <Panel deviceIndex={index} />
            </PanelEntrance>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ProblemsList under={under} />
    </Stack>
  );
}
