import { Alert, Badge, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TableHead } from '../../../components/table-head';
import type { Operator, OperatorRole } from '../../../../domain/fleet/operator';
import { ErrorAlert, ErrorText } from '../../../components/alert-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLoaded } from '../../../components/use-loaded';
import { errorText } from '../../../i18n/error-text';
import { formatDateTime } from '../../../i18n/locale-formats';
import { useServices } from '../../../services-context';
import { RoleLabel } from '../fleet-header';
import { useFleetSession, useMayChange } from '../../../components/use-fleet-session';
import { AddOperatorDialog } from './add-operator-dialog';
import { RefusalAdvice, ServerWords } from './refusal-words';
import { RemoveOperatorDialog } from './remove-operator-dialog';

type Dialog = { readonly kind: 'add' } | { readonly kind: 'remove'; readonly operator: Operator } | { readonly kind: 'demote-yourself'; readonly operator: Operator };

/** A role change the server refused, said above the list. */
interface Refused {
  readonly name: string;
  readonly error: unknown;
}

/**
 * The fleet's operators (docs/fleet.md, "Operators"): who may sign in, with
 * which role. An installer adds them, changes their role and removes them;
 * a viewer sees the list only, and why. The server refuses what would leave
 * no installer; making oneself a viewer asks first.
 */
export function FleetOperatorsPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const mayChange = useMayChange();
  const session = useFleetSession();
  const me = session.kind === 'signed-in' ? session.operator.id : undefined;
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(() => services.fleet.operators(), [services, version]);
  const [dialog, setDialog] = useState<Dialog>();
  const [changing, setChanging] = useState<string>();
  const [refused, setRefused] = useState<Refused>();
  const [notice, setNotice] = useState<string>();
  const reload = () => setVersion((value) => value + 1);
  /** A dialog's work done: said above the list, the dialog closed, the list read again. */
  const done = (said: string) => {
    setNotice(said);
    setDialog(undefined);
    reload();
  };
  const operators = loaded.value ?? [];

  const changeRole = async (operator: Operator, role: OperatorRole) => {
    const name = operator.name;
    setRefused(undefined);
    setNotice(undefined);
    setChanging(operator.id);
    try {
      await services.fleet.setOperatorRole(operator.id, role);
      setNotice(role === 'installer' ? t`${name} is now an installer.` : t`${name} is now a viewer.`);
      reload();
    } catch (error) {
      setRefused({ name, error });
    } finally {
      setChanging(undefined);
    }
  };
  const askRole = (operator: Operator) => {
    const role: OperatorRole = operator.role === 'installer' ? 'viewer' : 'installer';
    if (operator.id === me && role === 'viewer') setDialog({ kind: 'demote-yourself', operator });
    else void changeRole(operator, role);
  };
  const refusedName = refused?.name ?? '';
  const refusedWhy = refused ? errorText(i18n, refused.error) : '';

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="xl" tabIndex={-1}>
          <Trans>Operators</Trans>
        </Heading>
        {mayChange ? (
          <Button colorPalette="primary" size="sm" onClick={() => setDialog({ kind: 'add' })}>
            <Trans>Add an operator</Trans>
          </Button>
        ) : null}
      </Flex>
      {mayChange ? null : (
        <Alert.Root status="info" data-testid="viewer-note">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>You are a viewer: you can read the operators, not add them, change their role or remove them. Ask an installer.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <Text color="fg.muted">
        <Trans>An installer reads and changes everything (sites, rollouts, operators); a viewer reads only. The fleet always keeps at least one installer.</Trans>
      </Text>
      {notice ? (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      ) : null}
      <ErrorAlert title={refused ? t`The role of ${refusedName} was not changed: ${refusedWhy}` : undefined} data-testid="operator-refusal">
        <ServerWords error={refused?.error} />
        <RefusalAdvice error={refused?.error} />
      </ErrorAlert>
      <ErrorText error={loaded.error} />
      {operators.length > 0 ? (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="fleet-operators">
            <TableHead columns={[<Trans>Name</Trans>, <Trans>Role</Trans>, <Trans>Added</Trans>, mayChange && <Trans>Actions</Trans>]} />
            <Table.Body>
              {operators.map((operator) => {
                const name = operator.name;
                return (
                  <Table.Row key={operator.id} data-testid="operator-row" data-operator={name} data-role={operator.role}>
                    <Table.Cell fontWeight="medium">
                      <bdi>{name}</bdi>
                      {operator.id === me ? (
                        <Badge ms="2" size="sm" variant="outline" colorPalette="primary">
                          <Trans>you</Trans>
                        </Badge>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell data-cell="role">
                      <RoleLabel role={operator.role} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(Date.parse(operator.createdAt), i18n.locale)}</Table.Cell>
                    {mayChange ? (
                      <Table.Cell>
                        <Flex gap="1" wrap="wrap">
                          <Button size="xs" variant="outline" loading={changing === operator.id} aria-label={operator.role === 'installer' ? t`Make viewer: ${name}` : t`Make installer: ${name}`} onClick={() => askRole(operator)}>
                            {operator.role === 'installer' ? <Trans>Make viewer</Trans> : <Trans>Make installer</Trans>}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t`Remove ${name}`}
                            onClick={() => {
                              setRefused(undefined);
                              setDialog({ kind: 'remove', operator });
                            }}
                          >
                            <Trans>Remove</Trans>
                          </Button>
                        </Flex>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddOperatorDialog
          onClose={() => setDialog(undefined)}
          onAdded={(operator) => {
            const name = operator.name;
            setRefused(undefined);
            done(operator.role === 'installer' ? t`Operator ${name} added, an installer.` : t`Operator ${name} added, a viewer.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveOperatorDialog
          operator={dialog.operator}
          onClose={() => setDialog(undefined)}
          onRemoved={() => {
            const name = dialog.operator.name;
            done(t`Operator ${name} removed.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'demote-yourself'}
        title={<Trans>Make yourself a viewer?</Trans>}
        confirmLabel={<Trans>Make me a viewer</Trans>}
        destructive
        onCancel={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind === 'demote-yourself') void changeRole(dialog.operator, 'viewer');
          setDialog(undefined);
        }}
      >
        <Text>
          <Trans>This is you: you will no longer be able to change anything, this page included, until an installer makes you one again.</Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
