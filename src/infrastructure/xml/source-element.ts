/**
 * The span tree: every element of a document with its exact offsets in the
 * source text. It is what makes byte fidelity possible: an untouched element is
 * copied from the text between `start` and `end`, a changed leaf replaces only
 * the text between `contentStart` and `contentEnd`. It is also the parser: the
 * one scan that builds it checks that the document is well-formed XML, so no
 * DOM is ever built (xmldom only words a fault the scan found, see xml-parser.ts).
 */
export interface SourceElement {
  readonly name: string;
  /** Offset of `<`. */
  readonly start: number;
  /** Offset just past the end tag (or past `/>`). */
  end: number;
  /** Offset just past the start tag's `>`; equals `end` for `<x/>` (and only then). */
  readonly contentStart: number;
  /** Offset of the end tag's `<`; equals `end` for `<x/>`. */
  contentEnd: number;
  readonly children: SourceElement[];
}

// Six fields and nothing derivable: a large site has a million elements, and every
// field stored costs 8 MB (docs/performance.md, "Memory of a read"). What follows
// from the offsets is computed where it is needed.

/** True for `<x/>` (an element written `<x></x>` has content offsets of its own). */
export function isSelfClosing(element: SourceElement): boolean {
  return element.contentStart === element.end;
}

/** Offset of the start tag's raw attribute text (just past the name). */
export function attributesStart(element: SourceElement): number {
  return element.start + 1 + element.name.length;
}

/** Offset just past the start tag's raw attribute text (before `>` or `/>`). */
export function attributesEnd(element: SourceElement): number {
  return element.contentStart - (element.contentStart === element.end ? 2 : 1);
}

export interface SourceDocument {
  readonly text: string;
  readonly root: SourceElement;
}
