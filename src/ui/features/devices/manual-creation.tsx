import { Button, Card, Field, Flex, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Device } from '../../../domain/configuration/device/device';
import { validateHostAddress } from '../../../domain/configuration/field-validators';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { CredentialsFields } from './credentials-fields';
import { completeDevice, modelsByLabel, type Credentials } from './new-devices';
import { ErrorText } from '../../components/alert-text';
import { useBusyAction } from '../../components/use-busy-action';

export interface ManualCreationProps {
  readonly models: readonly SupportedDevice[];
  readonly onCreated: (devices: readonly Device[]) => void;
}

/** The form's own problems, by field, before anything is sent. */
interface FormProblems {
  readonly model?: string;
  readonly address?: string;
}

/**
 * A device created by hand: a model chosen by its label and name, or given by
 * its id; an address, a name, credentials. The section 5 rule (a numeric id,
 * or a label and a name) is said with this form's own fields ('choose a
 * model in the list or type its numeric id'); a bad address is marked on its
 * field; a model the appliance does not know gets the appliance's words.
 */
export function ManualCreation({ models, onCreated }: ManualCreationProps) {
  const { t, i18n } = useLingui();
  const { devices } = useServices();
  const groups = useMemo(() => modelsByLabel(models), [models]);
  const [model, setModel] = useState('');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [credentials, setCredentials] = useState<Credentials>({ user: '', password: '' });
  const creating = useBusyAction();
  const [problems, setProblems] = useState<FormProblems>({});

  const check = (): FormProblems => {
    const typed = id.trim();
    const addressProblem = validateHostAddress(address);
    return {
      ...((typed === '' ? model === '' : !/^\d+$/.test(typed)) ? { model: t`choose a model in the list or type its numeric id` } : {}),
      ...(addressProblem ? { address: errorText(i18n, addressProblem) } : {}),
    };
  };

  const create = async () => {
    const found = check();
    setProblems(found);
    if (found.model !== undefined || found.address !== undefined) {
      creating.clear();
      return;
    }
    await creating.run(async () => {
      const chosen = models.find((each) => String(each.id) === model);
      // A model chosen in the list goes by label and name; a typed id by id (the id wins when both are given).
      const input = id.trim() !== '' ? { id: id.trim() } : chosen ? { label: chosen.label, name: chosen.name } : {};
      const device = await devices.create(input);
      onCreated([completeDevice(device, { credentials, name, address })]);
      setName('');
      setAddress('');
    });
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
            <Field.Root flex="2" minW="56" invalid={problems.model !== undefined}>
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
            <Field.Root flex="1" minW="32" invalid={problems.model !== undefined}>
              <Field.Label>
                <Trans>or model id</Trans>
              </Field.Label>
              <Input inputMode="numeric" value={id} onChange={(event) => setId(event.target.value)} />
              {/* Said once, beside the id: the rule is about both fields, marked invalid together. */}
              <Field.ErrorText>{problems.model}</Field.ErrorText>
            </Field.Root>
          </Flex>
          <Flex gap="3" wrap="wrap">
            <Field.Root flex="1" minW="48">
              <Field.Label>
                <Trans>Device name</Trans>
              </Field.Label>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field.Root>
            <Field.Root flex="1" minW="48" invalid={problems.address !== undefined}>
              <Field.Label>
                <Trans>Device address</Trans>
              </Field.Label>
              <Input value={address} spellCheck={false} onChange={(event) => setAddress(event.target.value)} />
              <Field.ErrorText>{problems.address}</Field.ErrorText>
            </Field.Root>
          </Flex>
          <CredentialsFields value={credentials} onChange={setCredentials} />
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="submit" colorPalette="primary" loading={creating.busy} disabled={creating.busy}>
              <Icon name="add" />
              <Trans>Create the device</Trans>
            </Button>
            <ErrorText error={creating.error} />
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
