import { DOMParser, XMLSerializer, type Element as XmlElement, type Node as XmlNode } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { DomainError } from '../../../domain/shared/domain-error';
import { parseXml } from '../../xml/xml-parser';

/** One thing an XPath expression selected: where it is, and what it holds. */
export type QueryMatch =
  /** An element: its path (as `vigil config get` takes it), its text when it holds no element, else its XML as written. */
  | { readonly path: string; readonly text: string }
  | { readonly path: string; readonly xml: string }
  /** A number, string or boolean the expression computed (`count(//device)`). */
  | { readonly value: string | number | boolean };

class ConfigQueryError extends DomainError {}

const ELEMENT = 1;
const ATTRIBUTE = 2;

/** True when every element child of `parent` has one name: a list (`<contacts>` of `<contact>`), whose items are numbered. */
function isList(parent: XmlElement): boolean {
  let name: string | undefined;
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== ELEMENT) continue;
    if (name !== undefined && (child as XmlElement).nodeName !== name) return false;
    name = (child as XmlElement).nodeName;
  }
  return name !== undefined;
}

/** The element's XPath-like, 1-based path from `configuration` (`configuration/devices/device[2]/name`), or from the root outside it. */
function elementPath(element: XmlElement): string {
  const steps: string[] = [];
  for (let at: XmlElement | null = element; at && at.nodeType === ELEMENT; at = at.parentNode as XmlElement | null) {
    const parent = at.parentNode as XmlElement | null;
    let step = at.nodeName;
    if (parent && parent.nodeType === ELEMENT) {
      const same = Array.from(parent.childNodes as unknown as ArrayLike<XmlNode>).filter((node) => node.nodeType === ELEMENT && node.nodeName === at!.nodeName);
      if (same.length > 1 || isList(parent)) step += `[${same.indexOf(at) + 1}]`;
    }
    steps.unshift(step);
    if (at.nodeName === 'configuration' && parent?.nodeName === 'configuration-file') break;
  }
  return steps.join('/');
}

function hasElementChild(element: XmlElement): boolean {
  for (let child = element.firstChild; child; child = child.nextSibling) if (child.nodeType === ELEMENT) return true;
  return false;
}

/**
 * Evaluates an XPath 1.0 expression over a configuration document (the
 * `xpath` package over @xmldom/xmldom: the tool integrators know for
 * "every camera on this subnet", "which gates read this io"), for
 * `vigil config query`. Selected elements come with their paths, which
 * `vigil config get` and `set` take; attributes and text with their
 * element's. Read-only: it never changes the document. The document is
 * first read by the configuration's own reader, so that what `vigil config
 * check` refuses (malformed, a DOCTYPE, too large, nested too deep) is
 * refused here with the same code and message, before xmldom and XPath
 * would spend minutes on it.
 */
export function queryDocument(text: string, expression: string): QueryMatch[] {
  parseXml(text);
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
  if (errors.length > 0 || !document.documentElement) throw new ConfigQueryError('CONFIG.QUERY', `not an XML document: ${errors[0] ?? 'no root element'}`);
  let selected: unknown;
  try {
    selected = xpath.select(expression, document as unknown as Node);
  } catch (error) {
    throw new ConfigQueryError('CONFIG.QUERY', `invalid XPath expression: ${error instanceof Error ? error.message : String(error)}`, { metadata: { expression } });
  }
  if (!Array.isArray(selected)) return [{ value: selected as string | number | boolean }];
  const serializer = new XMLSerializer();
  return (selected as unknown as XmlNode[]).map((node): QueryMatch => {
    if (node.nodeType === ELEMENT) {
      const element = node as XmlElement;
      return hasElementChild(element) ? { path: elementPath(element), xml: serializer.serializeToString(element) } : { path: elementPath(element), text: element.textContent ?? '' };
    }
    if (node.nodeType === ATTRIBUTE) {
      const owner = (node as unknown as { ownerElement: XmlElement }).ownerElement;
      return { path: `${elementPath(owner)}/@${node.nodeName}`, text: node.nodeValue ?? '' };
    }
    const parent = node.parentNode as XmlElement | null;
    return { path: parent && parent.nodeType === ELEMENT ? elementPath(parent) : '', text: node.nodeValue ?? '' };
  });
}

/** The matches as lines: `path: text`, or the path then the element's XML. */
export function formatMatches(matches: readonly QueryMatch[]): string {
  return matches.map((match) => ('value' in match ? `${String(match.value)}\n` : 'text' in match ? `${match.path}: ${match.text}\n` : `${match.path}:\n${match.xml}\n`)).join('');
}
