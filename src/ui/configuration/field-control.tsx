import { Field, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { setAt, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { useReadOnly } from '../components/use-read-only';
import type { AnyFieldDescriptor } from './entity-descriptor';
import { fieldId } from './field-id';
import { FieldInputControl } from './field-inputs';
import type { LocatedProblem } from './problem-paths';
import { problemText, refusalText } from './problem-text';
import { useApply, useHeldInput } from './use-workspace';

export interface FieldControlProps {
  readonly field: AnyFieldDescriptor;
  /** The value's path, identified (`{ id }` steps): the control's id and the problems' key. */
  readonly path: ModelPath;
  /** The entity holding the field (the configuration for a single value) and its path. */
  readonly entityPath: ModelPath;
  readonly configuration: Configuration;
  /** The workspace's problems at this field. */
  readonly problems: readonly LocatedProblem[];
  /** Show the workspace's problems before the field is left (an item loaded with them, a link from the problems list). */
  readonly reveal?: boolean;
  /** The history's words for this field's edits ("Store Main: Path"). */
  readonly editLabel?: string;
  readonly editKind?: string;
}

/**
 * One field of a configuration form: its label, help, unit, read-only
 * reason and problems, editing the draft through the workspace, one step of
 * history per committed change. What is typed goes into the draft whenever
 * the model can hold it, right or wrong; a text that can be no value (no
 * number in a number field) is held by the workspace at the field's place.
 * Either way the field's problems are the draft's (one rule: the domain's
 * FIELD_RULES, which the descriptor's `validate` is), so nothing the field
 * shows in red is missing from the problems list or lets the save through.
 * They show once the field has been left, with a refusal of the domain.
 * In a console that may only read, every field is read-only.
 */
export function FieldControl({ field, path, entityPath, configuration, problems, reveal = false, editLabel, editKind = 'field.set' }: FieldControlProps) {
  const { i18n } = useLingui();
  const apply = useApply();
  const consoleReadOnly = useReadOnly();
  const [left, setLeft] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { held, hold, release } = useHeldInput(path);
  const entity = entityPath.length === 0 ? configuration : valueAt(configuration, entityPath);
  const key = path.at(-1);
  const value = valueAt(configuration, path);
  const readOnlyReason = field.readOnly?.(entity, configuration) ?? null;
  // A console that may only read (a fleet site's viewer) shows every field read-only, its value still selectable.
  const readOnly = consoleReadOnly || field.input.kind === 'read-only' || readOnlyReason !== null;

  function commit(next: unknown) {
    setLeft(true);
    const outcome = apply({
      kind: editKind,
      label: editLabel ?? i18n._(field.label),
      apply: (draft) => {
        const current = entityPath.length === 0 ? draft : valueAt(draft, entityPath);
        return field.set ? field.set(next, { configuration: draft, entity: current, path: entityPath }) : setAt(draft, path, next);
      },
    });
    setRefusal(outcome.ok ? null : refusalText(i18n, outcome.error));
  }

  const shown = left || reveal;
  // What the field holds is shown at once (it was just typed, or the field is drawn again over it); its rule once left.
  const own = held?.problem ?? (shown ? field.validate?.(value, entity) ?? null : null);
  const messages = [
    ...(own ? [problemText(i18n, own)] : []),
    ...(shown ? problems.map((located) => problemText(i18n, located.problem)) : []),
    ...(refusal ? [refusal] : []),
  ].filter((message, index, all) => all.indexOf(message) === index);
  const boolean = field.input.kind === 'boolean';

  return (
    // A select has no read-only state: inside a Field.Root only the field's `disabled` reaches it.
    <Field.Root id={fieldId(path)} invalid={messages.length > 0} readOnly={readOnly} disabled={readOnly && field.input.kind === 'select'} data-field={typeof key === 'string' ? key : undefined}>
      {boolean ? null : <Field.Label>{i18n._(field.label)}</Field.Label>}
      <FieldInputControl
        field={field}
        value={value}
        configuration={configuration}
        readOnly={readOnly}
        held={held?.text}
        onCommit={commit}
        onRefused={(typed, problem) => {
          setLeft(true);
          hold(typed, problem);
        }}
        onRelease={release}
        onLeave={() => setLeft(true)}
      />
      {field.help || readOnlyReason ? (
        <Field.HelperText>
          {field.help ? i18n._(field.help) : null}
          {field.help && readOnlyReason ? ' ' : null}
          {readOnlyReason ? (
            <Text as="span" fontStyle="italic">
              <Trans>Read-only:</Trans> {i18n._(readOnlyReason)}
            </Text>
          ) : null}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText>
        {messages.map((message) => (
          <span key={message}>{message} </span>
        ))}
      </Field.ErrorText>
    </Field.Root>
  );
}
