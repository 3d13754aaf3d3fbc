import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesWords, matchesWordsIn, normaliseSearchText, queryWords } from './text-match';

const LETTERS = [...'aeiouyAEIOUYçÇéèêëÉÈàâîïôöûüÔÎ', ...'bcdfgBCDFG', ' ', '-', '1', '2'];
const name = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 24 }).map((letters) => letters.join(''));

/** Strips the accents and changes the case of a piece of a name, as a person may type it. */
const typed = (piece: string, upper: boolean) => {
  const plain = piece.normalize('NFD').replace(/\p{M}/gu, '');
  return upper ? plain.toUpperCase() : plain.toLowerCase();
};

describe('matching a query against a name', () => {
  it('finds any piece of a name, typed with or without its accents, in either case, and its words in any order', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), fc.boolean(), (text, a, b, upper) => {
        const from = a % text.length;
        const to = from + 1 + (b % (text.length - from));
        const piece = text.slice(from, to);
        const words = queryWords(typed(piece, upper));
        expect(matchesWords(text, words)).toBe(true);
        // The same words reversed still match.
        expect(matchesWords(text, [...words].reverse())).toBe(true);
        // Decomposed accents in the name change nothing.
        expect(matchesWords(text.normalize('NFD'), words)).toBe(true);
      }),
    );
  });

  it('refuses a name missing one of the words', () => {
    expect(matchesWords('PTZ dôme', queryWords('dome nord'))).toBe(false);
    expect(matchesWords('PTZ dôme', queryWords('DÔME'))).toBe(true);
    expect(matchesWords('anything', queryWords('   '))).toBe(true);
  });

  it('takes each word from any of several texts', () => {
    expect(matchesWordsIn(['Parking', 'Entrée nord'], queryWords('entree parking'))).toBe(true);
    expect(matchesWordsIn(['Parking', 'Entrée nord'], queryWords('entree sud'))).toBe(false);
  });

  it('normalises to lower case without accents', () => {
    expect(normaliseSearchText('Caméra ENTRÉE')).toBe('camera entree');
    expect(queryWords('  Dôme   PTZ dôme ')).toEqual(['dome', 'ptz']);
  });
});
