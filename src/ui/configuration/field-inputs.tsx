import { Button, Checkbox, HStack, Input, InputGroup, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import { setCryptedValue, type CryptedString } from '../../domain/configuration/crypted-string';
import { PasswordInput } from '../components/password-input';
import { useCommitOnBlur } from './commit-input';
import type { AnyFieldDescriptor } from './entity-descriptor';
import { FIELD_UNITS } from './field-units';
import { fieldText, readFieldText } from './field-values';
import { TextSelect } from './text-select';
import type { FieldProblem } from '../../domain/configuration/field-validators';

export interface FieldInputProps {
  readonly field: AnyFieldDescriptor;
  readonly value: unknown;
  readonly configuration: Configuration;
  readonly readOnly: boolean;
  /** One committed change: a step of history. */
  readonly onCommit: (value: unknown) => void;
  /** What the field holds that the draft cannot (a number field's text that is no number): shown instead of the value. */
  readonly held?: string;
  /** What was typed cannot be a value (no number in a number field): the workspace holds it, never the draft. */
  readonly onRefused: (typed: string, problem: FieldProblem) => void;
  /** What was typed is the value (committed, or unchanged) or its typing was dropped: nothing is held any more. */
  readonly onRelease: () => void;
  readonly onLeave: () => void;
}

const TEXT_TYPES: Partial<Record<string, string>> = { email: 'email', phone: 'tel' };

/**
 * A text-like control that keeps what is typed to itself and commits it on
 * blur or Enter (one step of history per committed change); while not being
 * edited it shows the draft's value, so undo and redo show through.
 */
function TextLikeInput({ field, value, held, readOnly, onCommit, onRefused, onRelease, onLeave }: FieldInputProps) {
  const { i18n, t } = useLingui();
  const { input } = field;
  const { inputProps, editing } = useCommitOnBlur<unknown, FieldProblem>({
    text: held ?? fieldText(input, value),
    parse: (typed) => {
      const parsed = readFieldText(input, typed);
      // A password is committed as typed, even unchanged: setting it clears the crypted flag.
      return parsed.ok && input.kind === 'sensitive' ? { ok: true, value: setCryptedValue(value as CryptedString, typed) } : parsed;
    },
    commit: (next) => {
      // A value: whatever the field held that the draft could not goes, even when the value is the draft's already.
      if (held !== undefined) onRelease();
      if (input.kind === 'sensitive' || !Object.is(next, value)) onCommit(next);
    },
    onRefused,
    onRevert: held === undefined ? undefined : onRelease,
    multiline: input.kind === 'multiline',
  });
  const common = {
    ...inputProps,
    readOnly,
    onBlur: () => {
      inputProps.onBlur();
      onLeave();
    },
  };
  if (input.kind === 'multiline') return <Textarea {...common} />;
  if (input.kind === 'sensitive') {
    const crypted = typeof value === 'object' && value !== null && (value as { crypted?: boolean }).crypted === true;
    return <PasswordInput {...common} autoComplete="new-password" placeholder={crypted && !editing ? t`unchanged` : undefined} />;
  }
  const numeric = input.kind === 'integer' || input.kind === 'decimal';
  const element = <Input {...common} type={TEXT_TYPES[input.kind] ?? 'text'} inputMode={numeric ? (input.kind === 'integer' ? 'numeric' : 'decimal') : undefined} spellCheck={input.kind === 'text' ? undefined : false} />;
  return field.unit ? <InputGroup endAddon={i18n._(FIELD_UNITS[field.unit])}>{element}</InputGroup> : element;
}

function BooleanInput({ field, value, readOnly, onCommit, onLeave }: FieldInputProps) {
  const { i18n } = useLingui();
  return (
    <Checkbox.Root checked={value === true} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => onCommit(details.checked === true)} onBlur={onLeave}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{i18n._(field.label)}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SelectInput({ field, value, configuration, readOnly, onCommit, onLeave }: FieldInputProps) {
  const { i18n } = useLingui();
  if (field.input.kind !== 'select') return null;
  const options = field.input.options(configuration);
  const selected = options.findIndex((option) => Object.is(option.value, value));
  // Options stand for their index: their values may be numbers or anything else.
  const choices = options.map((option, index) => ({ value: String(index), text: option.label ? i18n._(option.label) : (option.text ?? String(option.value)) }));
  return (
    <TextSelect
      disabled={readOnly}
      value={selected < 0 ? '' : String(selected)}
      options={selected < 0 ? [{ value: '', text: String(value ?? '') }, ...choices] : choices}
      onChange={(chosen) => {
        const option = options[Number(chosen)];
        if (option && !Object.is(option.value, value)) onCommit(option.value);
      }}
      onBlur={onLeave}
    />
  );
}

function BinaryInput({ field, value, readOnly, onCommit }: FieldInputProps) {
  const accept = field.input.kind === 'binary' ? field.input.accept : undefined;
  const size = value instanceof Uint8Array ? value.length : undefined;
  return (
    <HStack gap="3" wrap="wrap">
      <Input type="file" accept={accept} disabled={readOnly} p="1" onChange={async (event) => {
        const file = event.target.files?.[0];
        if (file) onCommit(new Uint8Array(await file.arrayBuffer()));
      }} />
      <Text color="fg.muted">{size === undefined ? <Trans>No file</Trans> : <Trans>{size} bytes</Trans>}</Text>
      {size !== undefined && !readOnly ? (
        <Button size="sm" variant="outline" onClick={() => onCommit(null)}>
          <Trans>Remove the file</Trans>
        </Button>
      ) : null}
    </HStack>
  );
}

function ReadOnlyInput({ field, value }: FieldInputProps) {
  const text = field.input.kind === 'read-only' && field.input.format ? field.input.format(value) : String(value ?? '');
  return <Input value={text} readOnly />;
}

/** The control for the field's input kind. */
export function FieldInputControl(props: FieldInputProps) {
  switch (props.field.input.kind) {
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'binary':
      return <BinaryInput {...props} />;
    case 'read-only':
      return <ReadOnlyInput {...props} />;
    default:
      return <TextLikeInput {...props} />;
  }
}
