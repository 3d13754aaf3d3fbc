import { Box, Flex, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { formatModelPath } from '../../../domain/configuration/model-path';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Reveal } from '../../components/motion-panels';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { ProblemsList } from '../../configuration/problems-list';
import { useDescribeChange } from '../../configuration/use-describe-change';
import { useWorkspace } from '../../configuration/use-workspace';
import { useServices } from '../../services-context';
import type { ChangeView } from '../../configuration/change-list';
import { changeViews, toChangeView } from '../../configuration/change-view';
import { expandChanges } from '../../configuration/expand-change';
import { ConfigurationFileMenu } from './configuration-file-menu';
import { ProblemPlaces } from './problem-places';
import { PAGE_FOOT, SaveBar } from './save-bar';
import { SaveDialog } from './save-dialog';
import { UploadDialog } from './upload-dialog';
import { useConfigurationFile } from './use-configuration-file';
import { useSavedToast } from './saved-toast';
import { useHistoryToast } from './history-toast';
import { useSaveProcess, type RunSave, type SavedOutcome } from './use-save-process';
import { useWorkspaceShortcuts } from './workspace-shortcuts';

const selectState = (state: WorkspaceState) => state;
const changeKey = (change: ModelChange) => `${change.kind}:${formatModelPath(change.path)}`;

/**
 * Everything a configuration page shares about saving, mounted once by the
 * admin layout on those pages: the save bar, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y /
 * Ctrl+S, the review and save dialog with its conflict and failure, discard,
 * the problems list, and the configuration file's download and upload. A
 * console that may only read (a fleet site's viewer) has nothing to save:
 * the bar is a note saying so, with the download, and the keys do nothing.
 */
export function ConfigurationSaveArea() {
  const { workspace, saveConfiguration, listCorruptedEntities } = useServices();
  const readOnly = useReadOnly();
  const describeChange = useDescribeChange();
  const state = useWorkspace(selectState);
  const [problemsOpen, setProblemsOpen] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const file = useConfigurationFile();

  const { base, draft, problems, comparison } = state;
  // The review's changes, computed once per draft.
  const changes = useMemo(() => (base && draft ? saveConfiguration.pendingChanges() : []), [base, draft, saveConfiguration]);
  const describe = useCallback((change: ModelChange) => toChangeView(describeChange(change), changeKey(change)), [describeChange]);
  // The bar counts the changes at each edit; they are put in words only when the review opens (each edit
  // of a draft that adds 2,000 devices would otherwise describe them all again), then once per draft.
  const changeCount = useMemo(() => expandChanges(changes).length, [changes]);
  const viewsOf = useMemo(() => {
    let views: readonly ChangeView[] | undefined;
    return () => (views ??= changes.length > 0 ? changeViews(changes, describe, listCorruptedEntities.execute(), base?.configuration) : []);
  }, [changes, describe, listCorruptedEntities, base]);
  // What the review showed when the save started: what the toast's review shows once it went through.
  const saving = useRef<readonly ChangeView[]>([]);

  const run = useCallback<RunSave>(
    ({ onStep, resolution }) => {
      saving.current = viewsOf();
      return resolution ? saveConfiguration.resolve(resolution, { onStep }) : saveConfiguration.execute({ onStep });
    },
    [saveConfiguration, viewsOf],
  );
  const announceSaved = useSavedToast();
  const process = useSaveProcess(run, useCallback((saved: SavedOutcome) => announceSaved(saved, saving.current), [announceSaved]));
  // A closing dialog keeps what it showed while it fades out.
  const [shown, setShown] = useState<readonly ChangeView[]>([]);
  const views = process.phase.kind === 'closed' ? shown : viewsOf();
  if (views !== shown) setShown(views);

  const running = process.running;
  const announceStep = useHistoryToast();
  // Each undo and redo says which step it was, and where when elsewhere (by button or by key, on any page).
  const undo = () => {
    const entry = workspace.history().at(-1);
    if (entry && workspace.undo()) announceStep('undo', entry, workspace.draft());
  };
  const redo = () => {
    const entry = workspace.future().at(-1);
    if (entry && workspace.redo()) announceStep('redo', entry, workspace.draft());
  };
  useWorkspaceShortcuts({
    undo: () => !running && !readOnly && undo(),
    redo: () => !running && !readOnly && redo(),
    review: () => state.status === 'ready' && !readOnly && process.open(),
    subscribe: useCallback((listener: () => void) => workspace.subscribe(listener), [workspace]),
  });

  if (state.status !== 'ready' || !draft) return null;
  if (readOnly) return <ReadOnlyBar onDownload={file.download} />;
  // Following a problem's link closes the dialog, so that the field it focuses can be seen.
  const problemList = (
    <Box onClick={(event) => (event.target as Element).closest('a') && process.close()}>
      <ProblemsList headingLevel={3} only={comparison.blocking} />
    </Box>
  );
  return (
    <>
      <Reveal open={problemsOpen && problems.length > 0}>
        <Box id="configuration-problems" mt="6" p="4" borderWidth="1px" borderColor="border.error" rounded="md" data-testid="problems-panel">
          <ProblemsList headingLevel={2} />
        </Box>
      </Reveal>
      <SaveBar
        changeCount={changeCount}
        dirty={state.dirty}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        undoLabel={state.undoLabel}
        redoLabel={state.redoLabel}
        problemCount={problems.length}
        blockingCount={comparison.blocking.length}
        problemsOpen={problemsOpen}
        saving={running}
        onUndo={undo}
        onRedo={redo}
        onReview={process.open}
        onSave={process.open}
        onDiscard={() => setConfirmDiscard(true)}
        onToggleProblems={() => setProblemsOpen((open) => !open)}
        problemPlaces={(order) => <ProblemPlaces order={order} />}
        fileMenu={(compact, dense) => <ConfigurationFileMenu onDownload={file.download} onUpload={file.choose} disabled={running} compact={compact} dense={dense} />}
      />
      <SaveDialog process={process} changes={views} comparison={comparison} problems={problemList} describe={describe} />
      <UploadDialog state={file.upload} describe={describe} base={base?.configuration} onConfirm={file.confirm} onCancel={file.cancel} />
      <ConfirmDialog
        open={confirmDiscard}
        title={<Trans>Discard your changes?</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          workspace.discard();
        }}
        onCancel={() => setConfirmDiscard(false)}
      >
        <Text>
          <Plural
            value={changeCount}
            one="The draft goes back to the appliance's configuration, dropping # change. Undo brings it back."
            other="The draft goes back to the appliance's configuration, dropping # changes. Undo brings them back."
          />
        </Text>
      </ConfirmDialog>
    </>
  );
}

/** In place of the save bar when the console may only read: why nothing can be saved, and the appliance's document to download. */
function ReadOnlyBar({ onDownload }: { readonly onDownload: () => Promise<void> }) {
  const { t } = useLingui();
  return (
    <Flex {...PAGE_FOOT} aria-label={t`Read only`} data-testid="read-only-bar" py="1.5" gap="2" align="center" justify="space-between" wrap="wrap">
      <ReadOnlyNote />
      <ConfigurationFileMenu onDownload={onDownload} compact />
    </Flex>
  );
}
