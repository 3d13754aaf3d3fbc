import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkEnds } from './content-chunks';

const MIN = 4 * 1024;
const MAX = 64 * 1024;
const encoder = new TextEncoder();

function chunksOf(text: string): string[] {
  const bytes = encoder.encode(text);
  const decoder = new TextDecoder();
  let start = 0;
  return chunkEnds(bytes).map((end) => {
    const chunk = decoder.decode(bytes.subarray(start, end));
    start = end;
    return chunk;
  });
}

/** A document of little variety, as generated sites are: the same element over and over, its id differing by a counter. */
function sequentialSite(count: number): string {
  const lines: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `00000000-0000-0000-0000-${String(6_000_000 + index).padStart(12, '0')}`;
    lines.push(`\t\t<gate>\n\t\t\t<identifier>${id}</identifier>\n\t\t\t<name>Gate ${index}</name>\n\t\t\t<type>2</type>\n\t\t\t<delay>0</delay>\n\t\t</gate>`);
  }
  return `<configuration>\n${lines.join('\n')}\n</configuration>`;
}

describe('content-defined chunks', () => {
  it('cover the bytes in order, each between the minimum and the maximum but the last', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 300_000 }), (bytes) => {
        const ends = chunkEnds(bytes);
        expect(ends.at(-1) ?? 0).toBe(bytes.length);
        let start = 0;
        ends.forEach((end, index) => {
          expect(end - start).toBeLessThanOrEqual(MAX);
          if (index < ends.length - 1) expect(end - start).toBeGreaterThanOrEqual(MIN);
          start = end;
        });
      }),
      { numRuns: 30 },
    );
  });

  it('cut a document of little variety at content-defined places, not at the maximum', () => {
    const sizes = chunksOf(sequentialSite(40_000)).map((chunk) => chunk.length);
    const atMaximum = sizes.filter((size) => size === MAX).length;
    expect(atMaximum / sizes.length).toBeLessThan(0.25);
    expect(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toBeLessThan(40 * 1024);
  });

  it('change only the chunks around an edit: the others are the same chunks, wherever they now sit', () => {
    const site = sequentialSite(40_000);
    const before = new Set(chunksOf(site));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39_999 }), fc.string({ minLength: 1, maxLength: 40 }), (gate, suffix) => {
        const edited = site.replace(`<name>Gate ${gate}</name>`, `<name>Gate ${gate}${suffix.replace(/[<&]/g, '')}x</name>`);
        const fresh = chunksOf(edited).filter((chunk) => !before.has(chunk));
        expect(fresh.length).toBeGreaterThan(0);
        // Usually the one chunk holding the edit; a boundary moved by it can shift the next few before the cut points
        // meet again (400 generated edits: 387 changed one chunk, the most five), never the rest of the document.
        expect(fresh.length).toBeLessThanOrEqual(8);
      }),
      { numRuns: 15 },
    );
  });

  it('change one chunk for most edits', () => {
    const site = sequentialSite(40_000);
    const before = new Set(chunksOf(site));
    const edits = fc.sample(fc.tuple(fc.integer({ min: 0, max: 39_999 }), fc.string({ minLength: 1, maxLength: 40 })), 40);
    const one = edits.filter(([gate, suffix]) => {
      const edited = site.replace(`<name>Gate ${gate}</name>`, `<name>Gate ${gate}${suffix.replace(/[<&]/g, '')}x</name>`);
      return chunksOf(edited).filter((chunk) => !before.has(chunk)).length === 1;
    });
    expect(one.length / edits.length).toBeGreaterThanOrEqual(0.8);
  });
});
