import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useServices } from '../../services-context';

/** The signed-in area: moving between its pages keeps the draft, which lives in the workspace. */
function insideConsole(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Asks before unsaved changes are left behind: a link or the Back button out
 * of the signed-in area (in-app navigation), and closing or reloading the tab
 * (the browser's own beforeunload prompt, whose text browsers do not let a
 * page choose). Moving between admin pages is not guarded. Sign-out asks in
 * the header, and once signed out nothing here blocks.
 */
export function LeaveGuard() {
  const { workspace, session, drafts } = useServices();
  useEffect(() => {
    // The draft is stored shortly after each edit; a page going away stores the last one at once.
    const flush = () => drafts.flush();
    const hidden = () => document.visibilityState === 'hidden' && drafts.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [drafts]);
  const unsaved = useCallback(() => session.isLoaded() && workspace.state().dirty, [session, workspace]);
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => unsaved() && !insideConsole(next.pathname),
    enableBeforeUnload: unsaved,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={<Trans>Leave with unsaved changes?</Trans>}
      confirmLabel={<Trans>Leave</Trans>}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Text>
        <Trans>Your changes are not saved on the appliance. They stay in this browser, without passwords, and are offered back at the next sign-in.</Trans>
      </Text>
    </ConfirmDialog>
  );
}
