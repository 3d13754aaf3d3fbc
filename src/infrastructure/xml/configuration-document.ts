import type { ConfigurationReading } from '../../application/configuration/configuration-codec.port';
import { DomainError } from '../../domain/shared/domain-error';
import {
  applySignature, computeSignature, CONFIGURATION_FILE_VERSION, ConfigurationVersionError, locateSignature, md5OfParts, readSignature, type Md5, type SignatureLayout,
} from '../../domain/configuration/signature';
import { CodecSession, childPath, type Codec } from './codec';
import { ConversionError } from './codec-error';
import { asConversionError } from './entity';
import { placeOfUnreadable } from './model-paths';
import { formatConfigurationDate, parseConfigurationDate } from './special-values';
import { isSelfClosing, textOf, type SourceElement } from './source-tree';
import { applyEdits, type Edit } from './splice';
import { DEFAULT_MAX_DOCUMENT_BYTES, parseXml, type ParsedXml } from './xml-parser';

export interface DocumentOptions {
  readonly salt: string;
  readonly md5: Md5;
  /** Refuse a document whose signature does not match (default true). */
  readonly verifySignature?: boolean;
  readonly maxBytes?: number;
}

/** What a document was read as, kept to write it back with byte fidelity. */
export interface DocumentSource<C> {
  readonly input: string;
  readonly parsed: ParsedXml;
  readonly session: CodecSession;
  readonly configurationElement: SourceElement;
  readonly dateElement: SourceElement;
  readonly configuration: C;
  /** Where the signed block and the signature stood in `parsed.text`. */
  readonly layout: SignatureLayout;
}

/** The port's valid reading, with the source it was read from in place of the opaque handle. */
export type ReadDocument<C> = Omit<Extract<ConfigurationReading<C>, { valid: true }>, 'valid' | 'handle'> & { readonly source: DocumentSource<C> };

function child(element: SourceElement, name: string, path: string): SourceElement {
  const found = element.child(name);
  if (!found) throw new ConversionError('CONFIG.FROM_XML', `${path}/${name}`, 'missing element', { model: 'ConfigurationFile' });
  return found;
}

/** Reads a signed configuration document; throws DomainError subclasses on bad input. */
export function readDocument<C>(input: string, codec: Codec<C>, options: DocumentOptions): ReadDocument<C> {
  // Hashing copies the signed block (flattened, then encoded: about 3 × the file size for a
  // moment): done before the span tree exists, that copy is not on top of it. Its errors
  // still come after the document's own.
  const signed = input.length <= (options.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES) ? checkSignature(input.startsWith('\uFEFF') ? input.slice(1) : input, options) : undefined;
  const parsed = parseXml(input, options.maxBytes);
  const root = parsed.root;
  if (root.name !== 'configuration-file') {
    throw new ConversionError('CONFIG.FROM_XML', root.name, 'the root element must be <configuration-file>', { model: 'ConfigurationFile' });
  }
  const version = textOf(parsed, child(root, 'version', root.name)).trim();
  if (version !== String(CONFIGURATION_FILE_VERSION)) throw new ConfigurationVersionError(version);
  const dateElement = child(root, 'date', root.name);
  let date: Date;
  try {
    date = parseConfigurationDate(textOf(parsed, dateElement));
  } catch (error) {
    throw asConversionError(error, 'CONFIG.FROM_XML', { parent: { parent: undefined, segment: root.name }, segment: 'date' }, 'ConfigurationFile.date');
  }
  if (!signed || 'error' in signed) throw signed?.error;
  const { layout, valid: signatureValid } = signed;
  if (!signatureValid && options.verifySignature !== false) {
    throw new DomainError('CONFIG.SIGNATURE_MISMATCH', 'the signature does not match the configuration (wrong salt or edited by hand)');
  }
  const signature = textOf(parsed, child(root, 'signature', root.name)).trim();
  const configurationElement = child(root, 'configuration', root.name);
  const session = new CodecSession(parsed);
  const path = childPath(undefined, 'configuration');
  let configuration: C;
  try {
    configuration = codec.read(configurationElement, { session, path });
  } catch (error) {
    throw asConversionError(error, 'CONFIG.FROM_XML', path, codec.label);
  }
  return {
    version: CONFIGURATION_FILE_VERSION, date, signature, signatureValid, configuration,
    corrupted: session.corrupted.map((entity) => ({ ...entity, at: placeOfUnreadable(codec, configuration, entity.path) })),
    source: { input, parsed, session, configurationElement, dateElement, configuration, layout },
  };
}

