import { hasValidSignature, SignatureError, type Md5 } from '../../../domain/configuration/signature';
import { textOf } from '../../xml/source-tree';
import { parseXml, type ParsedXml } from '../../xml/xml-parser';

/** The document's span tree (the configuration reader's one scan, no DOM), or null when it is not well-formed XML. */
function parse(xml: string): ParsedXml | null {
  try {
    return parseXml(xml);
  } catch {
    return null;
  }
}

function childText(document: ParsedXml, name: string): string | undefined {
  const element = document.root.children.find((child) => child.name === name);
  return element ? textOf(document, element).trim() : undefined;
}

/**
 * Why the appliance refuses a posted configuration document, or null when it
 * accepts it: well-formed XML rooted at `configuration-file`, version 3,
 * exactly one signature, and that signature correct for the salt. The
 * messages are the specification's.
 */
export function configurationProblem(xml: string, salt: string, md5: Md5): string | null {
  const document = parse(xml);
  if (!document || document.root.name !== 'configuration-file') {
    return 'failed to convert from XML';
  }
  const version = childText(document, 'version');
  if (version !== '3') {
    return `Expected config file version 3 but got ${version ?? 'undefined'}`;
  }
  try {
    return hasValidSignature(xml, salt, md5) ? null : 'invalid signature';
  } catch (error) {
    if (error instanceof SignatureError) {
      return error.message;
    }
    throw error;
  }
}
