import { Badge, Box, Button, Card, Flex, Heading, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DiscoveryResult } from '../../../application/devices/device-services';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Device } from '../../../domain/configuration/device/device';
import { Icon } from '../../components/icon';
import { useServices } from '../../services-context';
import { CredentialsFields } from './credentials-fields';
import { completeDevice, discoveryKey, discoveryStatus, modelsOf, type Credentials } from './new-devices';
import { useDiscovery } from './use-discovery';
import { ErrorText } from '../../components/alert-text';
import { useBusyAction } from '../../components/use-busy-action';

export interface DiscoveryPanelProps {
  readonly configured: readonly Pick<Device, 'id' | 'address'>[];
  readonly models: readonly SupportedDevice[];
  /** Adds the created devices to the draft (one step of history). */
  readonly onCreated: (devices: readonly Device[]) => void;
}

/**
 * Discovery: devices listed as they answer, each new, already added or in
 * need of credentials (its model then picked among its manufacturer's); the
 * checked ones are created with one set of credentials.
 */
export function DiscoveryPanel({ configured, models, onCreated }: DiscoveryPanelProps) {
  const { t } = useLingui();
  const { devices } = useServices();
  const [discovery, start, stop] = useDiscovery(configured);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [chosenModel, setChosenModel] = useState<Record<string, string>>({});
  const [credentials, setCredentials] = useState<Credentials>({ user: '', password: '' });
  const adding = useBusyAction();

  const modelFor = (found: DiscoveryResult): { label: string; name: string } | undefined => {
    if (discoveryStatus(found) === 'new') return { label: found.label, name: found.name };
    const chosen = models.find((model) => String(model.id) === chosenModel[discoveryKey(found)]);
    return chosen ? { label: chosen.label, name: chosen.name } : undefined;
  };
  const addable = discovery.results.filter((found) => checked.has(discoveryKey(found)) && discoveryStatus(found) !== 'added' && modelFor(found));

  const toggle = (key: string) => {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChecked(next);
  };

  const add = () =>
    adding.run(async () => {
      const created = await Promise.all(addable.map(async (found) => completeDevice(await devices.create(modelFor(found)!, found), { credentials })));
      onCreated(created);
      setChecked(new Set());
    });


  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" flex="1">
              <Trans>Discovery</Trans>
            </Heading>
            {discovery.running ? (
              <Button variant="outline" onClick={stop}>
                <Icon name="stop" />
                <Trans>Stop</Trans>
              </Button>
            ) : (
              <Button colorPalette="primary" onClick={start}>
                <Icon name="radar" />
                {discovery.finished ? <Trans>Discover again</Trans> : <Trans>Discover devices</Trans>}
              </Button>
            )}
          </Flex>
          {discovery.running ? (
            <Progress.Root value={null} colorPalette="primary" aria-label={t`Discovering devices`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          <Text role="status" color="fg.muted" fontSize="sm">
            {discovery.running ? (
              <Plural value={discovery.results.length} one="Searching the network… # device found" other="Searching the network… # devices found" />
            ) : discovery.finished ? (
              <Plural value={discovery.results.length} one="Discovery finished: # device found" other="Discovery finished: # devices found" />
            ) : null}
          </Text>
          <ErrorText error={discovery.error} />
          {discovery.results.length > 0 ? (
            <Box as="ul" aria-label={t`Discovered devices`} listStyleType="none" display="flex" flexDirection="column" gap="1">
              {discovery.results.map((found) => {
                const key = discoveryKey(found);
                const status = discoveryStatus(found);
                const candidates = status === 'credentials' ? modelsOf(models, found.label) : [];
                const title = `${found.label} ${found.name}`.trim();
                return (
                  <Flex as="li" key={key} gap="3" align="center" wrap="wrap" px="2" py="1" borderWidth="1px" rounded="md">
                    <input
                      type="checkbox"
                      aria-label={t`Add ${title} at ${found.ipAddress}`}
                      disabled={status === 'added'}
                      checked={checked.has(key)}
                      onChange={() => toggle(key)}
                    />
                    <Text flex="1" minW="40">
                      {title}
                    </Text>
                    <Text fontFamily="mono" fontSize="sm">
                      {found.ipAddress}
                    </Text>
                    <StatusBadge status={status} />
                    {status === 'credentials' ? (
                      <NativeSelect.Root size="sm" w="auto" minW="40">
                        <NativeSelect.Field aria-label={t`Model of ${found.label} at ${found.ipAddress}`} value={chosenModel[key] ?? ''} onChange={(event) => setChosenModel({ ...chosenModel, [key]: event.target.value })}>
                          <option value="">{t`Choose its model`}</option>
                          {candidates.map((model) => (
                            <option key={model.id} value={String(model.id)}>
                              {model.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    ) : null}
                  </Flex>
                );
              })}
            </Box>
          ) : null}
          <CredentialsFields value={credentials} onChange={setCredentials} />
          <Flex gap="3" align="center" wrap="wrap">
            <Button colorPalette="primary" disabled={addable.length === 0 || adding.busy} loading={adding.busy} onClick={() => void add()}>
              <Icon name="add" />
              <Plural value={addable.length} one="Add # device" other="Add # devices" />
            </Button>
            <ErrorText error={adding.error} />
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StatusBadge({ status }: { readonly status: ReturnType<typeof discoveryStatus> }) {
  if (status === 'added')
    return (
      <Badge colorPalette="gray">
        <Trans>Already added</Trans>
      </Badge>
    );
  if (status === 'credentials')
    return (
      <Badge colorPalette="orange">
        <Trans>Needs credentials</Trans>
      </Badge>
    );
  return (
    <Badge colorPalette="green">
      <Trans>New</Trans>
    </Badge>
  );
}
