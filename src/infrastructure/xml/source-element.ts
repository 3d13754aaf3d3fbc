/**
 * The span tree: every element of a document with its exact offsets in the
 * source text. It is what makes byte fidelity possible: an untouched element is
 * copied from the text between `start` and `end`, a changed leaf replaces only
 * the text between `contentStart` and `contentEnd`. It is also the parser: the
 * one scan that builds it checks that the document is well-formed XML, so no
 * DOM is ever built (xmldom only words a fault the scan found, see xml-parser.ts).
 *
 * A large site has a million elements, so the tree is not a million objects:
 * it is a `SpanTable`, six `Int32Array`s indexed by element (24 bytes an
 * element, docs/performance.md, "Memory of a read"), elements in document
 * order, so that an element's first child is the next index and its subtree a
 * range of indices. A `SourceElement` is a thin view of one index, made when
 * a codec asks for it and dropped after; what must be remembered across a read
 * (the codec session) is keyed by `index`, since two views of one element are
 * two objects.
 */
export class SpanTable {
  /** Number of elements. */
  count = 0;
  /** Distinct element names; `nameIds` indexes into it. */
  readonly names: string[] = [];
  nameIds: Int32Array;
  /** Offset of `<`. */
  starts: Int32Array;
  /** Offset just past the end tag (or past `/>`). */
  ends: Int32Array;
  /** Offset just past the start tag's `>`; equals the end for `<x/>` (and only then). */
  contentStarts: Int32Array;
  /** Offset of the end tag's `<`; equals the end for `<x/>`. */
  contentEnds: Int32Array;
  /** Index of the element after this one's subtree (its next sibling when it has one). */
  nexts: Int32Array;

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.nameIds = new Int32Array(size);
    this.starts = new Int32Array(size);
    this.ends = new Int32Array(size);
    this.contentStarts = new Int32Array(size);
    this.contentEnds = new Int32Array(size);
    this.nexts = new Int32Array(size);
  }

  /** Appends an element opened at `start` whose start tag ends at `tagEnd`; its end is set when it closes. */
  add(nameId: number, start: number, tagEnd: number): number {
    if (this.count === this.starts.length) this.grow();
    const index = this.count++;
    this.nameIds[index] = nameId;
    this.starts[index] = start;
    this.ends[index] = tagEnd;
    this.contentStarts[index] = tagEnd;
    this.contentEnds[index] = tagEnd;
    this.nexts[index] = index + 1;
    return index;
  }

  /** Closes the element: its end tag spans `contentEnd` to `end`, and every element since it is inside it. */
  close(index: number, contentEnd: number, end: number): void {
    this.contentEnds[index] = contentEnd;
    this.ends[index] = end;
    this.nexts[index] = this.count;
  }

  /** The view of element `index`. */
  element(index: number): SourceElement {
    return new SourceElement(this, index);
  }

  name(index: number): string {
    return this.names[this.nameIds[index]!]!;
  }

  /** Index of the first child of `index`, or -1. */
  firstChild(index: number): number {
    return this.nexts[index]! > index + 1 ? index + 1 : -1;
  }

  /** Index of the next sibling of child `child` of `parent`, or -1. */
  nextSibling(parent: number, child: number): number {
    const next = this.nexts[child]!;
    return next < this.nexts[parent]! ? next : -1;
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const grown = (array: Int32Array): Int32Array => {
      const bigger = new Int32Array(size);
      bigger.set(array);
      return bigger;
    };
    this.nameIds = grown(this.nameIds);
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
    this.contentStarts = grown(this.contentStarts);
    this.contentEnds = grown(this.contentEnds);
    this.nexts = grown(this.nexts);
  }
}

/** One element of a `SpanTable`: a view made on demand (compare `index`, not the objects). */
export class SourceElement {
  constructor(readonly table: SpanTable, readonly index: number) {}

  get name(): string {
    return this.table.name(this.index);
  }

  /** Offset of `<`. */
  get start(): number {
    return this.table.starts[this.index]!;
  }

  /** Offset just past the end tag (or past `/>`). */
  get end(): number {
    return this.table.ends[this.index]!;
  }

  /** Offset just past the start tag's `>`; equals `end` for `<x/>` (and only then). */
  get contentStart(): number {
    return this.table.contentStarts[this.index]!;
  }

  /** Offset of the end tag's `<`; equals `end` for `<x/>`. */
  get contentEnd(): number {
    return this.table.contentEnds[this.index]!;
  }

  /** True when the element has child elements (without making their views). */
  get hasChildren(): boolean {
    return this.table.firstChild(this.index) >= 0;
  }

  /** The child elements, as new views. */
  get children(): SourceElement[] {
    const table = this.table;
    const result: SourceElement[] = [];
    for (let child = table.firstChild(this.index); child >= 0; child = table.nextSibling(this.index, child)) result.push(new SourceElement(table, child));
    return result;
  }

  /** The first child element called `name`, or undefined. */
  child(name: string): SourceElement | undefined {
    const table = this.table;
    for (let child = table.firstChild(this.index); child >= 0; child = table.nextSibling(this.index, child)) {
      if (table.name(child) === name) return new SourceElement(table, child);
    }
    return undefined;
  }
}

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
