import { Button, Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FleetFormFoot } from '../fleet-form-foot';
import type { Site, SiteField } from '../../../../domain/fleet/site';
import { DialogCloseButton, DialogFrame } from '../../../components/dialog-frame';
import { PasswordInput } from '../../../components/password-input';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';
import { EMPTY_SITE_FORM, localProblems, refusalPlacement, siteFieldsOf, siteFormOf, type SiteFormValues } from './site-form';

interface SiteFormDialogProps {
  /** The site edited; undefined to add one. */
  readonly site?: Site;
  readonly onClose: () => void;
  readonly onSaved: (site: Site) => void;
}

/**
 * Add or edit a site (docs/fleet.md, "Sites"): the server signs in to the
 * appliance with these credentials before it keeps anything, and its
 * refusal is said on the field it is about, with its reason.
 */
export function SiteFormDialog({ site, onClose, onSaved }: SiteFormDialogProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const editing = site !== undefined;
  const [values, setValues] = useState<SiteFormValues>(site ? siteFormOf(site) : EMPTY_SITE_FORM);
  const [problems, setProblems] = useState<Partial<Record<SiteField, string>>>({});
  const [detail, setDetail] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setDetail(undefined);
    setFailure(undefined);
    const local = localProblems(values, editing);
    setProblems(Object.fromEntries(Object.entries(local).map(([field, problem]) => [field, errorText(i18n, problem)])));
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const fields = siteFieldsOf(values);
      onSaved(site ? await services.fleet.updateSite(site.id, fields) : await services.fleet.addSite(fields));
    } catch (error) {
      const placed = refusalPlacement(error);
      if (placed) {
        setProblems(Object.fromEntries(Object.entries(placed.fields).map(([field, problem]) => [field, errorText(i18n, problem)])));
        setDetail(placed.detail);
      } else setFailure(errorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const field = (name: SiteField, label: ReactNode, input: ReactNode, helper?: ReactNode) => (
    <Field.Root invalid={problems[name] !== undefined} data-field={name}>
      <Field.Label>{label}</Field.Label>
      {input}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{problems[name]}</Field.ErrorText>
    </Field.Root>
  );
  const text = (name: Exclude<keyof SiteFormValues, 'secure' | 'insecure'>, extra: Record<string, unknown> = {}) => (
    <Input name={name} value={values[name]} onChange={(event) => set(name, event.target.value)} {...extra} />
  );

  return (
    <DialogFrame
      open
      onClose={onClose}
      fullScreenOnPhone
      testId="site-form"
      busy={busy}
      title={editing ? <Trans>Edit the site</Trans> : <Trans>Add a site</Trans>}
      footer={
        <>
          <DialogCloseButton>
            <Trans>Cancel</Trans>
          </DialogCloseButton>
          <Button colorPalette="primary" loading={busy} loadingText={t`Checking the appliance…`} onClick={() => void submit()}>
            {editing ? <Trans>Save the site</Trans> : <Trans>Add the site</Trans>}
          </Button>
        </>
      }
    >
      <form
        noValidate
        aria-label={editing ? t`Edit the site` : t`Add a site`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          {field('name', <Trans>Name</Trans>, text('name', { autoFocus: true }))}
          {field('address', <Trans>Address</Trans>, text('address', { placeholder: '192.168.1.20' }), <Trans>A host name or an IP address</Trans>)}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('httpPort', <Trans>HTTP port</Trans>, text('httpPort', { inputMode: 'numeric' }))}
            {field('httpsPort', <Trans>HTTPS port</Trans>, text('httpsPort', { inputMode: 'numeric' }))}
          </SimpleGrid>
          <Checkbox.Root checked={values.secure} onCheckedChange={(details) => set('secure', details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Use HTTPS</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          {values.secure ? (
            <Checkbox.Root checked={values.insecure} onCheckedChange={(details) => set('insecure', details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Accept the appliance's self-signed certificate</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          {field('username', <Trans>Root user</Trans>, text('username', { autoComplete: 'off' }))}
          {field(
            'password',
            <Trans>Root password</Trans>,
            <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(event) => set('password', event.target.value)} />,
            editing ? <Trans>Leave empty to keep the stored password</Trans> : undefined,
          )}
          {field('tags', <Trans>Tags</Trans>, text('tags', { placeholder: 'customer:Acme, region:north' }), <Trans>Separated by commas</Trans>)}
          <FleetFormFoot detail={detail} failure={failure} testId="site-form-detail" />
        </Stack>
      </form>
    </DialogFrame>
  );
}
