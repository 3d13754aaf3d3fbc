import { Fieldset, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { valueAt } from '../../domain/configuration/model-path';
import { usePreferences } from '../preferences-context';
import { anyDescriptor, isHiddenField, itemPath, type EntityDescriptor } from './entity-descriptor';
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
            {fields.map(({ key }) => (
              <DescriptorField key={key} descriptor={descriptor} id={id} name={key as keyof T & string} configuration={configuration} problems={problems} reveal={loaded || hash === fieldId([...path, key])} />
            ))}
          </Fieldset.Content>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}

export interface DescriptorFieldProps<T> {
  readonly descriptor: EntityDescriptor<T>;
  /** The item's id, for an entity of a list. */
  readonly id?: string;
  readonly name: keyof T & string;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
  /** Show the workspace's problems before the field is left. */
  readonly reveal?: boolean;
}

/**
 * One field of an entity, from its descriptor: in its form, or laid out alone
 * by a page (a network service's port). Its edits are named after the entity
 * and the field ("Main: Path"; the entity's kind when it has no name).
 */
export function DescriptorField<T>({ descriptor, id, name, configuration, problems, reveal }: DescriptorFieldProps<T>) {
  const { i18n } = useLingui();
  const erased = anyDescriptor(descriptor);
  const field = erased.fields[name];
  if (!field || isHiddenField(field)) return null;
  const entityPath = itemPath(descriptor.location, id);
  const path = [...entityPath, name];
  const owner = erased.nameOf(valueAt(configuration, entityPath));
  return (
    <FieldControl
      field={field}
      path={path}
      entityPath={entityPath}
      configuration={configuration}
      problems={problems.at(path)}
      reveal={reveal}
      editKind={`${descriptor.kind}.${name}`}
      editLabel={`${owner === '' ? i18n._(descriptor.singular) : owner}: ${i18n._(field.label)}`}
    />
  );
}
