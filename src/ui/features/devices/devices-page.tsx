import { Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Guid } from '../../../domain/configuration/guid';
import { EmptyState } from '../../components/empty-state';
import { CorruptedItems } from '../../configuration/corrupted-items';
import { ProblemsList } from '../../configuration/problems-list';
import { DeviceBulkActions } from './device-bulk-actions';
import { deviceRows, MIXED_STORES, NO_STORE, queryRows, type DeviceKind, type SortKey } from '../../configuration/entities/device-rows';
import { DeviceTable } from './device-table';
import { useConnectionStates } from './use-connection-states';
import { useStale } from '../../components/stale-note';
import { PageHeading } from '../../configuration/page-heading';
import { RequireDraft } from '../../configuration/require-draft';
import type { Configuration } from '../../../domain/configuration/configuration';
import { useReadOnly } from '../../components/use-read-only';
import { AddDevicesLink } from '../../components/device-links';

const ANY = '*';
const PAGE_PATHS = [['devices']];

/**
 * The configured devices: search, filters (store, kind), sort, a selection
 * for bulk actions, each row linking to its editor. The table is virtualised;
 * devices the model could not read follow it, read-only.
 */
export function DevicesPage() {
  return <RequireDraft>{(draft) => <Devices draft={draft} />}</RequireDraft>;
}

function Devices({ draft }: { readonly draft: Configuration }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [store, setStore] = useState(ANY);
  const [kind, setKind] = useState(ANY);
  const [sort, setSort] = useState<SortKey>('name');
  const [descending, setDescending] = useState(false);
  const readOnly = useReadOnly();
  const [selection, setSelection] = useState<ReadonlySet<Guid>>(new Set());
  const deferredSearch = useDeferredValue(search);
  // The live connections of the rows in view, as the appliance reports them.
  const [visibleIos, setVisibleIos] = useState<readonly string[]>([]);
  const connections = useConnectionStates(visibleIos);
  const { stale } = useStale();

  const rows = useMemo(() => (draft ? deviceRows(draft) : []), [draft]);
  const shown = useMemo(
    () => queryRows(rows, { search: deferredSearch, store: store === ANY ? undefined : store, kind: kind === ANY ? undefined : (kind as DeviceKind), sort, descending }),
    [rows, deferredSearch, store, kind, sort, descending],
  );
  // A selection only ever holds devices still in the draft (after a delete, an undo).
  const selected = useMemo(() => new Set(rows.filter((row) => selection.has(row.id)).map((row) => row.id)), [rows, selection]);

  // From the current selection, not this render's: the table's rows keep the first toggle they were given (device-table.tsx).
  const toggle = (id: Guid) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => {
    const allShown = shown.length > 0 && shown.every((row) => selected.has(row.id));
    const next = new Set(selected);
    for (const row of shown) {
      if (allShown) next.delete(row.id);
      else next.add(row.id);
    }
    setSelection(next);
  };
  const clearFilters = () => {
    setSearch('');
    setStore(ANY);
    setKind(ANY);
  };
  const sortBy = (key: SortKey) => {
    if (key === sort) setDescending(!descending);
    else {
      setSort(key);
      setDescending(false);
    }
  };

  return (
    <Stack gap="5">
      <Flex align="center" gap="3" wrap="wrap">
        <PageHeading flex="1" />
        <AddDevicesLink />
      </Flex>
      {rows.length === 0 ? (
        <EmptyState
          icon="videocam_off"
          title={<Trans>No device yet</Trans>}
          testId="devices-empty"
          action={<AddDevicesLink button />}
        >
          {readOnly ? (
            <Trans>This site has no camera, recorder nor I/O box. Adding them is for an installer.</Trans>
          ) : (
            <Trans>Add the site's cameras, recorders and I/O boxes: discover them on the network, or create one by hand from its model.</Trans>
          )}
        </EmptyState>
      ) : (
        <>
        <Flex gap="3" wrap="wrap" align="end">
          <Input flex="2" minW="48" type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-label={t`Search devices`} placeholder={t`Name, model or address`} />
          <NativeSelect.Root flex="1" minW="40">
            <NativeSelect.Field aria-label={t`Filter by store`} value={store} onChange={(event) => setStore(event.target.value)}>
              <option value={ANY}>{t`Every store`}</option>
              {draft.parameters.stores.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name === '' ? each.id : each.name}
                </option>
              ))}
              <option value={NO_STORE}>{t`Not recorded`}</option>
              <option value={MIXED_STORES}>{t`Several stores`}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root flex="1" minW="40">
            <NativeSelect.Field aria-label={t`Filter by kind`} value={kind} onChange={(event) => setKind(event.target.value)}>
              <option value={ANY}>{t`Every kind`}</option>
              <option value="native">{t`Native`}</option>
              <option value="onvif">ONVIF</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          <Trans>
            {shown.length} of {rows.length} devices shown, {selected.size} selected
          </Trans>
        </Text>
        {selected.size > 0 && !readOnly ? <DeviceBulkActions configuration={draft} selected={selected} onDeleted={() => setSelection(new Set())} /> : null}
        {shown.length === 0 ? (
          <EmptyState
            icon="search_off"
            title={<Trans>No device matches</Trans>}
            testId="devices-no-match"
            action={
              <Button variant="outline" onClick={clearFilters}>
                <Trans>Clear the search and filters</Trans>
              </Button>
            }
          >
            <Trans>No device has this name, model or address with the filters chosen.</Trans>
          </EmptyState>
        ) : (
          <DeviceTable rows={shown} connection={connections.of} stale={stale} onVisible={setVisibleIos} selected={selected} onToggle={toggle} onToggleAll={toggleAll} sort={sort} descending={descending} onSort={sortBy} />
        )}
        </>
      )}
      <CorruptedItems under={PAGE_PATHS} />
      <ProblemsList under={PAGE_PATHS} />
    </Stack>
  );
}

