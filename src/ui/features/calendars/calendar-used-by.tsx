import { Box, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Calendar } from '../../../domain/configuration/calendar';
import type { Configuration } from '../../../domain/configuration/configuration';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { pageUrl } from '../../configuration/page-entry';
import { UsedByPanel, type Reference } from '../../configuration/used-by-panel';
import { usePages } from '../../configuration/use-pages';
import { errorText } from '../../i18n/error-text';
import { useApply } from '../../configuration/use-workspace';
import { calendarUsers } from './calendar-usage';
import { calendarDescriptor } from './calendar.descriptor';
import { AlertText } from '../../components/alert-text';

function useReferences(configuration: Configuration, calendar: Calendar): Reference[] {
  const { t } = useLingui();
  const pages = usePages();
  const logic = pages.find((page) => page.path === 'logic');
  return calendarUsers(configuration, calendar).map((user) => ({
    key: user.key,
    name: user.name,
    detail: user.kind === 'gate' ? t`gate input` : user.kind === 'link' ? t`controller link` : t`access`,
    // A gate opens in the logic editor (`?item=<gate id>`), as the other pages' "Used by" do.
    ...(logic && user.gateId !== undefined ? { to: pageUrl(logic), item: user.gateId } : {}),
  }));
}

/** The gates, links and accesses that use the calendar's io. */
export function CalendarUsedBy({ configuration, calendar }: { readonly configuration: Configuration; readonly calendar: Calendar }) {
  return (
    <UsedByPanel
      title={<Trans>Used by</Trans>}
      references={useReferences(configuration, calendar)}
      empty={<Trans>No gate or access uses this calendar's io.</Trans>}
    />
  );
}

/** Deletes a calendar through the domain; when its io is used, the dialog lists who uses it first. */
export function DeleteCalendar({ configuration, calendar, onDeleted }: { readonly configuration: Configuration; readonly calendar: Calendar; readonly onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const references = useReferences(configuration, calendar);
  const name = calendar.name;

  function remove() {
    setAsking(false);
    const outcome = apply({ kind: 'calendar.remove', label: t`Delete the calendar ${name}`, apply: (draft) => calendarDescriptor.remove!(draft, calendar) });
    if (outcome.ok) onDeleted();
    else setRefusal(errorText(i18n, outcome.error));
  }

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        <Icon name="delete" />
        <Trans>Delete</Trans>
      </Button>
      <AlertText>{refusal}</AlertText>
      <ConfirmDialog open={asking} title={<Trans>Delete the calendar {name}?</Trans>} confirmLabel={<Trans>Delete</Trans>} destructive onConfirm={remove} onCancel={() => setAsking(false)}>
        {references.length === 0 ? (
          <Text>
            <Trans>Nothing uses this calendar. The deletion can be undone until the configuration is saved.</Trans>
          </Text>
        ) : (
          <>
            <Text>
              <Trans>These use this calendar's io and would be left without it:</Trans>
            </Text>
            <Box as="ul" ps="5" listStyleType="disc" my="2">
              {references.map((reference) => (
                <li key={reference.key}>
                  {reference.name} — {reference.detail}
                </li>
              ))}
            </Box>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
