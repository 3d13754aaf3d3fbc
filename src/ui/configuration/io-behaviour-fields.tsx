import { Field, NativeSelect } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { attachIo, ioLinkedSignal } from '../../domain/configuration/controller/io-links';
import { SignalDirectory } from '../../domain/configuration/controller/signal-names';
import { hasIoFlag, isMonostable, isNormallyClosed, withMonostable, withNormallyClosed, type Io } from '../../domain/configuration/io';
import { updateAt, type ModelPath } from '../../domain/configuration/model-path';
import { signalWords } from './signal-words';
import { fieldId } from './field-id';
import { useApply } from './use-workspace';
import { useReadOnly } from '../components/use-read-only';

/** The two-way choices of an io: the words of the setting off, then on. */
export const IO_BEHAVIOUR_CHOICES = {
  normallyClosed: { label: msg`Contact`, choices: [msg`Normally open (NO)`, msg`Normally closed (NC)`] },
  monostable: { label: msg`Behaviour`, choices: [msg`Bistable`, msg`Monostable`] },
} as const satisfies Record<string, { readonly label: MessageDescriptor; readonly choices: readonly [MessageDescriptor, MessageDescriptor] }>;

const SETTINGS = {
  normallyClosed: { read: isNormallyClosed, write: withNormallyClosed },
  monostable: { read: isMonostable, write: withMonostable },
} as const;

interface ChoiceProps {
  readonly io: Io;
  /** The io's identified path in the configuration. */
  readonly path: ModelPath;
  readonly setting: keyof typeof SETTINGS;
  /** Why it cannot be changed, or null. */
  readonly readOnly: MessageDescriptor | null;
  readonly editLabel: string;
}

/**
 * One two-way setting of an io (NO/NC, bistable/monostable): a virtual io
 * says it with `is-no` and `bistable`, another with flags 16 and 32; the
 * model's setters choose (io.ts).
 */
function IoChoice({ io, path, setting, readOnly, editLabel }: ChoiceProps) {
  const { i18n } = useLingui();
  const apply = useApply();
  const { label, choices } = IO_BEHAVIOUR_CHOICES[setting];
  const { read, write } = SETTINGS[setting];
  const on = read(io);
  const locked = useReadOnly() || readOnly !== null;
  return (
    <Field.Root id={fieldId([...path, setting])} readOnly={locked} disabled={locked}>
      <Field.Label>{i18n._(label)}</Field.Label>
      <NativeSelect.Root disabled={locked}>
        <NativeSelect.Field
          value={on ? '1' : '0'}
          onChange={(event) => {
            const next = event.target.value === '1';
            if (next === on) return;
            apply({ kind: `device.io.${setting}`, label: `${editLabel}: ${i18n._(label)}`, apply: (draft) => updateAt(draft, path, (current) => write(current as Io, next)) });
          }}
        >
          <option value="0">{i18n._(choices[0])}</option>
          <option value="1">{i18n._(choices[1])}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {readOnly ? (
        <Field.HelperText>
          <Trans>Read-only:</Trans> {i18n._(readOnly)}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/**
 * What drives a virtual io (`link`): the controller link carrying a gate's
 * output; choosing an output no link carries adds one.
 */
function IoLinkChoice({ io, path, configuration, editLabel }: { readonly io: Io; readonly path: ModelPath; readonly configuration: Configuration; readonly editLabel: string }) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const { controller } = configuration;
  const names = useMemo(() => new SignalDirectory(configuration), [configuration]);
  const words = signalWords(i18n);
  const carried = ioLinkedSignal(configuration, io);
  // Every top-level gate output, and whatever a link already carries.
  const signals = useMemo(
    () => [...new Set([...controller.gates.flatMap((gate) => gate.outputs.map((output) => output.id)), ...controller.links.map((link) => link.linkId).filter((id) => id !== '')])],
    [controller],
  );
  const label = t`Driven by`;
  const readOnly = useReadOnly();
  return (
    <Field.Root id={fieldId([...path, 'link'])} readOnly={readOnly} disabled={readOnly}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field
          value={carried ?? io.link ?? ''}
          onChange={(event) => {
            const signal = event.target.value;
            apply({ kind: 'device.io.link', label: `${editLabel}: ${label}`, apply: (draft) => attachIo(draft, path, signal) });
          }}
        >
          <option value="">{t`Nothing (not linked)`}</option>
          {carried === undefined ? <option value={io.link}>{t`A link that is not in the configuration (${io.link})`}</option> : null}
          {signals.map((id) => (
            <option key={id} value={id}>
              {names.text(id, words)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface IoBehaviourFieldsProps {
  readonly io: Io;
  readonly path: ModelPath;
  readonly configuration: Configuration;
  /** Why the contact and the behaviour cannot be changed (a device that fixes them), or null. */
  readonly readOnly: MessageDescriptor | null;
  readonly editLabel: string;
}

/** An io's contact, behaviour and, for a virtual one (or one with a link), what drives it: the device editor's and the logic inspector's. */
export function IoBehaviourFields({ io, path, configuration, readOnly, editLabel }: IoBehaviourFieldsProps) {
  return (
    <>
      <IoChoice io={io} path={path} setting="normallyClosed" readOnly={readOnly} editLabel={editLabel} />
      <IoChoice io={io} path={path} setting="monostable" readOnly={readOnly} editLabel={editLabel} />
      {hasIoFlag(io, 'virtual') || io.link !== undefined ? <IoLinkChoice io={io} path={path} configuration={configuration} editLabel={editLabel} /> : null}
    </>
  );
}
