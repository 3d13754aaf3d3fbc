/**
 * A tiny XML writer of its own for the generated documents, independent of
 * the project's codec (so the codec is tested against another writer): one
 * element per line, one tab per level, a leaf's text on its line, `<x/>` for
 * an element with no content, `&`, `<`, `>` escaped in text and `"` in
 * attributes (configuration-xml.md).
 */
export interface XmlNode {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string>>;
  /** A leaf's text ('' is written `<x/>`). */
  readonly text?: string;
  readonly children?: readonly XmlNode[];
  /** An item of a list (its path carries `[n]`, as the problems' paths do). */
  readonly item?: boolean;
  /** A list's container. */
  readonly list?: boolean;
}

export type LeafValue = string | number | boolean;

/** A leaf: booleans as 1 or 0, numbers in decimal. */
export function leaf(name: string, value: LeafValue, attributes?: Record<string, string>): XmlNode {
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return attributes ? { name, text, attributes } : { name, text };
}

/** A nested element; `undefined` children (fields left out) are skipped. */
export function element(name: string, ...children: readonly (XmlNode | undefined | false)[]): XmlNode {
  return { name, children: children.filter((child): child is XmlNode => child !== undefined && child !== false) };
}

/** A list: the container named after the property, one item element each. */
export function list(name: string, items: readonly XmlNode[]): XmlNode {
  return { name, list: true, children: items.map((node) => ({ ...node, item: true })) };
}

/** The tree without its empty lists: a list left out reads as empty (docs/configuration-model.md), a tolerance the appliance may rely on. */
export function withoutEmptyLists(node: XmlNode): XmlNode {
  if (node.children === undefined) return node;
  return { ...node, children: node.children.filter((child) => !(child.list && child.children?.length === 0)).map(withoutEmptyLists) };
}

/** `<identifier type="guid">A-B</identifier>`. */
export function guid(id: string, name = 'identifier'): XmlNode {
  return leaf(name, id, { type: 'guid' });
}

/** The field only when `present`: a field the specification gives a default for may be left out. */
export function maybe(present: boolean, node: XmlNode): XmlNode | undefined {
  return present ? node : undefined;
}

/** Text as written in an element: `&`, `<`, `>` escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function serialise(node: XmlNode, depth: number, out: string[]): void {
  const indent = '\t'.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {}).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  if (node.children !== undefined) {
    if (node.children.length === 0) {
      out.push(`${indent}<${node.name}${attributes}/>`);
      return;
    }
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of node.children) serialise(child, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
    return;
  }
  const text = node.text ?? '';
  out.push(text === '' ? `${indent}<${node.name}${attributes}/>` : `${indent}<${node.name}${attributes}>${escapeText(text)}</${node.name}>`);
}

/** The lines of `node` at `depth` tabs. */
export function writeXml(node: XmlNode, depth = 0): string {
  const out: string[] = [];
  serialise(node, depth, out);
  return out.join('\n');
}

/** The path of a child below `parentPath`, XPath-like and 1-based for list items (`devices/device[2]`). */
function childPaths(node: XmlNode, parentPath: string): { readonly path: string; readonly node: XmlNode }[] {
  const counts = new Map<string, number>();
  return (node.children ?? []).map((child) => {
    const index = (counts.get(child.name) ?? 0) + 1;
    counts.set(child.name, index);
    return { path: `${parentPath}/${child.name}${child.item ? `[${index}]` : ''}`, node: child };
  });
}

/** Every element of the tree with its path from the root (`configuration/devices/device[1]/videos/video[2]`). */
export function allPaths(root: XmlNode): { readonly path: string; readonly node: XmlNode }[] {
  const found: { path: string; node: XmlNode }[] = [{ path: root.name, node: root }];
  for (let index = 0; index < found.length; index++) found.push(...childPaths(found[index]!.node, found[index]!.path));
  return found;
}

/** The node at `path`, or undefined. */
export function nodeAt(root: XmlNode, path: string): XmlNode | undefined {
  return allPaths(root).find((entry) => entry.path === path)?.node;
}

/** The tree with the node at `path` replaced by `change(node)` (structurally shared elsewhere); throws when the path is not in the tree. */
export function updateAt(root: XmlNode, path: string, change: (node: XmlNode) => XmlNode): XmlNode {
  if (path === root.name) return change(root);
  let found = false;
  const visit = (node: XmlNode, nodePath: string): XmlNode => {
    if (nodePath === path) {
      found = true;
      return change(node);
    }
    if (!path.startsWith(`${nodePath}/`) || node.children === undefined) return node;
    const children = childPaths(node, nodePath).map((entry) => visit(entry.node, entry.path));
    return { ...node, children };
  };
  const updated = visit(root, root.name);
  if (!found) throw new Error(`no element at ${path}`);
  return updated;
}

/** Sets a leaf's text. */
export function setText(root: XmlNode, path: string, text: LeafValue): XmlNode {
  return updateAt(root, path, (node) => ({ ...leaf(node.name, text, node.attributes ? { ...node.attributes } : undefined), item: node.item }));
}

/** Appends `child` to the element at `path` (a list item when the container's items are). */
export function appendChild(root: XmlNode, path: string, child: XmlNode): XmlNode {
  return updateAt(root, path, (node) => ({ ...node, text: undefined, children: [...(node.children ?? []), child] }));
}

/** Inserts `child` after the `index`-th child (0-based) of the element at `path`. */
export function insertChild(root: XmlNode, path: string, index: number, child: XmlNode): XmlNode {
  return updateAt(root, path, (node) => {
    const children = [...(node.children ?? [])];
    children.splice(index, 0, child);
    return { ...node, children };
  });
}
