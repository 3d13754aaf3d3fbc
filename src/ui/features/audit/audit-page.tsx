import { Button, Field, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AuditFilter } from '../../../application/ports/history.port';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditResult } from '../../../domain/audit/audit-entry';
import { ErrorText } from '../../components/alert-text';
import { Icon } from '../../components/icon';
import { Panel } from '../../components/panel';
import { SelectField } from '../../components/select-field';
import { TableHead } from '../../components/table-head';
import { useLoaded } from '../../components/use-loaded';
import { UserText } from '../../components/user-text';
import { PageHeading } from '../../configuration/page-heading';
import { useServices } from '../../services-context';
import { HistoryStatusNote } from '../../configuration/history-status-note';
import { AUDIT_ACTION_WORDS, AUDIT_RESULT_WORDS } from './audit-words';
import { ChainLine } from './chain-line';

const PAGE = 100;
const RESULTS: readonly ('' | AuditResult)[] = ['', 'succeeded', 'refused', 'failed'];

/** A date input's value as the start (or the end) of that day, ISO; undefined when empty. */
function dayBound(value: string, end: boolean): string | undefined {
  if (value === '') return undefined;
  const day = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(day.getTime()) ? undefined : day.toISOString();
}

function saveFile(file: { fileName: string; bytes: Uint8Array; type: string }): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Every operation made through Vigil (docs/history.md, "The audit"): filter
 * by who, what, when and result; export what the filters show as CSV or
 * JSON; and whether the chain is intact.
 */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<'' | AuditAction>('');
  const [result, setResult] = useState<'' | AuditResult>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [older, setOlder] = useState<readonly AuditEntry[]>([]);
  const [exportError, setExportError] = useState<unknown>();
  const filter: AuditFilter = { actor: actor.trim() || undefined, action: action || undefined, result: result || undefined, from: dayBound(from, false), to: dayBound(to, true) };
  const key = JSON.stringify(filter);
  const status = useLoaded(() => services.history.status(), [services]);
  const verification = useLoaded(() => services.history.verify(), [services]);
  const first = useLoaded(async () => {
    setOlder([]);
    return services.history.audit({ ...filter, limit: PAGE });
    // The filter is read through its key.
  }, [services, key]);
  const entries = [...(first.value ?? []), ...older];
  const more = async () => {
    const last = entries.at(-1);
    if (last) setOlder([...older, ...(await services.history.audit({ ...filter, beforeSequence: last.sequence, limit: PAGE }))]);
  };
  const exportAs = async (format: 'csv' | 'json') => {
    try {
      setExportError(undefined);
      saveFile(await services.history.exportAudit(filter, format));
    } catch (error) {
      setExportError(error);
    }
  };

  return (
    <Stack gap="6">
      <PageHeading />
      <HistoryStatusNote status={status.value} error={status.error} />
      <ChainLine verification={verification.value} error={status.error ? undefined : verification.error} />
      <Panel icon="filter_list" title={<Trans>Operations</Trans>}>
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root maxW="14rem">
              <Field.Label>
                <Trans>Who</Trans>
              </Field.Label>
              <Input value={actor} onChange={(event) => setActor(event.target.value)} placeholder={t`any user`} />
            </Field.Root>
            <SelectField label={<Trans>What</Trans>} value={action} options={['', ...AUDIT_ACTIONS]} optionLabel={(each) => (each === '' ? t`Any operation` : i18n._(AUDIT_ACTION_WORDS[each]))} onChange={setAction} maxW="16rem" />
            <SelectField label={<Trans>Result</Trans>} value={result} options={RESULTS} optionLabel={(each) => (each === '' ? t`Any result` : i18n._(AUDIT_RESULT_WORDS[each]))} onChange={setResult} maxW="12rem" />
            <Field.Root maxW="11rem">
              <Field.Label>
                <Trans>From</Trans>
              </Field.Label>
              <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            </Field.Root>
            <Field.Root maxW="11rem">
              <Field.Label>
                <Trans>To</Trans>
              </Field.Label>
              <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </Field.Root>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void exportAs('csv')} data-testid="audit-export-csv">
              <Icon name="download" />
              <Trans>Export as CSV</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void exportAs('json')}>
              <Icon name="download" />
              <Trans>Export as JSON</Trans>
            </Button>
          </Flex>
          {exportError ? <ErrorText error={exportError} /> : null}
          {first.error ? <ErrorText error={first.error} /> : null}
          {first.value !== undefined && entries.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No operation matches.</Trans>
            </Text>
          ) : null}
          {entries.length > 0 ? (
            <Table.ScrollArea tabIndex={0} role="region" aria-label={t`Operations`}>
              <Table.Root size="sm" data-testid="audit-table">
                <TableHead columns={[t`When`, t`Who`, t`From where`, t`What`, t`Result`, t`Detail`]} />
                <Table.Body>
                  {entries.map((entry) => (
                    <Table.Row key={entry.sequence} data-action={entry.action} data-result={entry.result}>
                      <Table.Cell whiteSpace="nowrap">{i18n.date(new Date(entry.at), { dateStyle: 'short', timeStyle: 'medium' })}</Table.Cell>
                      <Table.Cell>
                        <UserText>{entry.actor || '—'}</UserText>
                      </Table.Cell>
                      <Table.Cell>{entry.address || '—'}</Table.Cell>
                      <Table.Cell>
                        {AUDIT_ACTION_WORDS[entry.action] ? i18n._(AUDIT_ACTION_WORDS[entry.action]) : entry.action}
                        {entry.target ? (
                          <>
                            {' '}
                            <UserText>{entry.target}</UserText>
                          </>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>{AUDIT_RESULT_WORDS[entry.result] ? i18n._(AUDIT_RESULT_WORDS[entry.result]) : entry.result}</Table.Cell>
                      <Table.Cell wordBreak="break-word">
                        <UserText>{entry.detail}</UserText>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
          {(first.value?.length ?? 0) === PAGE && entries.length % PAGE === 0 ? (
            <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => void more()}>
              <Trans>Older operations</Trans>
            </Button>
          ) : null}
        </Stack>
      </Panel>
    </Stack>
  );
}
