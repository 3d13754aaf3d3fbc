import type { PreferencesPort } from '../ports/preferences.port';

/** Alt+Shift+E: switches the hidden expert mode and remembers it; returns the new state. */
export class ToggleExpertModeUseCase {
  constructor(private readonly preferences: PreferencesPort) {}

  execute(): boolean {
    const enabled = !this.preferences.expertMode();
    this.preferences.setExpertMode(enabled);
    return enabled;
  }
}
