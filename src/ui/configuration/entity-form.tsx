import { Fieldset, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { valueAt } from '../../domain/configuration/model-path';
import { usePreferences } from '../preferences-context';
import { anyDescriptor, itemPath, type EntityDescriptor } from './entity-descriptor';
import { FieldControl } from './field-control';
import { FIELD_GROUPS } from './field-groups';
import { fieldId } from './field-id';
import { formLayout } from './form-layout';
import type { ProblemIndex } from './problem-paths';
import { useWorkspace } from './use-workspace';

export interface EntityFormProps<T> {
  readonly descriptor: EntityDescriptor<T>;
  /** The item's id, for an entity of a list. */
  readonly id?: string;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
  /** Shown above the fields (the page puts the item's name and actions here). */
  readonly header?: ReactNode;
}

/**
 * The form of one entity, rendered from its descriptor: fields grouped
 * (fieldsets with a legend), labels, help and units translated, expert
 * fields in expert mode only, read-only fields with why. Each field edits
 * the draft through the workspace. A link to a field (`#cfg.…`, from the
 * problems list) focuses it.
 */
export function EntityForm<T>({ descriptor, id, configuration, problems, header }: EntityFormProps<T>) {
  const { i18n } = useLingui();
  const { expertMode } = usePreferences();
  const location = useLocation();
  const path = itemPath(descriptor.location, id);
  const entity = valueAt(configuration, path);
  // An item the appliance's document already holds shows its problems at once; a new one as its fields are left.
  const loaded = useWorkspace((state) => state.base !== undefined && valueAt(state.base.configuration, path) !== undefined);
  const hash = location.hash;

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash));
    if (target instanceof HTMLElement) target.focus();
  }, [hash, id]);

  if (entity === undefined) return null;
  const erased = anyDescriptor(descriptor);
  const name = erased.nameOf(entity);
  const groups = formLayout(erased, entity, configuration, expertMode);
  return (
    <Stack gap="5" as="form" onSubmit={(event) => event.preventDefault()} aria-label={name === '' ? i18n._(descriptor.singular) : name}>
      {header}
      {groups.map(({ group, fields }) => (
        <Fieldset.Root key={group}>
          <Fieldset.Legend asChild>
            <Heading as="h3" size="sm">
              {i18n._(FIELD_GROUPS[group])}
            </Heading>
          </Fieldset.Legend>
          <Fieldset.Content>
            {fields.map(({ key, field }) => {
              const fieldPath = [...path, key];
              return (
                <FieldControl
                  key={key}
                  field={field}
                  path={fieldPath}
                  entityPath={path}
                  configuration={configuration}
                  problems={problems.at(fieldPath)}
                  reveal={loaded || hash === fieldId(fieldPath)}
                  editKind={`${descriptor.kind}.${key}`}
                  editLabel={`${name === '' ? i18n._(descriptor.singular) : name}: ${i18n._(field.label)}`}
                />
              );
            })}
          </Fieldset.Content>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}
