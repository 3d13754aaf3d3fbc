import { Button, HStack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ConfigurationEdit } from '../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../domain/configuration/configuration';
import { modelEquals } from '../../domain/configuration/model-diff';
import { setAt, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
import { useReadOnly } from '../components/use-read-only';
import { useApply, useWorkspace } from './use-workspace';
import { AlertText } from '../components/alert-text';

/** The specification's words when a reset has nothing to go back to (section 8). */
const NO_RESET_SOURCE = msg`can't reset: no source data`;

/**
 * The edit putting back the appliance's value at `path`, or null when the
 * appliance's document has none there (an item created in this draft): then
 * there is no source to reset from.
 */
export function revertEdit(base: Configuration | undefined, path: ModelPath, label: string): ConfigurationEdit | null {
  const source = base === undefined ? undefined : valueAt(base, path);
  if (source === undefined) return null;
  return { kind: 'field.revert', label, apply: (draft) => (modelEquals(valueAt(draft, path), source) ? draft : setAt(draft, path, source)) };
}

/**
 * "Back to the appliance's value" for one value of the draft: disabled while
 * the value is the appliance's; says 'can't reset: no source data' when the
 * appliance has no such value. One step of history, like any edit.
 */
export function RevertButton({ path, label, children }: { readonly path: ModelPath; readonly label: string; readonly children: ReactNode }) {
  const { i18n } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const [refused, setRefused] = useState(false);
  const base = useWorkspace((state) => state.base?.configuration);
  const draftValue = useWorkspace((state) => (state.draft ? valueAt(state.draft, path) : undefined));
  const unchanged = base !== undefined && modelEquals(valueAt(base, path), draftValue);
  const revert = () => {
    const edit = revertEdit(base, path, label);
    setRefused(edit === null);
    if (edit) apply(edit);
  };
  // A console that may only read changes nothing: no way back to offer.
  if (readOnly) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="ghost" disabled={unchanged} onClick={revert}>
        <Icon name="history" />
        {children}
      </Button>
      {refused ? <AlertText fontSize="sm">{i18n._(NO_RESET_SOURCE)}</AlertText> : null}
    </HStack>
  );
}
