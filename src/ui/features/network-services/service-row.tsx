import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { updateAt, valueAt } from '../../../domain/configuration/model-path';
import type { NetworkParameters } from '../../../domain/configuration/network-parameters';
import type { AnyFieldDescriptor } from '../../configuration/entity-descriptor';
import type { ProblemIndex } from '../../configuration/problem-paths';
import { useApply } from '../../configuration/use-workspace';
import { Icon } from '../../components/icon';
import { NETWORK_PATH, networkDescriptor, type NetworkService } from './network.descriptor';
import { useReadOnly } from '../../components/use-read-only';
import { DescriptorField } from '../../configuration/entity-form';

export interface ServiceRowProps {
  readonly service: NetworkService;
  readonly configuration: Configuration;
  readonly problems: ProblemIndex;
}

const fieldOf = (key: keyof NetworkParameters) => networkDescriptor.fields[key] as AnyFieldDescriptor;

/**
 * One network service: whether it is used, its port, and a reset of the port
 * to the specification's default (section 9), the one reset that always has
 * a source. Two services on one port show the domain's problem on both ports.
 */
export function ServiceRow({ service, configuration, problems }: ServiceRowProps) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const name = i18n._(service.name);
  const network = valueAt(configuration, NETWORK_PATH) as NetworkParameters;
  const title = i18n._(networkDescriptor.singular);
  const portKey = service.port;
  const defaultPort = service.defaultPort;
  const atDefault = portKey !== undefined && network[portKey] === defaultPort;
  const reset = () => {
    if (portKey === undefined || defaultPort === undefined) return;
    const field = i18n._(fieldOf(portKey).label);
    apply({
      kind: `network.${portKey}.reset`,
      label: t`${title}: ${field} back to ${defaultPort}`,
      apply: (draft) => updateAt(draft, [...NETWORK_PATH, portKey], () => defaultPort),
    });
  };

  return (
    <Box as="section" aria-labelledby={`service-${service.key}`} borderWidth="1px" rounded="md" p="4" data-service={service.key}>
      <Heading as="h3" size="sm" id={`service-${service.key}`}>
        {name}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {i18n._(service.help)}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(10rem, 1fr) minmax(10rem, 1fr) auto' }} gap="4" alignItems="start">
        {service.use ? <DescriptorField descriptor={networkDescriptor} name={service.use} configuration={configuration} problems={problems} reveal /> : <div />}
        {portKey ? <DescriptorField descriptor={networkDescriptor} name={portKey} configuration={configuration} problems={problems} reveal /> : null}
        {portKey && defaultPort !== undefined && !readOnly ? (
          <Button size="sm" variant="ghost" mt={{ base: '0', md: '6' }} disabled={atDefault} onClick={reset} aria-label={t`Reset the ${name} port to its default, ${defaultPort}`}>
            <Icon name="settings_backup_restore" />
            <Trans>Default: {defaultPort}</Trans>
          </Button>
        ) : null}
      </Grid>
    </Box>
  );
}
