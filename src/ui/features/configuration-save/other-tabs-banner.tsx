import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../../services-context';

/**
 * When another tab of this browser holds unsaved changes to the same
 * appliance: each tab keeps its own, and a save here does not include theirs.
 */
export function OtherTabsBanner() {
  const { tabs } = useServices();
  const editing = useSyncExternalStore(
    useCallback((listener: () => void) => tabs.subscribe(listener), [tabs]),
    () => tabs.othersEditing(),
  );
  if (editing === 0) return null;
  return (
    <Alert.Root status="info" mb="4" data-testid="other-tabs-editing" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Another tab of this browser is also editing this appliance's configuration.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>Each tab keeps its own unsaved changes, also after a reload. Saving here does not include the other tab's changes; the second save is checked against the first.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
