import { DOMParser } from '@xmldom/xmldom';
import { hasValidSignature, SignatureError, type Md5 } from '../../../domain/configuration/signature';

function rootOf(xml: string): Element | null {
  let fatal = false;
  try {
    const parser = new DOMParser({
      onError: (level) => {
        fatal ||= level !== 'warning';
      },
    });
    const document = parser.parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml');
    return fatal ? null : (document.documentElement as unknown as Element | null);
  } catch {
    return null;
  }
}

function childText(parent: Element, name: string): string | undefined {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && node.nodeName === name) {
      return (node.textContent ?? '').trim();
    }
  }
  return undefined;
}

/**
 * Why the appliance refuses a posted configuration document, or null when it
 * accepts it: well-formed XML rooted at `configuration-file`, version 3,
 * exactly one signature, and that signature correct for the salt. The
 * messages are the specification's.
 */
export function configurationProblem(xml: string, salt: string, md5: Md5): string | null {
  const root = rootOf(xml);
  if (!root || root.nodeName !== 'configuration-file') {
    return 'failed to convert from XML';
  }
  const version = childText(root, 'version');
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
