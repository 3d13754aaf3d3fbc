/** A document's date and signature, as the appliance wrote them; '' for what the document does not say. */
export interface DocumentIdentity {
  readonly signature: string;
  readonly date: string;
}

function elementText(head: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^<>]*)?>([^<]*)</${name}\\s*>`).exec(head);
  return match ? match[1]!.trim() : '';
}

/**
 * Reads the date and signature of a configuration document from its head
 * (before `<configuration>`), tolerantly: a hand-edited or corrupted
 * document gives what it has, never an error. Comparing signatures is how
 * the poller knows the appliance's document changed without reading it.
 */
export function documentIdentity(text: string): DocumentIdentity {
  const start = text.indexOf('<configuration>');
  const head = start >= 0 ? text.slice(0, start) : text.slice(0, 64 * 1024);
  return { signature: elementText(head, 'signature'), date: elementText(head, 'date') };
}
