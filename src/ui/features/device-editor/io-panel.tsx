import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Device } from '../../../domain/configuration/device/device';
import { hasIoFlag, type Io } from '../../../domain/configuration/io';
import { booleanField, nameField } from '../../configuration/field-kinds';
import { DeviceSections } from './device-facts';
import { DeviceField } from './device-field';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { IoBehaviourFields } from '../../configuration/io-behaviour-fields';
import { useDraft } from '../../configuration/use-workspace';
import { useEditedDevice, type EditedDevice } from './use-edited-device';
import { UserText } from '../../components/user-text';
import { MODULE_LABELS } from '../../configuration/words/module-labels';

const ioNameField = nameField<Device>({ label: MODULE_LABELS.name });
const NOT_LOGIC_CONFIGURABLE = msg`the device fixes whether this signal is logical.`;
const NOT_CONFIGURABLE = msg`the device does not let its inputs and outputs be configured.`;

function logicField(io: Io) {
  return booleanField<Device>({ label: MODULE_LABELS.logic, readOnly: () => (hasIoFlag(io, 'logicConfigurable') ? null : NOT_LOGIC_CONFIGURABLE) });
}

/**
 * One input or output: its name, logic, NO/NC and monostable/bistable (a
 * virtual io's `is-no` and `bistable`, another's flags) and, for a virtual
 * one, the gate output that drives it; each read-only where its flags or the
 * descriptor say so.
 */
function IoForm({ edited, list, io }: { readonly edited: EditedDevice; readonly list: 'inputs' | 'outputs'; readonly io: Io }) {
  const draft = useDraft();
  const at = ['io', list, { id: io.id }] as const;
  // Virtual ios are the appliance's own; a device's are configurable only when its descriptor says so.
  const configurable = hasIoFlag(io, 'virtual') || (edited.device.descriptor?.io.configurable ?? true);
  const readOnly = configurable ? null : NOT_CONFIGURABLE;
  const owner = io.name || undefined;
  return (
    <Box as="section" aria-label={io.name} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h4" size="xs" mb="3">
        <UserText>{io.name}</UserText>
      </Heading>
      <SimpleGrid minChildWidth="15rem" gap="4" alignItems="start">
        <DeviceField edited={edited} at={[...at, 'name']} field={ioNameField} owner={owner} />
        <DeviceField edited={edited} at={[...at, 'logic']} field={logicField(io)} owner={owner} />
        {draft ? <IoBehaviourFields io={io} path={[...edited.path, ...at]} configuration={draft} readOnly={readOnly} editLabel={io.name} /> : null}
      </SimpleGrid>
    </Box>
  );
}

function IoList({ edited, list }: { readonly edited: EditedDevice; readonly list: 'inputs' | 'outputs' }) {
  const ios = edited.device.io?.[list] ?? [];
  if (ios.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>None on this device.</Trans>
      </Text>
    );
  }
  return ios.map((io) => <IoForm key={io.id} edited={edited} list={list} io={io} />);
}

/** The device's inputs and outputs, and its alarm panel when it has one. */
export function IoPanel({ deviceIndex }: DeviceTabPanelProps) {
  const edited = useEditedDevice(deviceIndex);
  if (!edited) return null;
  const { device } = edited;
  const panel = device.descriptor?.controlPanel;
  return (
    <DeviceSections>
      <DeviceSection title={<Trans>Inputs</Trans>}>
        <IoList edited={edited} list="inputs" />
      </DeviceSection>
      <DeviceSection title={<Trans>Outputs</Trans>}>
        <IoList edited={edited} list="outputs" />
      </DeviceSection>
      {device.controlPanel ? (
        <DeviceSection title={<Trans>Control panel</Trans>}>
          <DeviceField edited={edited} at={['controlPanel', 'name']} field={ioNameField} />
          {panel ? (
            <Text>
              <Trans>
                {panel.zones} zones, {panel.areas} areas, {panel.outputs} outputs.
              </Trans>
            </Text>
          ) : null}
        </DeviceSection>
      ) : null}
    </DeviceSections>
  );
}
