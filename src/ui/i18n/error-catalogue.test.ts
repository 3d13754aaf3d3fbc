import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as englishCatalogue } from '../../../locales/en/messages';
import { messages as frenchCatalogue } from '../../../locales/fr/messages';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { IntervalTooShortError, ProcessIdRequiredError, SaveError } from '../../application/errors/health-errors';
import { ConfigurationSaveError } from '../../application/errors/workspace-errors';
import { SignalKindMismatchError, UnknownPortError } from '../../domain/configuration/controller/logic-errors';
import { FIELD_PROBLEMS, FIELD_PROBLEM_CODES } from '../../domain/configuration/field-validators';
import { ClientError, HttpRequestError } from '../../domain/client/client-errors';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '../../domain/shared/error-code';
import { AlertNotifier } from './alert-notifier';
import { ERROR_CATALOGUE } from './error-catalogue';
import { errorText } from './error-text';
import { activateLanguage } from './i18n-setup';

const en = activateLanguage('en', setupI18n());
const fr = activateLanguage('fr', setupI18n());
const english = (code: ErrorCode, values: Record<string, string | number> = {}): string => en._({ ...ERROR_CATALOGUE[code], values });

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The codes src/ gives an error or compares one with: the first argument of
 * `new …Error('…'` and `super('…'`, and `code: '…'`, `code === '…'`,
 * `code !== '…'`. The simulator is left out: what it answers on the wire is
 * the appliance's API, not the console's codes.
 */
function codesUsedInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /(?:new \w*Error|super)\(\s*'([A-Z][A-Za-z_]*(?:\.[A-Z0-9_]+)*)'|code(?:: | === | !== )'([A-Z][A-Z_]*(?:\.[A-Z0-9_]+)*)'/g;
  for (const file of sourceFiles(SRC)) {
    const where = relative(SRC, file);
    if (where.startsWith(join('infrastructure', 'simulator'))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.set(match[1] ?? match[2]!, where);
  }
  return found;
}

describe('the one error catalogue', () => {
  it('has a message for every code of the union, in the compiled English and French catalogues, French differing from English', () => {
    expect(ERROR_CODES.length).toBe(new Set(ERROR_CODES).size);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const { id } = ERROR_CATALOGUE[code];
      expect(englishCatalogue[id], `${code}: English`).toBeDefined();
      expect(frenchCatalogue[id], `${code}: French`).toBeDefined();
      const values = { detail: 'x', id: '1-2', kind: 'device', source: 'logic', status: 404 };
      const inEnglish = en._({ ...ERROR_CATALOGUE[code], values });
      expect(inEnglish, code).not.toBe('');
      expect(fr._({ ...ERROR_CATALOGUE[code], values }), code).not.toBe(inEnglish);
    }
  });

  it('knows every code that src/ throws or compares', () => {
    const codes = codesUsedInSource();
    // The scan finds what it should: a code of each kind of place.
    expect(codes.get('CONFIG.HANDLE_RELEASED')).toBe(join('infrastructure', 'worker', 'decoder-worker-host.ts'));
    expect(codes.has('CLIENT.TIMEOUT')).toBe(true);
    expect(codes.has('CONFIG.PORT_IN_USE')).toBe(true);
    // Node's errno codes (a port in use, a process of another user's) are compared, not shown.
    const unknown = [...codes].filter(([code]) => !isErrorCode(code) && code !== 'EADDRINUSE' && code !== 'EPERM');
    expect(unknown).toEqual([]);
  });

  it('uses only dotted codes, AREA.NAME', () => {
    expect(ERROR_CODES.filter((code) => !/^[A-Z]+\.[A-Z0-9_]+$/.test(code))).toEqual([]);
  });

  it("keeps the specification's English wording", () => {
    expect(english('AUTH.INVALID_CREDENTIALS')).toBe('Invalid username or password');
    expect(english('AUTH.NOT_ROOT')).toBe("User isn't root");
    expect(english('AUTH.SERVER_INFO_FAILED')).toBe('failed to load server info');
    expect(english('CONFIG.NO_DEFAULT_STORE')).toBe('no default store');
    expect(english('CONFIG.USER_ALREADY_IN_GROUP')).toBe('user already in a group');
    expect(english('CONFIG.STORE_NOT_IN_LIST', { id: '1-2' })).toBe("Store 1-2 isn't in this config's store list. Can't remove it");
    expect(english('DEVICE.CHANNEL_NOT_FOUND', { channel: '4' })).toBe("this devices doesn't have a channel with id 4");
    expect(english('CONFIG.SIGNATURE_NOT_FOUND')).toBe("can't find signature");
    expect(english('CONFIG.LIST_TYPE')).toBe('prop type must be number[] or string[]');
    expect(english('CONFIG.ITEM_NOT_IN_LIST', { kind: 'ftpClient', id: '3-4' })).toBe("ftpClient 3-4 isn't in this config's ftpClient list");
    expect(english('HEALTH.PROCESSID_REQUIRED')).toBe('processid is required');
    expect(english('HEALTH.INTERVAL_TOO_SHORT')).toBe('interval must be >= 200');
    expect(english('HEALTH.SAVE_FAILED')).toBe('Error while saving');
    expect(english('CLIENT.TOO_MUCH_REQUESTS')).toBe('too much requests');
    expect(english('CLIENT.TIMEOUT', { timeoutMs: 5000 })).toBe('timeout of 5000ms exceeded');
    expect(english('CLIENT.STATUS', { status: 503 })).toBe('Request failed with status code 503');
    const fill = (text: string): string => text.replace('{min}', '1').replace('{max}', '100');
    for (const code of FIELD_PROBLEM_CODES) expect(english(code, { min: 1, max: 100 }), code).toBe(fill(FIELD_PROBLEMS[code]));
  });

  it('is what the errors thrown show, with the values they carry, in both languages', () => {
    expect(errorText(en, new ProcessIdRequiredError())).toBe(new ProcessIdRequiredError().message);
    expect(errorText(en, new IntervalTooShortError(100))).toBe('interval must be >= 200');
    expect(errorText(fr, new IntervalTooShortError(100))).toBe('l’intervalle doit être >= 200');
    expect(errorText(en, new SaveError('invalid ip address'))).toBe('Error while saving');
    const saving = new ConfigurationSaveError('sending', new ApplianceRequestError(400, "can't find signature"));
    expect(errorText(en, saving)).toBe("Error while saving (can't find signature)");
    expect(errorText(fr, saving)).toBe("Erreur lors de l’enregistrement (can't find signature)");
    // The client library's messages: the specification's English is the error's own message.
    for (const error of [HttpRequestError.timeout(5000), HttpRequestError.status(503), ClientError.tooMuchRequests(1001), ClientError.unknownStream('1-2')]) {
      expect(errorText(en, error)).toBe(error.message);
      expect(errorText(fr, error)).not.toBe(error.message);
    }
    expect(errorText(fr, HttpRequestError.timeout(5000))).toBe('délai de 5000 ms dépassé');
    expect(errorText(en, ClientError.invalidConnection('no host'))).toBe('invalid connection: no host');
    // The logic editor's refusals come from the same table.
    expect(errorText(en, new SignalKindMismatchError('logic', 'analogue'))).toBe('a logic output cannot drive an analogue input');
    expect(errorText(en, new SignalKindMismatchError('analogue', 'logic'))).toBe('an analogue output cannot drive a logic input');
    expect(errorText(fr, new UnknownPortError('n', 'p'))).not.toBe('no such port');
  });

  it('alerts in the active language', () => {
    const shown: string[] = [];
    new AlertNotifier(activateLanguage('fr', setupI18n()), (text) => shown.push(text)).alert('CONFIG.INVALID');
    expect(shown).toEqual(['Le fichier de configuration est invalide']);
  });
});
