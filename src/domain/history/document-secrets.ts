/**
 * The secrets of a configuration document (the specification's sensitive
 * strings: every `<password>`, and the HTTPS certificate, which may hold a
 * private key), found in the text as it came: a stored version keeps the
 * document byte for byte except these element's contents, which are sealed.
 * Every non-empty content is sealed, whatever it holds (so opening every
 * sealed content gives the document back exactly).
 */
const SECRET_ELEMENT = /<(password|https-certificate)(\s[^<>]*)?>([^<]*(?:<!\[CDATA\[[\s\S]*?\]\]>[^<]*)*)<\/\1\s*>/g;

/** The document with each secret's content replaced by `seal(content)`. */
export function sealSecrets(text: string, seal: (secret: string) => string): string {
  return text.replace(SECRET_ELEMENT, (whole, name: string, attributes: string | undefined, content: string) =>
    content === '' ? whole : `<${name}${attributes ?? ''}>${seal(content)}</${name}>`,
  );
}

/** The document back: each sealed content opened (contents not sealed are left as they are). */
export function openSecrets(text: string, isSealed: (content: string) => boolean, open: (sealed: string) => string): string {
  return text.replace(SECRET_ELEMENT, (whole, name: string, attributes: string | undefined, content: string) =>
    isSealed(content) ? `<${name}${attributes ?? ''}>${open(content)}</${name}>` : whole,
  );
}
