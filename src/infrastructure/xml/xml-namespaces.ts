import { SourceScanError } from './xml-syntax';

/**
 * Namespaces in XML 1.0 as far as a well-formed document needs them: a name
 * has at most one colon, and its prefix is `xml` or declared by an
 * `xmlns:prefix` attribute of the element or an ancestor. (xmldom refuses the
 * same documents; the configuration itself uses no namespace.)
 */
export class NamespaceScope {
  private readonly declared: { readonly prefix: string; readonly depth: number }[] = [];

  /** Whether any declaration is in scope (nothing to forget otherwise, the usual case). */
  get declaring(): boolean {
    return this.declared.length > 0;
  }

  /** Checks an element's name and attributes (name, raw value pairs) and records what it declares. */
  check(element: string, attributes: readonly string[], depth: number, offset: number): void {
    for (let index = 0; index < attributes.length; index += 2) {
      const name = attributes[index]!;
      if (!name.startsWith('xmlns:')) continue;
      const prefix = name.slice(6);
      if (prefix === '' || prefix.includes(':') || prefix === 'xmlns') throw new SourceScanError(`invalid namespace declaration ${name} in <${element}>`, offset);
      if (attributes[index + 1] === '') throw new SourceScanError(`namespace prefix ${prefix} declared empty in <${element}>`, offset);
      this.declared.push({ prefix, depth });
    }
    this.checkName(element, element, false, offset);
    for (let index = 0; index < attributes.length; index += 2) this.checkName(attributes[index]!, element, true, offset);
  }

  /** Forgets what the elements at `depth` and deeper declared, as the one at `depth` closes. */
  close(depth: number): void {
    const declared = this.declared;
    while (declared.length > 0 && declared[declared.length - 1]!.depth >= depth) declared.pop();
  }

  private checkName(name: string, element: string, attribute: boolean, offset: number): void {
    const colon = name.indexOf(':');
    if (colon < 0) return;
    const prefix = name.slice(0, colon);
    if (colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) >= 0) {
      throw new SourceScanError(`invalid qualified name ${name} in <${element}>`, offset);
    }
    if (prefix === 'xml' || (attribute && prefix === 'xmlns')) return;
    if (prefix === 'xmlns' || !this.declared.some((entry) => entry.prefix === prefix)) {
      throw new SourceScanError(`namespace prefix ${prefix} of ${name} is not declared`, offset);
    }
  }
}
