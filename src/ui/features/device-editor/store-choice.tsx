import { Field } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { updateAt } from '../../../domain/configuration/model-path';
import type { Store, StoreReference } from '../../../domain/configuration/store';
import { fieldId } from '../../configuration/field-id';
import type { LocatedProblem } from '../../configuration/problem-paths';
import { problemText } from '../../configuration/problem-text';
import { TextSelect } from '../../configuration/text-select';
import { useApply } from '../../configuration/use-workspace';

const NONE = '';

export interface StoreChoiceProps {
  readonly label: string;
  /** The identified path of the module's `store` reference. */
  readonly path: ModelPath;
  readonly reference: StoreReference;
  readonly stores: readonly Store[];
  readonly problems: readonly LocatedProblem[];
}

/**
 * Where one module records: "Not recorded" or a store of the configuration,
 * by name. A reference to a store the configuration lacks is shown by its
 * guid, with the workspace's problem, until another is chosen. "Not
 * recorded" keeps the reference's id (only `use` changes), so recording
 * again later writes back what was there.
 */
export function StoreChoice({ label, path, reference, stores, problems }: StoreChoiceProps) {
  const { i18n, t } = useLingui();
  const apply = useApply();
  const value = reference.use ? (reference.id ?? NONE) : NONE;
  const known = value === NONE || stores.some((store) => store.id === value);
  const messages = problems.map((located) => problemText(i18n, located.problem));
  return (
    <Field.Root id={fieldId(path)} invalid={messages.length > 0}>
      <Field.Label>{label}</Field.Label>
      <TextSelect
        value={value}
        options={[{ value: NONE, text: t`Not recorded` }, ...(known ? [] : [{ value, text: value }]), ...stores.map((store) => ({ value: store.id, text: store.name }))]}
        onChange={(id) =>
          apply({
            kind: 'device.store',
            label: `${label}: ${t`Recording store`}`,
            apply: (draft) => updateAt(draft, path, (current) => {
              const ref = current as StoreReference;
              return id === NONE ? (ref.use ? { ...ref, use: false } : ref) : { use: true, id };
            }),
          })
        }
      />
      <Field.ErrorText>{messages.join(' ')}</Field.ErrorText>
      {stores.length === 0 ? (
        <Field.HelperText>
          <Trans>The configuration has no store yet.</Trans>
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
