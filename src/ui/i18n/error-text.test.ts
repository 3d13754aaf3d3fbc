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
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { FormValidationError } from '../../application/errors/form-validation-error';
import type { Configuration } from '../../domain/configuration/configuration';
import { GroupNotEmptyError, ItemNotInConfigurationError, NoDefaultStoreError, StoreNotInListError } from '../../domain/configuration/configuration-errors';
import { ChannelNotFoundError } from '../../domain/configuration/device/device-errors';
import { validateEmail, validateUserName } from '../../domain/configuration/field-validators';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { DomainError } from '../../domain/shared/domain-error';
import { errorText, formFieldTexts } from './error-text';
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

describe('errorText: any error, problem, corrupted entity or code, through one table', () => {
  const valid = aConfigurationWithDevices();
  const problems = (change: (c: Configuration) => Configuration) => validateConfiguration(change(valid));

  it("fills the values a configuration model's refusal names", () => {
    expect(errorText(en, new StoreNotInListError('1-2'))).toBe("Store 1-2 isn't in this config's store list. Can't remove it");
    expect(errorText(fr, new StoreNotInListError('1-2'))).toBe('Le stockage 1-2 n’est pas dans la liste des stockages de cette configuration. Impossible de le retirer');
    expect(errorText(en, new NoDefaultStoreError())).toBe('no default store');
    expect(errorText(fr, new GroupNotEmptyError('g', 2))).toBe('le groupe n’est pas vide, impossible de le supprimer');
    expect(errorText(en, new ChannelNotFoundError(4))).toBe("this devices doesn't have a channel with id 4");
  });

  it('names the kind of item that is not in its list, in each language', () => {
    expect(errorText(en, new ItemNotInConfigurationError('device', '7-7'))).toBe("device 7-7 isn't in this config's device list");
    expect(errorText(fr, new ItemNotInConfigurationError('device', '7-7'))).toBe('l’appareil 7-7 n’est pas dans la liste des appareils de cette configuration');
    expect(errorText(fr, new ItemNotInConfigurationError('monitor', '7-8'))).toBe('le récepteur d’alarme 7-8 n’est pas dans la liste des récepteurs d’alarme de cette configuration');
  });

  it('shows a validation problem with the values it names', () => {
    const [inUse] = problems((c) => ({ ...c, parameters: { ...c.parameters, network: { ...c.parameters.network, httpsPort: 80 } } }));
    expect(errorText(en, inUse)).toBe('port 80 is used by another service');
    expect(errorText(fr, inUse)).toBe('le port 80 est utilisé par un autre service');
    const [dangling] = problems((c) => ({ ...c, filters: c.filters.map((filter) => ({ ...filter, streamId: '9-404' })) }));
    expect(errorText(fr, dangling)).toBe('9-404 n’est pas une vidéo de cette configuration');
  });

  it('shows a field problem and a bare code', () => {
    expect(errorText(fr, validateEmail('claire'))).toBe('adresse e-mail invalide');
    expect(errorText(en, validateUserName(''))).toBe('username is required');
    expect(errorText(fr, 'FIELD.REQUIRED')).toBe('ce champ est requis');
    expect(errorText(en, 'NO_SUCH_CODE')).toBe('something went wrong');
  });

  it('translates the words of a conversion error and keeps its technical part', () => {
    const corrupted = { path: 'configuration/contacts/contact[4]', code: 'CONFIG.FROM_XML', reason: "failed to convert from XML: guid at configuration/contacts/contact[4]/identifier: not a guid: 'x'" };
    expect(errorText(en, corrupted)).toBe(corrupted.reason);
    expect(errorText(fr, corrupted)).toBe("échec de la conversion depuis le XML : guid at configuration/contacts/contact[4]/identifier: not a guid: 'x'");
    expect(errorText(fr, { path: 'configuration/devices/device[1]', code: 'CONFIG.MISSING_TAG_TYPE', reason: 'MISSING_TAG_TYPE: device at configuration/devices/device[1]: a device needs a <type>' }))
      .toBe('élément <type> manquant : device at configuration/devices/device[1]: a device needs a <type>');
  });

  it("falls back to the English message for a code the table doesn't know", () => {
    // A known code without the values its message names: the English words name the case.
    expect(errorText(fr, new DomainError('CLIENT.TIMEOUT', 'timeout of 5000ms exceeded'))).toBe('timeout of 5000ms exceeded');
    expect(errorText(fr, { path: 'x', at: ['x'], code: 'PLUGIN.SOMETHING', message: 'a rule of a newer version' })).toBe('a rule of a newer version');
  });

  it('gives the text of each field of a form at once, and nothing for other errors', () => {
    const error = new FormValidationError<'ip' | 'port'>({ ip: 'FIELD.INVALID_IP', port: 'FIELD.POSITIVE_INTEGER' });
    expect(formFieldTexts(fr, error)).toEqual({ ip: 'adresse IP invalide', port: 'veuillez saisir un entier positif' });
    expect(formFieldTexts(en, new ServerStartError())).toBeUndefined();
  });
});
