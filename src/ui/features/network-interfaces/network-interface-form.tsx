import { Badge, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { NetworkInterfaceField } from '../../../application/network/save-network-interface.use-case';
import type { NetworkInterface } from '../../../application/ports/network-interfaces.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { errorText, formFieldTexts } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { UserText } from '../../components/user-text';

interface Draft {
  readonly dhcp: boolean;
  readonly ip: string;
  readonly netmask: string;
  readonly gateway: string;
  readonly dns: string;
}

const draftOf = (item: NetworkInterface): Draft => ({ dhcp: item.dhcp, ip: item.ip, netmask: item.netmask, gateway: item.gateway, dns: item.dns.join(', ') });

/** One interface: its state and a form for DHCP or a fixed address; a refused save keeps what was typed. */
export function NetworkInterfaceForm({ item, onSaved }: { readonly item: NetworkInterface; readonly onSaved: (saved: NetworkInterface) => void }) {
  const readOnly = useReadOnly();
  const { operations } = useServices();
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<NetworkInterfaceField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    if (saving) return;
    setSaving(true);
    setProblems({});
    setFailure(null);
    setSaved(false);
    try {
      const result = await operations.saveNetworkInterface.execute(item.mac, { ...draft, dns: draft.dns.split(/[\s,;]+/) });
      setDraft(draftOf(result));
      setSaved(true);
      onSaved(result);
    } catch (error) {
      const fields = formFieldTexts<NetworkInterfaceField>(i18n, error);
      if (fields) setProblems(fields);
      else {
        // The appliance's reason, when it gave one, follows the message ('please retry later (…)').
        const detail = error instanceof DomainError ? error.metadata['detail'] : undefined;
        setFailure(`${errorText(i18n, error)}${typeof detail === 'string' && detail ? ` (${detail})` : ''}`);
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (name: NetworkInterfaceField, label: string, placeholder: string) => (
    <Field.Root invalid={problems[name] !== undefined} disabled={draft.dhcp} required={name === 'ip' || name === 'netmask'}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        readOnly={readOnly}
        value={draft[name]}
        placeholder={placeholder}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setDraft((previous) => ({ ...previous, [name]: event.target.value }))}
      />
      <Field.ErrorText>{problems[name] ?? null}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Card.Root as="section" aria-labelledby={`interface-${item.name}`} data-testid={`interface-${item.name}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id={`interface-${item.name}`}>
            <UserText>{item.name}</UserText>
          </Heading>
          <Badge colorPalette={item.connected ? 'green' : 'gray'}>{item.connected ? <Trans>connected</Trans> : <Trans>disconnected</Trans>}</Badge>
        </HStack>
        <Text color="fg.muted" fontFamily="mono" fontSize="sm">
          {item.mac}
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Switch.Root checked={draft.dhcp} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => setDraft((previous) => ({ ...previous, dhcp: details.checked }))}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Address from DHCP</Trans>
              </Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('ip', t`IP address`, '192.168.1.20')}
              {field('netmask', t`Network mask`, '255.255.255.0')}
              {field('gateway', t`Gateway`, '192.168.1.1')}
              {field('dns', t`DNS servers`, '192.168.1.1, 9.9.9.9')}
            </SimpleGrid>
            {failure && (
              <Text role="alert" color="fg.error">
                {failure}
              </Text>
            )}
            {saved && (
              <Text role="status" color="fg.success">
                <Trans>Saved.</Trans>
              </Text>
            )}
            {readOnly ? <ReadOnlyNote /> : null}
            <HStack hidden={readOnly}>
              <Button type="submit" loading={saving} loadingText={t`Saving…`} colorPalette="primary">
                <Trans>Save {item.name}</Trans>
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
