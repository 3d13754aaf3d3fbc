import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../../locales/en/messages';
import { messages as fr } from '../../../../locales/fr/messages';
import { gateModule, GATE_TYPES } from '../../../domain/configuration/controller/gate';

/**
 * A gate module's words are descriptors written without the Lingui macro
 * (the domain imports no package): each must be marked `/*i18n*\/` for
 * `lingui extract` to find it. One left unmarked would show in English in
 * every language; this finds it in the compiled catalogues.
 */
const everyWords = GATE_TYPES.flatMap((type) => {
  const { name, fields } = gateModule(type);
  return [name, ...Object.values(fields).flatMap((spec) => (spec.kind === 'text-list' ? [spec.label, spec.typed] : [spec.label]))].map((words) => ({ type, ...words }));
});

describe("the gate modules' words", () => {
  it('are every one in the English and French catalogues, under its own id', () => {
    const absent = everyWords.filter(({ id }) => en[id] === undefined || fr[id] === undefined);
    expect(absent).toEqual([]);
    expect(everyWords.length).toBeGreaterThan(GATE_TYPES.length);
  });

  it('say one thing per id, whichever module writes it', () => {
    const byId = new Map<string, Set<string>>();
    for (const { id, message } of everyWords) byId.set(id, (byId.get(id) ?? new Set()).add(message));
    expect([...byId].filter(([, messages]) => messages.size > 1)).toEqual([]);
  });
});
