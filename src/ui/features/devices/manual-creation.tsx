import { Button, Card, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Device } from '../../../domain/configuration/device/device';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { CredentialsFields } from './credentials-fields';
import { completeDevice, modelsByLabel, type Credentials } from './new-devices';

export interface ManualCreationProps {
  readonly models: readonly SupportedDevice[];
  readonly onCreated: (devices: readonly Device[]) => void;
}

/** A device created by hand: a model chosen by its label and name, or given by its id; an address, a name, credentials. */
export function ManualCreation({ models, onCreated }: ManualCreationProps) {
  const { t, i18n } = useLingui();
  const { devices } = useServices();
  const groups = useMemo(() => modelsByLabel(models), [models]);
  const [model, setModel] = useState('');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [credentials, setCredentials] = useState<Credentials>({ user: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const chosen = models.find((each) => String(each.id) === model);
      // A model chosen in the list goes by label and name; a typed id by id (the id wins when both are given).
      const input = id.trim() !== '' ? { id: id.trim() } : chosen ? { label: chosen.label, name: chosen.name } : {};
      const device = await devices.create(input);
      onCreated([completeDevice(device, { credentials, name, address })]);
      setName('');
      setAddress('');
    } catch (failure) {
      setError(errorText(i18n, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" as="form" onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}>
          <Heading as="h2" size="lg">
            <Trans>Manual creation</Trans>
          </Heading>
          <Flex gap="3" wrap="wrap">
            <Field.Root flex="2" minW="56">
              <Field.Label>
                <Trans>Model</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={model} onChange={(event) => setModel(event.target.value)}>
                  <option value="">{t`Choose a model`}</option>
                  {groups.map(([label, list]) => (
                    <optgroup key={label} label={label}>
                      {list.map((each) => (
                        <option key={each.id} value={String(each.id)}>
                          {`${each.label} ${each.name}`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1" minW="32">
              <Field.Label>
                <Trans>or model id</Trans>
              </Field.Label>
              <Input inputMode="numeric" value={id} onChange={(event) => setId(event.target.value)} />
            </Field.Root>
          </Flex>
          <Flex gap="3" wrap="wrap">
            <Field.Root flex="1" minW="48">
              <Field.Label>
                <Trans>Device name</Trans>
              </Field.Label>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field.Root>
            <Field.Root flex="1" minW="48">
              <Field.Label>
                <Trans>Device address</Trans>
              </Field.Label>
              <Input value={address} spellCheck={false} onChange={(event) => setAddress(event.target.value)} />
            </Field.Root>
          </Flex>
          <CredentialsFields value={credentials} onChange={setCredentials} />
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="submit" colorPalette="primary" loading={busy} disabled={busy}>
              <Icon name="add" />
              <Trans>Create the device</Trans>
            </Button>
            {error ? (
              <Text role="alert" color="fg.error">
                {error}
              </Text>
            ) : null}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
