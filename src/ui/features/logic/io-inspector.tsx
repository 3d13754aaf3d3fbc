import { Heading, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { hasIoFlag } from '../../../domain/configuration/io';
import type { IoPlace } from '../../../domain/configuration/io-places';
import { UserText } from '../../components/user-text';
import { IoBehaviourFields } from '../../configuration/io-behaviour-fields';

const NOT_CONFIGURABLE = msg`the device does not let its inputs and outputs be configured.`;

/**
 * The selected io's form in the logic inspector: a device's or an access's
 * contact and behaviour, and for a virtual io what drives it, as the device
 * editor's Inputs and outputs tab edits them; a calendar's or the
 * controller's own io is only named.
 */
export function IoInspector({ place, configuration }: { readonly place: IoPlace; readonly configuration: Configuration }) {
  const { io, at } = place;
  const device = at[0] === 'devices' ? configuration.devices[at[1] as number] : undefined;
  const editable = at[0] === 'devices' || at[0] === 'accesses';
  // Virtual ios are the appliance's own; a device's are configurable only when its descriptor says so.
  const configurable = !device || hasIoFlag(io, 'virtual') || (device.descriptor?.io.configurable ?? true);
  return (
    <Stack gap="3" data-testid="io-inspector">
      <Heading as="h2" size="md">
        <UserText>{io.name}</UserText>
      </Heading>
      {hasIoFlag(io, 'virtual') ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>A virtual input or output of the appliance.</Trans>
        </Text>
      ) : null}
      {editable ? (
        <IoBehaviourFields io={io} path={at} configuration={configuration} readOnly={configurable ? null : NOT_CONFIGURABLE} editLabel={io.name} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This signal's settings belong to its page (a calendar, or the controller's constants).</Trans>
        </Text>
      )}
    </Stack>
  );
}
