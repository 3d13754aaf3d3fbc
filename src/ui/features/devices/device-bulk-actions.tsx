import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Guid } from '../../../domain/configuration/guid';
import { Icon } from '../../components/icon';
import { useApply } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { removeDevices, setDevicesEnabled, setDevicesStore } from '../../configuration/entities/device-rows';
import { AlertText } from '../../components/alert-text';

const NONE = '';

export interface DeviceBulkActionsProps {
  readonly configuration: Configuration;
  readonly selected: ReadonlySet<Guid>;
  readonly onDeleted: () => void;
}

/** Actions on the selected devices; each one is one step of the workspace's history. */
export function DeviceBulkActions({ configuration, selected, onDeleted }: DeviceBulkActionsProps) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const [store, setStore] = useState(configuration.parameters.stores.find((each) => each.default)?.id ?? NONE);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = selected.size;
  const ids = new Set(selected);

  const run = (kind: string, label: string, edit: (c: Configuration) => Configuration) => {
    const outcome = apply({ kind, label, apply: edit });
    setRefusal(outcome.ok ? null : errorText(i18n, outcome.error));
    return outcome.ok;
  };

  return (
    <Flex role="group" aria-label={t`Selected devices`} gap="3" wrap="wrap" align="center" p="3" borderWidth="1px" rounded="md" bg="bg.subtle">
      <Text fontWeight="semibold">
        <Plural value={count} one="# device selected" other="# devices selected" />
      </Text>
      <NativeSelect.Root size="sm" w="auto" minW="40">
        <NativeSelect.Field aria-label={t`Store for the selected devices`} value={store} onChange={(event) => setStore(event.target.value)}>
          {configuration.parameters.stores.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name === '' ? each.id : each.name}
            </option>
          ))}
          <option value={NONE}>{t`Not recorded`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" onClick={() => run('devices.store', t`Set the store of ${count} devices`, (c) => setDevicesStore(c, ids, store === NONE ? undefined : store))}>
        <Icon name="storage" />
        <Trans>Set store</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={() => run('devices.enable', t`Enable ${count} devices`, (c) => setDevicesEnabled(c, ids, true))}>
        <Icon name="toggle_on" />
        <Trans>Enable</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={() => run('devices.disable', t`Disable ${count} devices`, (c) => setDevicesEnabled(c, ids, false))}>
        <Icon name="toggle_off" />
        <Trans>Disable</Trans>
      </Button>
      {confirming ? (
        <Flex gap="2" align="center">
          <Button
            size="sm"
            colorPalette="red"
            autoFocus
            onClick={() => {
              setConfirming(false);
              if (run('devices.delete', t`Delete ${count} devices`, (c) => removeDevices(c, ids))) onDeleted();
            }}
          >
            <Plural value={count} one="Delete # device" other="Delete # devices" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </Flex>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <Icon name="delete" />
          <Trans>Delete…</Trans>
        </Button>
      )}
      <AlertText>{refusal}</AlertText>
    </Flex>
  );
}
