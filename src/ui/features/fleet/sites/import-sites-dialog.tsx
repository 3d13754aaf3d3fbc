import { Box, Button, Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FleetImportOutcome } from '../../../../application/fleet-console/fleet-console.port';
import { AlertText } from '../../../components/alert-text';
import { DialogCloseButton, DialogFrame } from '../../../components/dialog-frame';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';

/**
 * Import sites from a CSV file (docs/fleet.md, "Import and export"): every
 * good line is added (each checked on its appliance), every bad line is
 * listed with its number, its column and why.
 */
export function ImportSitesDialog({ onClose, onImported }: { readonly onClose: () => void; readonly onImported: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [outcome, setOutcome] = useState<FleetImportOutcome>();

  const pick = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
  };
  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await services.fleet.importSites(csv);
      setOutcome(done);
      if (done.added.length > 0) onImported();
    } catch (error) {
      setFailure(errorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  const added = outcome?.added.length ?? 0;
  const bad = outcome?.bad.length ?? 0;

  return (
    <DialogFrame
      open
      onClose={onClose}
      fullScreenOnPhone
      testId="import-sites"
      busy={busy}
      title={<Trans>Import sites from a CSV file</Trans>}
      footer={
        <>
          <DialogCloseButton>{outcome ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}</DialogCloseButton>
          <Button colorPalette="primary" loading={busy} loadingText={t`Checking each appliance…`} disabled={csv.trim() === ''} onClick={() => void run()}>
            <Trans>Import</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            The first line names the columns: name, address, username, password (required), http_port, https_port, https, insecure, tags. Each site is checked on its appliance before it is added.
          </Trans>
        </Text>
        <Field.Root>
          <Field.Label>
            <Trans>CSV file</Trans>
          </Field.Label>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void pick(event.target.files?.[0])} />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Or paste its lines</Trans>
          </Field.Label>
          <Textarea name="csv" rows={6} fontFamily="mono" fontSize="sm" value={csv} onChange={(event) => setCsv(event.target.value)} />
        </Field.Root>
        <AlertText>{failure}</AlertText>
        {outcome ? (
          <Box data-testid="import-outcome">
            <Text role="status" fontWeight="medium">
              <Trans>
                {added} sites added, {bad} lines refused.
              </Trans>
            </Text>
            {bad > 0 ? (
              <Table.Root size="sm" mt="2" data-testid="import-bad-lines">
                <Table.Caption>
                  <Trans>Lines not imported</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Line</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Column</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Why</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {outcome.bad.map((line, index) => (
                    <Table.Row key={`${line.line}-${index}`} data-line={line.line}>
                      <Table.Cell>{line.line}</Table.Cell>
                      <Table.Cell>{line.column ?? ''}</Table.Cell>
                      <Table.Cell>
                        {errorText(i18n, { code: line.code })}
                        {line.message ? (
                          <Text as="span" display="block" fontSize="xs" color="fg.muted">
                            {line.message}
                          </Text>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