function checkSignature(text: string, options: DocumentOptions): { layout: SignatureLayout; valid: boolean } | { error: unknown } {
  try {
    const layout = locateSignature(text);
    return { layout, valid: readSignature(text, layout).toLowerCase() === computeSignature(text, options.salt, options.md5, layout) };
  } catch (error) {
    return { error };
  }
}

/**
 * Writes the configuration back over the document it was read from: the
 * untouched document comes out byte-identical; otherwise only what changed, the
 * date and the signature differ.
 */
export function writeDocument<C>(source: DocumentSource<C>, configuration: C, codec: Codec<C>, options: DocumentOptions & { readonly now: Date }): string {
  const { parsed, session, configurationElement, dateElement } = source;
  const text = parsed.text;
  const indentStart = text.lastIndexOf('\n', configurationElement.start) + 1;
  const indent = /^[\t ]*$/.test(text.slice(indentStart, configurationElement.start)) ? text.slice(indentStart, configurationElement.start) : '\t';
  let written: string;
  try {
    written = codec.patch(configuration, source.configuration, configurationElement, { indent, eol: parsed.eol, session, path: childPath(undefined, 'configuration') }) ?? '';
  } catch (error) {
    throw asConversionError(error, 'CONFIG.TO_XML', childPath(undefined, 'configuration'), codec.label);
  }
  if (written === text.slice(configurationElement.start, configurationElement.end)) return source.input;
  const dateText = formatConfigurationDate(options.now);
  const dateEdit = isSelfClosing(dateElement)
    ? { start: dateElement.start, end: dateElement.end, text: `<date>${dateText}</date>` }
    : { start: dateElement.contentStart, end: dateElement.contentEnd, text: dateText };
  const edits = [dateEdit, { start: configurationElement.start, end: configurationElement.end, text: written }];
  const signature = signatureEdit(source, edits, written, options);
  if (signature) return parsed.bom + applyEdits(text, 0, text.length, [...edits, signature]);
  return parsed.bom + applySignature(applyEdits(text, 0, text.length, edits), options.salt, options.md5);
}

/**
 * The new signature as one more edit of the text that was read, when the
 * signature rules are bound to find the same layout in the edited text: the
 * signed block is the configuration element (with its indent), the only
 * `<signature>` stands outside everything that changed, and the new block
 * brings no other. Then the block is hashed as written and nothing else is
 * searched or copied; any other document takes the general path.
 */
function signatureEdit<C>(source: DocumentSource<C>, edits: readonly Edit[], written: string, options: { readonly salt: string; readonly md5: Md5 }): Edit | undefined {
  const { layout, configurationElement: block, parsed } = source;
  const text = parsed.text;
  const blockStart = block.start - (text.charCodeAt(block.start - 1) === 0x09 ? 1 : 0);
  if (layout.blockStart !== blockStart || layout.blockEnd !== block.end) return undefined;
  const empty = layout.valueStart === layout.valueEnd ? /^<signature\s*\/>/.exec(text.slice(layout.valueStart, layout.valueStart + 64))?.[0] : undefined;
  const end = empty ? layout.valueStart + empty.length : layout.valueEnd;
  if (edits.some((edit) => edit.start < end && layout.valueStart < edit.end) || written.includes('<signature')) return undefined;
  const signature = md5OfParts(options.md5, [text.slice(blockStart, block.start), written, options.salt]);
  return { start: layout.valueStart, end, text: empty ? `<signature>${signature}</signature>` : signature };
}

/** A new document for a configuration that was not read from one (LF, tabs, signed). */
export function renderDocument<C>(configuration: C, codec: Codec<C>, options: { readonly salt: string; readonly md5: Md5; readonly now: Date }): string {
  const path = childPath(undefined, 'configuration');
  let body: string;
  try {
    body = codec.render(configuration, 'configuration', { indent: '\t', eol: '\n', session: undefined, path }) ?? '<configuration/>';
  } catch (error) {
    throw asConversionError(error, 'CONFIG.TO_XML', path, codec.label);
  }
  const text = `<?xml version="1.0" encoding="utf-8"?>\n<configuration-file>\n\t<version>${CONFIGURATION_FILE_VERSION}</version>\n\t<date>${formatConfigurationDate(options.now)}</date>\n\t<signature/>\n\t${body}\n</configuration-file>\n`;
  return applySignature(text, options.salt, options.md5);
}
