/**
 * The configuration document's text from the bytes the appliance sent: UTF-8,
 * decoded as `Response.text()` decodes a body (a leading byte order mark
 * dropped, a malformed sequence read as U+FFFD), so that the text, and the
 * signature computed over it, are what the page read before the bytes went to
 * the worker. One decoder for the worker and the in-process one.
 */
export function documentText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}
