import { Button, Checkbox, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LicenseStatus } from '../../../application/ports/license.port';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailsList } from '../../components/details-list';
import { Icon } from '../../components/icon';
import { Panel } from '../../components/panel';
import { errorText, formFieldTexts } from '../../i18n/error-text';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { LICENSE_STATES, LICENSE_TYPES } from '../../components/server/dashboard-labels';

interface PendingConfirmation {
  readonly current: string;
  readonly next: string;
  readonly answer: (confirmed: boolean) => void;
}

/**
 * The licence (status, type, devices, cloud data, days, expiry) and its
 * activation with a product code. Force activation is an expert option.
 */
export function LicencePanel({ license, loadError, onChange }: { readonly license: LicenseStatus | undefined; readonly loadError: unknown; readonly onChange: (license: LicenseStatus) => void }) {
  const readOnly = useReadOnly();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { expertMode } = usePreferences();
  const [code, setCode] = useState('');
  const [force, setForce] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<ReactNode>();
  const [pending, setPending] = useState<PendingConfirmation>();
  const seeded = useRef(false);

  useEffect(() => {
    if (license && !seeded.current) {
      seeded.current = true;
      setCode(license.productCode);
    }
  }, [license]);

  async function activate(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFieldError(undefined);
    setFailure(undefined);
    setNotice(undefined);
    try {
      const outcome = await services.activateLicense.execute({
        productCode: code,
        force: expertMode && force,
        confirmChange: (current, next) => new Promise<boolean>((answer) => setPending({ current, next, answer })),
      });
      onChange(outcome.license);
      if (outcome.kind === 'activated') setNotice(<Trans>The licence is activated.</Trans>);
      else if (outcome.kind === 'already-activated') setNotice(<Trans>The licence is already activated.</Trans>);
    } catch (caught) {
      const problem = formFieldTexts<'productCode'>(i18n, caught)?.productCode;
      if (problem) setFieldError(problem);
      else setFailure(errorText(i18n, caught));
    } finally {
      setBusy(false);
    }
  }

  function answer(confirmed: boolean): void {
    pending?.answer(confirmed);
    setPending(undefined);
  }

  return (
    <Panel
      icon="verified"
      title={<Trans>Licence</Trans>}
      after={
        <ConfirmDialog
          open={pending !== undefined}
          title={<Trans>Replace the product code?</Trans>}
          confirmLabel={<Trans>Replace</Trans>}
          onCancel={() => answer(false)}
          onConfirm={() => answer(true)}
        >
          <Stack gap="2">
            <Text>
              <Trans>The appliance has another product code. Replacing it deactivates the current licence.</Trans>
            </Text>
            <Text fontFamily="mono" wordBreak="break-all">
              {pending?.current} → {pending?.next}
            </Text>
          </Stack>
        </ConfirmDialog>
      }
    >
      <Stack gap="4">
        {license ? (
          <LicenceRows license={license} />
        ) : loadError ? (
          <Text role="alert" color="fg.error">
            {errorText(i18n, loadError)}
          </Text>
        ) : (
          <Skeleton height="24" />
        )}
        {readOnly ? <ReadOnlyNote /> : null}
        <form onSubmit={(event) => void activate(event)} noValidate aria-label={t`Licence activation`} hidden={readOnly}>
        <Stack gap="3">
          <Field.Root invalid={fieldError !== undefined}>
            <Field.Label>
              <Trans>Product code</Trans>
            </Field.Label>
            <Input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" spellCheck={false} fontFamily="mono" placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX" />
            <Field.HelperText>
              <Trans>28 characters; spaces and dashes are ignored.</Trans>
            </Field.HelperText>
            <Field.ErrorText>{fieldError}</Field.ErrorText>
          </Field.Root>
          {expertMode ? (
            <Checkbox.Root checked={force} onCheckedChange={(details) => setForce(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Force activation, even when already activated</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <Button type="submit" colorPalette="primary" loading={busy} loadingText={t`Activating`} alignSelf="flex-start" size="sm">
            <Icon name="key" />
            <Trans>Activate the licence</Trans>
          </Button>
          {failure ? (
            <Text role="alert" color="fg.error" data-testid="licence-error">
              {failure}
            </Text>
          ) : null}
          {notice ? (
            <Text role="status" color="fg.success" data-testid="licence-notice">
              {notice}
            </Text>
          ) : null}
        </Stack>
        </form>
      </Stack>
    </Panel>
  );
}

function LicenceRows({ license }: { readonly license: LicenseStatus }) {
  const { t, i18n } = useLingui();
  const rows: ReadonlyArray<readonly [ReactNode, string]> = [
    [<Trans key="s">Status</Trans>, i18n._(LICENSE_STATES[license.status])],
    [<Trans key="t">Type</Trans>, license.type ? i18n._(LICENSE_TYPES[license.type]) : '—'],
    [<Trans key="d">Devices</Trans>, String(license.devices)],
    [<Trans key="c">Cloud data</Trans>, license.cloudData === undefined ? '—' : String(license.cloudData)],
    [<Trans key="r">Days left</Trans>, license.days === undefined ? '—' : String(license.days)],
    [<Trans key="e">Expired</Trans>, license.expirated === undefined ? '—' : license.expirated ? t`Yes` : t`No`],
  ];
  return (
    <DetailsList rows={rows} testId="licence-details" />
  );
}
