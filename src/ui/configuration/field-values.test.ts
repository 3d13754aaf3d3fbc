import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { cryptedString, plainString } from '../../domain/configuration/crypted-string';
import { activateLanguage } from '../i18n/i18n-setup';
import { booleanField, integerField, selectField, sensitiveField } from './field-kinds';
import { describeFieldValue, fieldText, parseFieldText } from './field-values';

describe('field values', () => {
  it('parses what is typed into a number, refusing what is not one with the specification message', () => {
    const input = { kind: 'integer', min: 0 } as const;
    expect(parseFieldText(input, ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseFieldText(input, '-1')).toMatchObject({ ok: false, problem: { message: 'please provide a positive integer' } });
    expect(parseFieldText(input, '4.5')).toMatchObject({ ok: false, problem: { message: 'please provide a positive integer' } });
    expect(parseFieldText(input, '')).toMatchObject({ ok: false, problem: { message: 'this field is required' } });
    expect(parseFieldText({ kind: 'decimal' }, '0,5')).toEqual({ ok: true, value: 0.5 });
    expect(parseFieldText({ kind: 'text' }, ' kept ')).toEqual({ ok: true, value: ' kept ' });
  });

  it('never shows the ciphertext of a secret', () => {
    expect(fieldText({ kind: 'sensitive' }, cryptedString('ABCDEF==', true))).toBe('');
    expect(fieldText({ kind: 'sensitive' }, plainString('typed'))).toBe('typed');
  });

  it('describes values in words for the review, in the user language', () => {
    const i18n = activateLanguage('fr', setupI18n());
    const configuration = createConfiguration();
    expect(describeFieldValue(i18n, booleanField({ label: msg`On` }), true, configuration)).toBe('oui');
    expect(describeFieldValue(i18n, sensitiveField({ label: msg`Password` }), plainString('secret'), configuration)).toBe('••••');
    expect(describeFieldValue(i18n, integerField({ label: msg`Keep`, unit: 'days' }), 30, configuration)).toBe('30 jours');
    expect(describeFieldValue(i18n, selectField({ label: msg`Mode`, options: [{ value: 1, label: msg`None` }] }), 1, configuration)).toBe('Aucun');
    expect(describeFieldValue(i18n, booleanField({ label: msg`On` }), undefined, configuration)).toBe('—');
  });
});
