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
  /** Offset just past the start tag's `>`; equals `end` for `<x/>`. */
  readonly contentStart: number;
  /** Offset of the end tag's `<`; equals `end` for `<x/>`. */
  contentEnd: number;
  /** Offsets of the start tag's raw attribute text (between the name and `>` or `/>`). */
  readonly attributesStart: number;
  readonly attributesEnd: number;
  readonly selfClosing: boolean;
  readonly children: SourceElement[];
  readonly parent: SourceElement | undefined;
}

export interface SourceDocument {
  readonly text: string;
  readonly root: SourceElement;
}
