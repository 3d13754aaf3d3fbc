import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  AlreadyUpToDateError,
  LicenseActivationError,
  NoVersionAvailableError,
  ServerMustBeStoppedError,
  ServerStartError,
  ServerStopError,
  StatusCheckAlreadyEnabledError,
  UpdateFailedError,
} from '../../application/errors/operation-errors';
import { errorText } from './error-text';
import { activateLanguage } from './i18n-setup';

const en = activateLanguage('en', setupI18n());
const fr = activateLanguage('fr', setupI18n());

describe('errorText: the messages of server operations, in the user language', () => {
  it("fills the appliance's detail into 'Unable to start/stop the server (…)', or 'no details'", () => {
    expect(errorText(en, new ServerStartError('no storage available'))).toBe('Unable to start the server (no storage available)');
    expect(errorText(en, new ServerStartError())).toBe('Unable to start the server (no details)');
    expect(errorText(en, new ServerStopError('camera 3 is exporting'))).toBe('Unable to stop the server (camera 3 is exporting)');
    expect(errorText(fr, new ServerStopError())).toBe("Impossible d'arrêter le serveur (aucun détail)");
    expect(errorText(fr, new ServerStartError('disque plein'))).toBe('Impossible de démarrer le serveur (disque plein)');
  });

  it('gives every other message of the catalogue in English and French', () => {
    const cases: Array<[Error, string, string]> = [
      [new StatusCheckAlreadyEnabledError(), 'status check is already enabled', "la vérification de l'état est déjà activée"],
      [new ServerMustBeStoppedError(), 'server must be stopped', 'le serveur doit être arrêté'],
      [new LicenseActivationError('refused'), 'unable to activate license', "impossible d'activer la licence"],
      [new UpdateFailedError(), 'failed to install', "échec de l'installation"],
      [new NoVersionAvailableError(), 'no version available', 'aucune version disponible'],
      [new AlreadyUpToDateError(), 'already up to date', 'déjà à jour'],
      [new Error('anything else'), 'something went wrong', 'une erreur est survenue'],
    ];
    for (const [error, english, french] of cases) {
      expect(errorText(en, error)).toBe(english);
      expect(errorText(fr, error)).toBe(french);
      // The English text is also the error's own message (the specification's wording).
      if (error.constructor !== Error) expect(error.message).toBe(english);
    }
  });
});
