import { Badge, Button, Checkbox, Field, HStack, Input, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoadedLog } from '../../../application/logs/read-log.use-case';
import { LOG_KINDS, type LogKind } from '../../../application/ports/system-logs.port';
import { filterLog, formatLog, LOG_LEVELS, type LogLevel } from '../../../domain/logs/log-line';
import { TableHead } from '../../components/table-head';
import { saveFile } from '../../components/save-file';
import { useServices } from '../../services-context';
import { LEVEL_LABELS, LEVEL_PALETTES, LOG_KIND_LABELS, sourceText } from '../../i18n/log-labels';
import { PageHeading } from '../../configuration/page-heading';
import { ErrorText } from '../../components/alert-text';
import { SelectField } from '../../components/select-field';

/** Lines drawn at most; the filter and the downloads still see every line. */
const SHOWN = 2000;

/** The user and system logs: filter by level, search, download what is shown, the whole log or its gzip. */
export function LogsPage() {
  const { operations } = useServices();
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<LogKind>('system');
  const [log, setLog] = useState<LoadedLog>();
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [levels, setLevels] = useState<ReadonlySet<LogLevel>>(new Set(LOG_LEVELS));
  const [search, setSearch] = useState('');

  const load = useCallback(
    async (which: LogKind) => {
      setLoading(true);
      setError(null);
      try {
        setLog(await operations.readLog.execute(which));
      } catch (failure) {
        setError(failure);
      } finally {
        setLoading(false);
      }
    },
    [operations],
  );

  useEffect(() => {
    let current = true;
    operations.readLog.execute(kind).then(
      (loaded) => current && setLog(loaded),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [kind, operations]);

  const current = log?.kind === kind ? log : undefined;
  const shown = useMemo(() => (current ? filterLog(current.entries, { levels, search }) : []), [current, levels, search]);
  const toggle = (level: LogLevel, on: boolean) =>
    setLevels((previous) => {
      const next = new Set(previous);
      if (on) next.add(level);
      else next.delete(level);
      return next;
    });

  const download = async (compressed: boolean) => {
    if (downloading) return;
    setDownloading(true);
    setError(null);
    try {
      const file = await operations.downloadLog.execute(kind, compressed);
      saveFile(file.bytes, file.fileName, file.type);
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  };
  const downloadShown = () => saveFile(formatLog(shown), `vigil-${kind}-log-filtered.log`, 'text/plain;charset=utf-8');

  return (
    <Stack gap="5">
      <PageHeading />
      <Wrap gap="4" align="end">
        <SelectField
          maxW="56"
          label={<Trans>Log</Trans>}
          value={kind}
          options={LOG_KINDS}
          optionLabel={(value) => i18n._(LOG_KIND_LABELS[value])}
          onChange={(value) => {
            setError(null);
            setKind(value);
          }}
        />
        <Field.Root maxW="sm">
          <Field.Label>
            <Trans>Search</Trans>
          </Field.Label>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t`Text in the source or the message`} />
        </Field.Root>
        {/* A fieldset is as wide as its content by default: let the levels wrap on a phone instead. */}
        <fieldset style={{ minWidth: 0 }}>
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            <Trans>Levels</Trans>
          </Text>
          <HStack gap="4" wrap="wrap">
            {LOG_LEVELS.map((level) => (
              <Checkbox.Root key={level} checked={levels.has(level)} onCheckedChange={(details) => toggle(level, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{i18n._(LEVEL_LABELS[level])}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </fieldset>
      </Wrap>
      <Wrap gap="2">
        <Button variant="outline" onClick={() => void load(kind)} loading={loading || (current === undefined && error === null)} loadingText={t`Loading…`}>
          <Trans>Reload</Trans>
        </Button>
        <Button variant="outline" onClick={downloadShown} disabled={!current}>
          <Trans>Download the lines shown</Trans>
        </Button>
        <Button variant="outline" onClick={() => void download(false)} disabled={downloading}>
          <Trans>Download the whole log</Trans>
        </Button>
        <Button variant="outline" onClick={() => void download(true)} disabled={downloading}>
          <Trans>Download compressed (.gz)</Trans>
        </Button>
      </Wrap>
      <ErrorText error={error} />
      {current && (
        <Text role="status" color="fg.muted" data-testid="log-count">
          <Trans>
            {shown.length} of {current.entries.length} lines
          </Trans>
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="70vh" tabIndex={0} role="region" aria-label={i18n._(LOG_KIND_LABELS[kind])}>
        <Table.Root size="sm" stickyHeader aria-label={i18n._(LOG_KIND_LABELS[kind])} data-testid="log-lines">
          <TableHead
            columns={[
              <Trans>Time</Trans>,
              <Trans>Level</Trans>,
              <Trans>Source</Trans>,
              <Trans>Message</Trans>,
            ]}
          />
          <Table.Body fontFamily="mono" fontSize="xs">
            {shown.slice(-SHOWN).map((entry) => (
              <Table.Row key={entry.line} data-level={entry.level ?? 'other'}>
                <Table.Cell whiteSpace="nowrap">{entry.time}</Table.Cell>
                <Table.Cell>{entry.level && <Badge colorPalette={LEVEL_PALETTES[entry.level]}>{i18n._(LEVEL_LABELS[entry.level])}</Badge>}</Table.Cell>
                <Table.Cell>{entry.source && kind === 'system' ? sourceText(i18n, entry.source) : entry.source}</Table.Cell>
                <Table.Cell wordBreak="break-word">{entry.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
