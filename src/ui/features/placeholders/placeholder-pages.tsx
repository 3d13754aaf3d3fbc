import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { PlaceholderPage } from './placeholder-page';

export function UsersPage() {
  return (
    <PlaceholderPage icon="group" title={<Trans>Users</Trans>}>
      <Trans>It will list the user groups and their users, with the rights of each group on every camera and resource.</Trans>
    </PlaceholderPage>
  );
}

export function DevicesPage() {
  return (
    <PlaceholderPage icon="videocam" title={<Trans>Devices</Trans>}>
      <Trans>It will list the cameras and recorders, with their connection state, and lead to device detection and manual creation.</Trans>
    </PlaceholderPage>
  );
}

export function NewDevicePage() {
  return (
    <PlaceholderPage icon="add_a_photo" title={<Trans>New device</Trans>}>
      <Trans>It will detect devices on the network or create one by hand, by its identifier or by label and name.</Trans>
    </PlaceholderPage>
  );
}

export function EditDevicePage() {
  const { index } = useParams({ strict: false }) as { index?: string };
  return (
    <PlaceholderPage icon="edit" title={<Trans>Device {index}</Trans>}>
      <Trans>It will edit this device: address and credentials, video and audio streams, inputs and outputs, pan/tilt/zoom.</Trans>
    </PlaceholderPage>
  );
}

export function CalendarsPage() {
  return (
    <PlaceholderPage icon="calendar_month" title={<Trans>Calendars</Trans>}>
      <Trans>It will set the calendars: daily, weekly, monthly and yearly ranges that drive inputs and alerts.</Trans>
    </PlaceholderPage>
  );
}
