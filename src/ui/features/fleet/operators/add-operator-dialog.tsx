import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FleetFormFoot } from '../fleet-form-foot';
import type { Operator } from '../../../../domain/fleet/operator';
import { AlertText } from '../../../components/alert-text';
import { DialogCloseButton, DialogFrame } from '../../../components/dialog-frame';
import { PasswordInput } from '../../../components/password-input';
import { RadioChoices } from '../../../components/radio-choices';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';
import { operatorProblems } from '../../../../domain/fleet/operator';
import { EMPTY_OPERATOR_FORM, operatorFormOf, operatorRefusalPlacement, type OperatorField, type OperatorFormValues } from './operator-form';

/**
 * Add an operator (docs/fleet.md, "Operators"): a name, a password (the
 * appliance's root password rule), a role. The page checks the rules it
 * shares with the server; the server's refusal (a name taken…) is said
 * under the field it is about, with its own words.
 */
export function AddOperatorDialog({ onClose, onAdded }: { readonly onClose: () => void; readonly onAdded: (operator: Operator) => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [values, setValues] = useState<OperatorFormValues>(EMPTY_OPERATOR_FORM);
  const [problems, setProblems] = useState<Partial<Record<OperatorField, string>>>({});
  const [detail, setDetail] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setDetail(undefined);
    setFailure(undefined);
    // The domain's rules of an operator, which the server checks too: told before asking it.
    const local = operatorProblems(values);
    setProblems(Object.fromEntries(Object.entries(local).map(([field, problem]) => [field, errorText(i18n, problem)])));
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      onAdded(await services.fleet.addOperator(operatorFormOf(values)));
    } catch (error) {
      const placed = operatorRefusalPlacement(error);
      if (placed) {
        setProblems(Object.fromEntries(Object.entries(placed.fields).map(([field, problem]) => [field, errorText(i18n, problem)])));
        setDetail(placed.detail);
      } else setFailure(errorText(i18n, error));
      setBusy(false);
    }
  };

  const set = <K extends keyof OperatorFormValues>(key: K, value: OperatorFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const field = (name: Exclude<OperatorField, 'role'>, label: ReactNode, input: ReactNode, helper?: ReactNode) => (
    <Field.Root invalid={problems[name] !== undefined} data-field={name}>
      <Field.Label>{label}</Field.Label>
      {input}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{problems[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <DialogFrame
      open
      onClose={onClose}
      fullScreenOnPhone
      testId="operator-form"
      busy={busy}
      title={<Trans>Add an operator</Trans>}
      footer={
        <>
          <DialogCloseButton>
            <Trans>Cancel</Trans>
          </DialogCloseButton>
          <Button colorPalette="primary" loading={busy} onClick={() => void submit()}>
            <Trans>Add the operator</Trans>
          </Button>
        </>
      }
    >
      <form
        noValidate
        aria-label={t`Add an operator`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          {field(
            'name',
            <Trans>Operator name</Trans>,
            <Input name="name" autoComplete="off" autoFocus value={values.name} onChange={(event) => set('name', event.target.value)} />,
            <Trans>Letters, digits and . _ @ -</Trans>,
          )}
          {field(
            'password',
            <Trans>Password</Trans>,
            <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(event) => set('password', event.target.value)} />,
            <Trans>At least 8 characters, without the name in it</Trans>,
          )}
          <Stack gap="1" data-field="role">
            <RadioChoices
              label={t`Role`}
              value={values.role}
              onChange={(role) => set('role', role)}
              choices={[
                { value: 'viewer', label: t`Viewer: reads only` },
                { value: 'installer', label: t`Installer: reads and changes everything, operators included` },
              ]}
            />
            {problems.role ? <AlertText fontSize="sm">{problems.role}</AlertText> : null}
          </Stack>
          <FleetFormFoot detail={detail} failure={failure} testId="operator-form-detail" />
        </Stack>
      </form>
    </DialogFrame>
  );
}
