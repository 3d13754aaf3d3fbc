import { applySignature } from '../../../domain/configuration/signature';
import type { Md5 } from '../../../domain/configuration/signature';

/*
 * The real server's cipher for sensitive values is not public. The simulator
 * stands in with base64 of the UTF-8 text: what matters to the console is the
 * `crypted="1"` contract, not the secrecy.
 */

export function encryptValue(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  return btoa(String.fromCharCode(...bytes));
}

/** Characters XML 1.0 does not allow in text (tab, line feed and carriage return aside), and lone surrogates. */
// eslint-disable-next-line no-control-regex
const NOT_XML_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The plain text of a simulated ciphertext, or null when it is not one: a
 * value crypted by a real appliance (or anything else) that happens to decode
 * as UTF-8 into characters XML cannot hold is left crypted, so the
 * `?uncrypted` document stays well-formed.
 */
export function decryptValue(cipher: string): string | null {
  try {
    const binary = atob(cipher.trim());
    const plain = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return NOT_XML_TEXT.test(plain) ? null : plain;
  } catch {
    return null;
  }
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const CRYPTED_ELEMENT = /<([A-Za-z][\w.-]*)(\s[^>]*?)?\s+crypted="1"([^>]*?)>([^<]*)<\/\1>/g;

/** The text with every `crypted="1"` value replaced by its plain text (attribute dropped); the same text when there is none. */
export function uncryptValues(xml: string): string {
  return xml.replace(CRYPTED_ELEMENT, (whole, name: string, before: string | undefined, after: string, cipher: string) => {
    const value = decryptValue(cipher);
    if (value === null) {
      return whole;
    }
    const attributes = `${before ?? ''}${after}`;
    return value === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${escapeText(value)}</${name}>`;
  });
}

/**
 * The document as `GET /api/configuration?uncrypted` serves it: every
 * `crypted="1"` value replaced by its plain text (attribute dropped), then
 * signed again, since the signed block changed.
 */
export function uncryptDocument(xml: string, salt: string, md5: Md5): string {
  const plain = uncryptValues(xml);
  return plain === xml ? xml : applySignature(plain, salt, md5);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

/**
 * The text with the plain values of the named sensitive elements crypted
 * (`<password>secret</password>` → `<password crypted="1">…</password>`), as
 * the appliance stores what it is sent in clear; empty and already crypted
 * values are left as they are.
 */
export function cryptPlainValues(xml: string, names: readonly string[]): string {
  const pattern = new RegExp(`<(${names.join('|')})>([^<]+)</\\1>`, 'g');
  return xml.replace(pattern, (_, name: string, plain: string) => `<${name} crypted="1">${encryptValue(unescapeText(plain))}</${name}>`);
}
