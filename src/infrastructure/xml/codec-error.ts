import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';

/**
 * A conversion failure between the model and XML (or JSON). The message starts
 * with the specification's wording and names the model or property and the
 * XPath-like, 1-based path of the element that failed; both are in `metadata` too.
 */
export class ConversionError extends DomainError {
  readonly path: string;

  constructor(code: ConversionErrorCode, path: string, detail: string, options: { cause?: unknown; model?: string } = {}) {
    const base = CONVERSION_MESSAGES[code];
    const model = options.model === undefined ? '' : `${options.model} `;
    super(code, `${base}: ${model}at ${path || '/'}: ${detail}`, { cause: options.cause, metadata: { path, model: options.model, detail } });
    this.path = path;
  }
}

/** The conversion codes, each one of the product's codes (so the UI has a message for it). */
export type ConversionErrorCode = Extract<ErrorCode, 'CONFIG.FROM_XML' | 'CONFIG.TO_XML' | 'CONFIG.INVALID_JSON' | 'CONFIG.MISSING_TAG_TYPE'>;

const CONVERSION_MESSAGES: Readonly<Record<ConversionErrorCode, string>> = {
  'CONFIG.FROM_XML': 'failed to convert from XML',
  'CONFIG.TO_XML': 'failed to convert to XML',
  'CONFIG.INVALID_JSON': 'The JSON structure is invalid',
  'CONFIG.MISSING_TAG_TYPE': 'MISSING_TAG_TYPE',
};

/** The document is not XML the model can read (malformed, a DOCTYPE, too large). */
export class XmlDocumentError extends DomainError {}

/** A type registered twice in a polymorphic registry ('range with type already registered'). */
export class RegistryError extends DomainError {}
