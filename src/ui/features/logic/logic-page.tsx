import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReactFlowProvider } from '@xyflow/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Gate } from '../../../domain/configuration/controller/gate';
import type { LogicScope } from '../../../domain/configuration/controller/logic-scope';
import { scopeGates } from '../../../domain/configuration/controller/logic-scope';
import { PageHeading } from '../../configuration/page-heading';
import { RequireDraft } from '../../configuration/require-draft';
import { LogicEditor } from './logic-editor';

/** The names of the templates the editor is inside, outermost first. */
function scopeNames(draft: Configuration, scope: LogicScope): string[] {
  return scope.map((id, depth) => scopeGates(draft.controller, scope.slice(0, depth))?.find((gate: Gate) => gate.id === id)?.name ?? id);
}

/** The logic controller's graph (`/admin/logic`): the controller's gates, or a template's inside. */
export function LogicPage() {
  return <RequireDraft>{(draft) => <Logic draft={draft} />}</RequireDraft>;
}

/**
 * False on the page's first render, true in a transition right after it: the
 * click that opens the page renders its heading at once (a navigation renders
 * synchronously, in one task), and the editor, whose first render on a large
 * site is hundreds of milliseconds of React work, renders in slices that
 * leave the page free between them (docs/performance.md, issue 31).
 */
function useMountedAfterFirstRender(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

function Logic({ draft }: { readonly draft: Configuration }) {
  const { t } = useLingui();
  const editorShown = useMountedAfterFirstRender();
  const [scope, setScope] = useState<LogicScope>([]);
  const [component, setComponent] = useState(0);
  const names = useMemo(() => scopeNames(draft, scope), [draft, scope]);
  // From lg the page is the screen's height less the header, the main area's top padding and the save bar (not the
  // main area's height, which the menu beside it may make taller than the screen),
  // and the canvas takes what the heading and the toolbar leave of it.
  return (
    <Stack gap="3" minHeight={{ lg: 'calc(100dvh - 9rem)' }}>
      <PageHeading />
      <HStack as="nav" aria-label={t`Where you are in the controller`} gap="1" wrap="wrap">
        <Button size="xs" variant={scope.length === 0 ? 'solid' : 'ghost'} onClick={() => setScope([])} aria-current={scope.length === 0 ? 'page' : undefined}>
          <Trans>Controller</Trans>
        </Button>
        {names.map((name, depth) => (
          <HStack key={scope[depth]} gap="1">
            <Text aria-hidden>›</Text>
            <Button size="xs" variant={depth === scope.length - 1 ? 'solid' : 'ghost'} onClick={() => setScope(scope.slice(0, depth + 1))}>
              {name}
            </Button>
          </HStack>
        ))}
      </HStack>
      {scope.length === 0 && draft.controller.gates.length === 0 ? (
        <Text role="note" data-testid="logic-empty" borderWidth="1px" borderStyle="dashed" rounded="md" px="4" py="3">
          <Trans>The controller has no gate yet. Choose a gate type in the palette to add it to the canvas, then wire device inputs, calendars and alerts to it.</Trans>
        </Text>
      ) : null}
      {editorShown ? (
        <ReactFlowProvider>
          <LogicEditor
            key={scope.join('/')}
            draft={draft}
            scope={scope}
            component={component}
            onComponent={setComponent}
            onOpen={(id) => {
              setComponent(0);
              setScope([...scope, id]);
            }}
          />
        </ReactFlowProvider>
      ) : (
        <Box flex="1" minHeight="24rem" aria-busy="true" data-testid="logic-editor-pending" />
      )}
    </Stack>
  );
}
