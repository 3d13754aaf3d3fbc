import { useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { NetworkParameters } from '../../../domain/configuration/network-parameters';
import type { AnyFieldDescriptor } from '../../configuration/entity-descriptor';
import { FieldControl } from '../../configuration/field-control';
import type { ProblemIndex } from '../../configuration/problem-paths';
import { NETWORK_PATH, networkDescriptor } from './network.descriptor';

export interface NetworkFieldProps {
  readonly name: keyof NetworkParameters;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
}

/** The descriptor's field of the network parameters, laid out alone (a service's use flag or port, the certificate's domain); its problems show at once. */
export function NetworkField({ name, configuration, problems }: NetworkFieldProps) {
  const { i18n } = useLingui();
  const path = [...NETWORK_PATH, name];
  const field = networkDescriptor.fields[name] as AnyFieldDescriptor;
  return (
    <FieldControl
      field={field}
      path={path}
      entityPath={NETWORK_PATH}
      configuration={configuration}
      problems={problems.at(path)}
      reveal
      editKind={`network.${name}`}
      editLabel={`${i18n._(networkDescriptor.singular)}: ${i18n._(field.label)}`}
    />
  );
}
