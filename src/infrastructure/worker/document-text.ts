/**
 * The configuration document's text from the bytes the appliance sent: UTF-8,
 * a malformed sequence read as U+FFFD (as `Response.text()` reads a body). A
 * leading byte order mark is kept as U+FEFF, which the reader skips and the
 * writer gives back (src/infrastructure/xml): a document saved from the
 * console keeps it, as `vigil config` (Node's 'utf8' decoding) always did; it
 * lies outside the signed block, so the signature is the same either way. One
 * decoder for the worker and the in-process one.
 */
export function documentText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
