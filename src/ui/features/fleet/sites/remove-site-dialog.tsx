import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertText } from '../../../components/alert-text';
import { DialogCloseButton, DialogFrame } from '../../../components/dialog-frame';
import { RadioChoices } from '../../../components/radio-choices';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';

/** Remove a site, asking first: its history kept (the default), or deleted with it. Its audit entries always stay. */
export function RemoveSiteDialog({ site, onClose, onRemoved }: { readonly site: { readonly id: string; readonly name: string }; readonly onClose: () => void; readonly onRemoved: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [history, setHistory] = useState<'keep' | 'delete'>('keep');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = site.name;
  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await services.fleet.removeSite(site.id, history === 'delete');
      onRemoved();
    } catch (error) {
      setFailure(errorText(i18n, error));
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={onClose}
      placement="center"
      testId="remove-site"
      busy={busy}
      title={<Trans>Remove {name} from the fleet?</Trans>}
      footer={
        <>
          <DialogCloseButton>
            <Trans>Cancel</Trans>
          </DialogCloseButton>
          <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
            <Trans>Remove the site</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          <Trans>The appliance itself is not changed. The audit keeps every entry about this site.</Trans>
        </Text>
        <RadioChoices
          label={t`Its configuration history`}
          value={history}
          onChange={setHistory}
          choices={[
            { value: 'keep', label: t`Keep its history` },
            { value: 'delete', label: t`Delete its history too` },
          ]}
        />
        <AlertText>{failure}</AlertText>
      </Stack>
    </DialogFrame>
  );
}
