/**
 * Encrypts secrets kept at rest (passwords inside stored configuration
 * versions; later the fleet's appliance credentials) with the Vigil server's
 * key (docs/history.md, "Keys"). A sealed text is printable ASCII.
 */
export interface SecretSealerPort {
  /**
   * `deterministic`: the same secret always seals to the same text, so that
   * versions holding an unchanged password share their stored chunks (it
   * shows only that two sealed secrets are equal); `random` for anything
   * else.
   */
  seal(secret: string, mode: 'deterministic' | 'random'): string;
  /** The secret back; throws when the text was altered or sealed with another key. */
  unseal(sealed: string): string;
  /** Whether a text looks sealed by this port (its prefix). */
  isSealed(text: string): boolean;
}
