import { DOMParser } from '@xmldom/xmldom';
import { XmlDocumentError } from './codec-error';
import { scanSource, SourceScanError, type SourceDocument } from './source-tree';

const BOM = '\uFEFF';

/** Documents above this size are refused before parsing: xmldom peaks near 38× the file size in memory. */
export const DEFAULT_MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export interface ParsedXml extends SourceDocument {
  /** The BOM that preceded the document ('' when none), put back on write. */
  readonly bom: string;
  /** The line ending the document uses, for lines the writer inserts. */
  readonly eol: '\n' | '\r\n';
}

/**
 * Checks a document with xmldom (well-formedness, references, error positions)
 * and records every element's span. A DOCTYPE is refused outright, so internal
 * entities can never expand (billion laughs); a BOM is set aside because
 * xmldom rejects it.
 */
export function parseXml(input: string, maxBytes = DEFAULT_MAX_DOCUMENT_BYTES): ParsedXml {
  // Length in UTF-16 units bounds the UTF-8 size from below, which is enough for a limit.
  if (input.length > maxBytes) {
    throw new XmlDocumentError('CONFIG.TOO_LARGE', `document too large: ${input.length} characters, limit ${maxBytes}`, { metadata: { size: input.length, limit: maxBytes } });
  }
  const bom = input.startsWith(BOM) ? BOM : '';
  const text = bom ? input.slice(1) : input;
  if (/<!DOCTYPE/i.test(text)) {
    throw new XmlDocumentError('CONFIG.DOCTYPE', 'a configuration document must not contain a DOCTYPE (entity declarations are refused)');
  }
  const problems: string[] = [];
  try {
    new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') {
          problems.push(message);
          throw new Error(message);
        }
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    const message = problems[0] ?? (error instanceof Error ? error.message : String(error));
    throw new XmlDocumentError('CONFIG.MALFORMED_XML', `malformed XML: ${firstLine(message)}`, { cause: error });
  }
  try {
    const source = scanSource(text);
    return { ...source, bom, eol: text.includes('\r\n') ? '\r\n' : '\n' };
  } catch (error) {
    if (error instanceof SourceScanError) {
      throw new XmlDocumentError('CONFIG.MALFORMED_XML', `malformed XML: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

function firstLine(message: string): string {
  return message.split('\n').filter((line) => line.trim() !== '').slice(0, 2).join(' ').trim();
}
