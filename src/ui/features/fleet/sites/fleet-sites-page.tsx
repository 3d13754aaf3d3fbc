import { Alert, Box, Button, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { TableHead } from '../../../components/table-head';
import type { Site } from '../../../../domain/fleet/site';
import { ErrorText } from '../../../components/alert-text';
import { saveFile } from '../../../components/save-file';
import { useLoaded } from '../../../components/use-loaded';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';
import { useMayChange } from '../../../components/use-fleet-session';
import { ImportSitesDialog } from './import-sites-dialog';
import { RemoveSiteDialog } from './remove-site-dialog';
import { SiteFormDialog } from './site-form-dialog';

/** Sites listed at once; past it, the words to find narrow the list (the overview shows them all). */
const SHOWN_AT_MOST = 200;

type Dialog = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly site: Site } | { readonly kind: 'remove'; readonly site: { id: string; name: string } } | { readonly kind: 'import' };

/**
 * The fleet's sites (docs/fleet.md, "Sites"): add, edit, remove, import
 * and export as CSV. A viewer sees the list and the export only, and why.
 */
export function FleetSitesPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const mayChange = useMayChange();
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(() => services.fleet.overview(), [services, version]);
  const [dialog, setDialog] = useState<Dialog>();
  const [find, setFind] = useState('');
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const reload = () => setVersion((value) => value + 1);
  /** A dialog's work done: said above the list, the dialog closed, the list read again. */
  const done = (said: string) => {
    setNotice(said);
    setDialog(undefined);
    reload();
  };

  const sites = useMemo(() => {
    const words = find.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return [...(loaded.value?.rows ?? [])]
      .filter((row) => words.every((word) => [row.name, row.address, ...row.tags].join('\n').toLocaleLowerCase().includes(word)))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  }, [loaded.value, find, i18n.locale]);

  const edit = async (id: string) => {
    setFailure(undefined);
    try {
      setDialog({ kind: 'edit', site: await services.fleet.site(id) });
    } catch (error) {
      setFailure(errorText(i18n, error));
    }
  };
  const exportCsv = async () => {
    setFailure(undefined);
    try {
      const file = await services.fleet.exportSites();
      saveFile(file.bytes, file.fileName, file.type);
    } catch (error) {
      setFailure(errorText(i18n, error));
    }
  };
  const count = sites.length;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="xl" tabIndex={-1}>
          <Trans>Sites</Trans>
        </Heading>
        <Flex gap="2" wrap="wrap">
          {mayChange ? (
            <>
              <Button colorPalette="primary" size="sm" onClick={() => setDialog({ kind: 'add' })}>
                <Trans>Add a site</Trans>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'import' })}>
                <Trans>Import CSV</Trans>
              </Button>
            </>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        </Flex>
      </Flex>
      {mayChange ? null : (
        <Alert.Root status="info" data-testid="viewer-note">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>You are a viewer: you can read the sites and export them, not add, edit, import or remove them. Ask an installer.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {notice ? (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      ) : null}
      <ErrorText error={loaded.error} />
      <ErrorText error={failure} />
      <Field.Root maxW="sm">
        <Field.Label>
          <Trans>Find a site</Trans>
        </Field.Label>
        <Input size="sm" type="search" value={find} placeholder={t`Name, address or tag`} onChange={(event) => setFind(event.target.value)} />
      </Field.Root>
      {loaded.value && loaded.value.rows.length === 0 ? (
        <Text>
          <Trans>No site yet.</Trans>
        </Text>
      ) : null}
      {count > 0 ? (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="fleet-sites">
            <TableHead columns={[<Trans>Name</Trans>, <Trans>Address</Trans>, <Trans>Tags</Trans>, mayChange && <Trans>Actions</Trans>]} />
            <Table.Body>
              {sites.slice(0, SHOWN_AT_MOST).map((row) => {
                const name = row.name;
                return (
                  <Table.Row key={row.id} data-testid="fleet-site" data-site={row.id}>
                    <Table.Cell fontWeight="medium">
                      <bdi>{name}</bdi>
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">
                      <bdi>{row.address}</bdi>
                    </Table.Cell>
                    <Table.Cell>{row.tags.join(', ')}</Table.Cell>
                    {mayChange ? (
                      <Table.Cell>
                        <Flex gap="1" wrap="wrap">
                          <Button size="xs" variant="outline" aria-label={t`Edit ${name}`} onClick={() => void edit(row.id)}>
                            <Trans>Edit</Trans>
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Remove ${name}`} onClick={() => setDialog({ kind: 'remove', site: { id: row.id, name } })}>
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
      {count > SHOWN_AT_MOST ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            {SHOWN_AT_MOST} of {count} sites shown: type words to find the others.
          </Trans>
        </Text>
      ) : null}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <SiteFormDialog
          {...(dialog.kind === 'edit' ? { site: dialog.site } : {})}
          onClose={() => setDialog(undefined)}
          onSaved={(site) => {
            const name = site.name;
            done(dialog.kind === 'add' ? t`Site ${name} added.` : t`Site ${name} saved.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveSiteDialog
          site={dialog.site}
          onClose={() => setDialog(undefined)}
          onRemoved={() => {
            const name = dialog.site.name;
            done(t`Site ${name} removed.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'import' ? <ImportSitesDialog onClose={() => setDialog(undefined)} onImported={reload} /> : null}
    </Stack>
  );
}
