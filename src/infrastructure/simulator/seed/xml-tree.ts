/** An element of the seeded document: text content, child elements, or nothing (`<name/>`). */
export interface XmlElement {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly content?: string | readonly XmlElement[];
}

type Content = string | number | boolean | readonly XmlElement[] | null | undefined;

/** One element; booleans become 1/0 and null/undefined an empty element, as configuration-xml.md spells them. */
export function el(name: string, content?: Content, attributes?: Record<string, string>): XmlElement {
  if (typeof content === 'boolean') {
    return { name, content: content ? '1' : '0', attributes };
  }
  if (typeof content === 'number') {
    return { name, content: String(content), attributes };
  }
  return { name, content: content ?? undefined, attributes };
}

/** A guid identifier element. */
export function identifier(guid: string): XmlElement {
  return el('identifier', guid, { type: 'guid' });
}

function escape(text: string, quote = false): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quote ? escaped.replace(/"/g, '&quot;') : escaped;
}

/** The element as lines: one tab per level, LF line ends, leaf text on the same line. */
export function renderXml(element: XmlElement, depth = 0): string {
  const indent = '\t'.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escape(value, true)}"`)
    .join('');
  const { content } = element;
  if (content === undefined || content === '' || (Array.isArray(content) && content.length === 0)) {
    return `${indent}<${element.name}${attributes}/>\n`;
  }
  if (typeof content === 'string') {
    return `${indent}<${element.name}${attributes}>${escape(content)}</${element.name}>\n`;
  }
  const children = (content as readonly XmlElement[]).map((child) => renderXml(child, depth + 1)).join('');
  return `${indent}<${element.name}${attributes}>\n${children}${indent}</${element.name}>\n`;
}

/** `dd/MM/yyyy HH:mm:ss.SSS` in local time, the document's date format. */
export function formatConfigurationDate(date: Date): string {
  const pad = (value: number, size = 2): string => String(value).padStart(size, '0');
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
  );
}
