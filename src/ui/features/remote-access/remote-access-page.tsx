import { Button, Field, Input, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { TUNNEL_PROTOCOLS, type Tunnel, type TunnelProtocol } from '../../../application/ports/tunnels.port';
import type { TunnelField, TunnelForm } from '../../../application/remote-access/open-tunnel.use-case';
import { TableHead } from '../../components/table-head';
import { Icon } from '../../components/icon';
import { errorText, formFieldTexts } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { Panel } from '../../components/panel';
import { PageHeading } from '../../configuration/page-heading';
import { AlertText } from '../../components/alert-text';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { SelectField } from '../../components/select-field';

const DEFAULT_PORTS: Record<TunnelProtocol, string> = { https: '443', http: '80', rtsp: '554', ssh: '22' };
const tunnelKey = (tunnel: Tunnel): string => `${tunnel.protocol}:${tunnel.host ?? ''}:${tunnel.port}`;

/** Remote-access tunnels: the open ones, opening one (protocol, host, port, lifetime) and closing one. */
export function RemoteAccessPage() {
  const readOnly = useReadOnly();
  const { t, i18n } = useLingui();
  const services = useServices();
  const [tunnels, setTunnels] = useState<Tunnel[]>();
  const [form, setForm] = useState<TunnelForm>({ protocol: 'https', host: '', port: '443', minutes: '60' });
  const [fields, setFields] = useState<Partial<Record<TunnelField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<string>();

  useEffect(() => {
    let current = true;
    services.listTunnels.execute().then(
      (listed) => current && setTunnels(listed),
      (caught: unknown) => current && setFailure(errorText(i18n, caught)),
    );
    return () => {
      current = false;
    };
  }, [services, i18n]);

  async function open(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy('open');
    setFields({});
    setFailure(undefined);
    try {
      setTunnels(await services.openTunnel.execute(form));
    } catch (caught) {
      const problems = formFieldTexts<TunnelField>(i18n, caught);
      if (problems) setFields(problems);
      else setFailure(errorText(i18n, caught));
    } finally {
      setBusy(undefined);
    }
  }

  async function close(tunnel: Tunnel): Promise<void> {
    if (busy) return;
    setBusy(tunnelKey(tunnel));
    setFailure(undefined);
    try {
      setTunnels(await services.closeTunnel.execute(tunnel));
    } catch (caught) {
      setFailure(errorText(i18n, caught));
    } finally {
      setBusy(undefined);
    }
  }

  const update = (patch: Partial<TunnelForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <Stack gap="6">
      <PageHeading />
      <Panel title={<Trans>Open a tunnel</Trans>}>
        {readOnly ? (
          <ReadOnlyNote />
        ) : (
          <form onSubmit={(event) => void open(event)} noValidate aria-label={t`Open a tunnel`}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
                <SelectField
                  label={<Trans>Protocol</Trans>}
                  value={form.protocol}
                  options={TUNNEL_PROTOCOLS}
                  optionLabel={(protocol) => protocol.toUpperCase()}
                  onChange={(protocol) => update({ protocol, port: DEFAULT_PORTS[protocol] })}
                />
                <Field.Root>
                  <Field.Label>
                    <Trans>Host</Trans>
                  </Field.Label>
                  <Input value={form.host} onChange={(event) => update({ host: event.target.value })} placeholder={t`the appliance itself`} />
                </Field.Root>
                <Field.Root invalid={fields.port !== undefined}>
                  <Field.Label>
                    <Trans>Port</Trans>
                  </Field.Label>
                  <Input value={form.port} onChange={(event) => update({ port: event.target.value })} inputMode="numeric" />
                  <Field.ErrorText>{fields.port}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={fields.expiration !== undefined}>
                  <Field.Label>
                    <Trans>Expires in (minutes)</Trans>
                  </Field.Label>
                  <Input value={form.minutes} onChange={(event) => update({ minutes: event.target.value })} inputMode="numeric" placeholder={t`never`} />
                  <Field.ErrorText>{fields.expiration}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Button type="submit" size="sm" colorPalette="primary" alignSelf="flex-start" loading={busy === 'open'} loadingText={t`Opening`} disabled={busy !== undefined}>
                <Icon name="vpn_lock" />
                <Trans>Open the tunnel</Trans>
              </Button>
            </Stack>
          </form>
        )}
      </Panel>
      <AlertText data-testid="tunnel-error">{failure}</AlertText>
      <Panel title={<Trans>Open tunnels</Trans>}>
        {tunnels === undefined ? (
          failure ? null : <Skeleton height="16" />
        ) : tunnels.length === 0 ? (
          <Text color="fg.muted" data-testid="no-tunnels">
            <Trans>No tunnel is open.</Trans>
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="tunnels">
              <TableHead
                columns={[
                  <Trans>Protocol</Trans>,
                  <Trans>Host</Trans>,
                  <Trans>Port</Trans>,
                  <Trans>Expires</Trans>,
                  <Trans>Action</Trans>,
                ]}
              />
              <Table.Body>
                {tunnels.map((tunnel) => (
                  <Table.Row key={tunnelKey(tunnel)}>
                    <Table.Cell>{tunnel.protocol.toUpperCase()}</Table.Cell>
                    <Table.Cell>{tunnel.host ?? t`the appliance itself`}</Table.Cell>
                    <Table.Cell>{tunnel.port}</Table.Cell>
                    <Table.Cell>{tunnel.expiration ? i18n.date(tunnel.expiration, { dateStyle: 'short', timeStyle: 'short' }) : t`never`}</Table.Cell>
                    <Table.Cell>
                      {readOnly ? null : (
                        <Button size="xs" variant="outline" colorPalette="red" loading={busy === tunnelKey(tunnel)} disabled={busy !== undefined} onClick={() => void close(tunnel)} aria-label={t`Close the ${tunnel.protocol.toUpperCase()} tunnel on port ${tunnel.port}`}>
                          <Trans>Close</Trans>
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
    </Stack>
  );
}
