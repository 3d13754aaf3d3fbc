/** Element names whose text is a secret (the same words as the drafts' rule: a password, a certificate or key, any credential). */
const SECRET_ELEMENT = /password|passphrase|secret|certificate|credential|private-?key|token/i;
const MASK = '••••';

/**
 * A corrupted entity's XML as the console shows and downloads it: the
 * document the console edits holds passwords in clear, so the text of every
 * secret element (`<password>`, `<https-certificate>`, …) is masked. Nothing
 * else changes; the bytes written back to the appliance are not these.
 */
export function corruptedXmlForPeople(xml: string): string {
  return xml.replace(/<([A-Za-z][\w.-]*)(\s[^>]*)?>([^<]+)<\/\1>/g, (element, name: string, attributes: string | undefined, text: string) =>
    SECRET_ELEMENT.test(name) && text.trim() !== '' ? `<${name}${attributes ?? ''}>${MASK}</${name}>` : element,
  );
}
