import { DataList, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { fieldId } from '../../configuration/field-id';
import { problemText } from '../../configuration/problem-text';
import type { EditedDevice } from './use-edited-device';

/** Facts about the device that are not settings (its model, its firmware, a stream's place): a list of terms, not inputs. */
export function DeviceFacts({ children }: { readonly children: ReactNode }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="2">
      {children}
    </DataList.Root>
  );
}

export interface DeviceFactProps {
  readonly edited: EditedDevice;
  /** The value's place below the device; its problems are shown beside it, and a problem's link focuses it. */
  readonly at: ModelPath;
  readonly label: ReactNode;
  readonly children: ReactNode;
}

/**
 * One fact, labelled, with the workspace's problems at its place (section
 * 5's stream rules are about facts: a stream's channel and number). It takes
 * the focus when a problem's link points at it.
 */
export function DeviceFact({ edited, at, label, children }: DeviceFactProps) {
  const { i18n } = useLingui();
  const path = [...edited.path, ...at];
  const id = fieldId(path);
  const messages = [...new Set(edited.problems.at(path).map((located) => problemText(i18n, located.problem)))];
  const key = at.at(-1);
  return (
    <DataList.Item data-field={typeof key === 'string' ? key : undefined}>
      <DataList.ItemLabel id={`${id}-label`} minW="8rem">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue id={id} tabIndex={-1} aria-labelledby={`${id}-label`} flexDirection="column" alignItems="flex-start">
        <Text as="span" fontWeight="medium">
          {children}
        </Text>
        {messages.map((message) => (
          <Text key={message} as="span" color="fg.error" fontSize="sm">
            {message}
          </Text>
        ))}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** A tab's sections side by side on wide screens (lg and up), one column below. */
export function DeviceSections({ children }: { readonly children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      {children}
    </SimpleGrid>
  );
}
