import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useDraft } from '../../configuration/use-workspace';
import { AnalysisPanel } from '../device-analysis/analysis-panel';
import { DeviceLivePanel } from './device-live-panel';

/**
 * Temporary device page of the devlive branch: the "Live" and "Video
 * analysis" tabs alone, so they can be tried end to end. The device editor
 * replaces it and mounts the same panels under the same tab names.
 */
export function EditDevicePage() {
  const { index } = useParams({ strict: false }) as { index?: string };
  const deviceIndex = Number(index);
  const device = useDraft()?.devices[deviceIndex];
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {device ? device.name : <Trans>Device {index}</Trans>}
      </Heading>
      <Tabs.Root defaultValue="live" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="live">
            <Trans>Live</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="analysis">
            <Trans>Video analysis</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="live">
          <DeviceLivePanel deviceIndex={deviceIndex} />
        </Tabs.Content>
        <Tabs.Content value="analysis">
          <AnalysisPanel deviceIndex={deviceIndex} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
