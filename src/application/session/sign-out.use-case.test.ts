import { describe, expect, it } from 'vitest';
import { loadedWorkspace } from '../../../test/support/workspace-harness';
import { Session } from './session';
import { SignOutUseCase } from './sign-out.use-case';

describe('SignOutUseCase', () => {
  it('forgets the session and the configuration being edited', async () => {
    const { workspace } = await loadedWorkspace();
    const session = new Session();
    session.setCredentials({ user: 'admin', password: 'secret' });
    session.markLoaded();
    new SignOutUseCase(session, workspace).execute();
    expect(session.isLoaded()).toBe(false);
    expect(session.credentials()).toBeUndefined();
    expect(workspace.state()).toMatchObject({ status: 'empty', base: undefined, draft: undefined, canUndo: false });
  });
});
